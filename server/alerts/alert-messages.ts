// What a crossing says to the driver: the push payload the service worker shows (station, fuel, new
// and previous price; a tap opens the station page) and the e-mail for drivers without push, with
// its unsubscribe link (in the text, and as List-Unsubscribe with RFC 8058 one-click for mail clients).
import type { AlertFuel, AlertNotification } from "../../src/domain/contract/alerts.ts";
import { alertFuelLabel } from "../../src/domain/alert-text.ts";
import { formatPrice as formatPricePer } from "../../src/domain/format.ts";
import { fuelUnit } from "../../src/domain/fuels.ts";
import type { MailMessage } from "../mail/mailer.ts";
import type { Station } from "../stations/station.ts";

/** What a notification names of the station (kept with the queued notification). */
export type NewsStation = Pick<Station, "id" | "rotulo" | "direccion" | "localidad">;

export interface CrossingNews {
  alertId: number;
  combustible: AlertFuel;
  umbral: number;
  station: NewsStation;
  precio: number;
  precioAnterior: number | null;
}

export function alertNotification(news: CrossingNews): AlertNotification {
  const fuel = alertFuelLabel(news.combustible);
  const formatPrice = (price: number) => formatPricePer(price, fuelUnit(news.combustible));
  const before = news.precioAnterior === null ? "" : ` (antes ${formatPrice(news.precioAnterior)})`;
  return {
    titulo: `${fuel} a ${formatPrice(news.precio)} en ${news.station.rotulo}`,
    cuerpo: `Ha bajado de ${formatPrice(news.umbral)}${before}. ${news.station.direccion}, ${news.station.localidad}.`,
    url: `/station/${news.station.id}`,
    idEstacion: news.station.id,
    rotulo: news.station.rotulo,
    combustible: news.combustible,
    precio: news.precio,
    precioAnterior: news.precioAnterior,
    idAlerta: news.alertId,
  };
}

export function unsubscribeLink(publicUrl: string, token: string): string {
  return `${publicUrl}/api/alertas/baja/${token}`;
}

export function alertMail(to: string, news: CrossingNews, publicUrl: string, unsubscribeToken: string): MailMessage {
  const n = alertNotification(news);
  const formatPrice = (price: number) => formatPricePer(price, fuelUnit(news.combustible));
  const unsubscribe = unsubscribeLink(publicUrl, unsubscribeToken);
  return {
    to,
    subject: `GasolinaEco: ${n.titulo}`,
    text: [
      n.titulo,
      "",
      `${alertFuelLabel(news.combustible)}: ${formatPrice(news.precio)}${news.precioAnterior === null ? "" : `; antes ${formatPrice(news.precioAnterior)}`}.`,
      `Tu aviso: cuando baje de ${formatPrice(news.umbral)}.`,
      `${news.station.rotulo}, ${news.station.direccion}, ${news.station.localidad}.`,
      "",
      `Ver la estación: ${publicUrl}${n.url}`,
      "",
      `No volverás a recibir este aviso hasta que el precio vuelva a subir del umbral y baje otra vez.`,
      `Para borrar este aviso: ${unsubscribe}`,
      "",
      "GasolinaEco",
    ].join("\n"),
    headers: {
      "List-Unsubscribe": `<${unsubscribe}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    },
  };
}
