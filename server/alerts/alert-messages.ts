// What a crossing says to the driver, in the language the alert was created in: the push
// payload the service worker shows (station, fuel, new and previous price; a tap opens the station
// page) and the e-mail for drivers without push, with its unsubscribe link (in the text, and as
// List-Unsubscribe with RFC 8058 one-click for mail clients). Each text is an `i18n._("…")` message
// of the server's catalogs (server/i18n/server-i18n.ts).
import type { AlertNotification } from "../../src/domain/contract/alerts.ts";
import type { AlertFuel } from "../../src/domain/contract/alerts.ts";
import { formatPrice as formatPriceIn } from "../../src/domain/format.ts";
import { fuelUnit } from "../../src/domain/fuels.ts";
import { DEFAULT_LOCALE, type Locale } from "../../src/domain/locales.ts";
import type { MailMessage } from "../mail/mailer.ts";
import type { Station } from "../feed/station.ts";
import { notificationFuelName } from "../i18n/fuel-names.ts";
import { serverI18n } from "../i18n/server-i18n.ts";

/** What a notification names of the station (kept with the queued notification). */
export type NewsStation = Pick<Station, "id" | "rotulo" | "direccion" | "localidad">;

export interface CrossingNews {
  alertId: number;
  combustible: AlertFuel;
  umbral: number;
  station: NewsStation;
  precio: number;
  precioAnterior: number | null;
  /** The alert's language (absent in notifications queued before: Spanish). */
  idioma?: Locale;
}

/** The texts of one crossing in its language. */
function textsOf(news: CrossingNews) {
  const locale = news.idioma ?? DEFAULT_LOCALE;
  const i18n = serverI18n(locale);
  const priced = (price: number) => formatPriceIn(price, fuelUnit(news.combustible), locale);
  const fuel = notificationFuelName(i18n, news.combustible);
  const price = priced(news.precio);
  const threshold = priced(news.umbral);
  const before = news.precioAnterior === null ? null : priced(news.precioAnterior);
  const { rotulo: sign, direccion: address, localidad: town } = news.station;
  return { i18n, fuel, price, threshold, before, sign, address, town };
}

export function alertNotification(news: CrossingNews): AlertNotification {
  const { i18n, fuel, price, threshold, before, sign, address, town } = textsOf(news);
  return {
    titulo: i18n._("{fuel} a {price} en {sign}", { fuel, price, sign }),
    cuerpo: before === null
      ? i18n._("Ha bajado de {threshold}. {address}, {town}.", { threshold, address, town })
      : i18n._("Ha bajado de {threshold} (antes {before}). {address}, {town}.", { threshold, before, address, town }),
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
  const { i18n, fuel, price, threshold, before } = textsOf(news);
  const unsubscribe = unsubscribeLink(publicUrl, unsubscribeToken);
  const stationUrl = `${publicUrl}${n.url}`;
  const { rotulo, direccion, localidad } = news.station;
  return {
    to,
    subject: `GasolinaEco: ${n.titulo}`,
    text: [
      n.titulo,
      "",
      before === null ? i18n._("{fuel}: {price}.", { fuel, price }) : i18n._("{fuel}: {price}; antes {before}.", { fuel, price, before }),
      i18n._("Tu aviso: cuando baje de {threshold}.", { threshold }),
      `${rotulo}, ${direccion}, ${localidad}.`,
      "",
      i18n._("Ver la estación: {stationUrl}", { stationUrl }),
      "",
      i18n._("No volverás a recibir este aviso hasta que el precio vuelva a subir del umbral y baje otra vez."),
      i18n._("Para borrar este aviso: {unsubscribe}", { unsubscribe }),
      "",
      "GasolinaEco",
    ].join("\n"),
    headers: {
      "List-Unsubscribe": `<${unsubscribe}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    },
  };
}
