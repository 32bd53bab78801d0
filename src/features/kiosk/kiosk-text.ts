// The kiosk board's sentences, in the app's language, made when the board renders. Its times are the
// station's own (Europe/Madrid, or Atlantic/Canary in Las Palmas and Santa Cruz de Tenerife): a
// forecourt screen whose device runs on UTC must say the hour its banner and the pumps say.
import { t } from "@lingui/core/macro";
import type { KioskBoard } from "../../domain/contract/kiosk.ts";
import { SEARCH_PRODUCTS, toSearchProduct } from "../../domain/fuels.ts";
import { fuelName } from "../../i18n/fuel-names.ts";
import { stationClockTime, stationNumericDate, stationTimeZone } from "../../i18n/station-time.ts";
import { priceDate, pricesAgeText, relativeAge } from "../../offline/freshness.ts";

/** "Precios actualizados el 21/05/2026 a las 08:00", by the station's clock, whatever the device's zone. */
export function published(board: KioskBoard, fetchedAt: number): string {
  const at = board.actualizado ? new Date(board.actualizado) : new Date(fetchedAt);
  const zone = stationTimeZone({ provincia: board.estacion.provincia });
  const date = stationNumericDate(at, zone);
  const time = stationClockTime(at, zone);
  return t`Precios actualizados el ${date} a las ${time}`;
}

/** How old the prices on the board are, from their publication; only how old the board is when that is unknown. */
export function ageText(board: KioskBoard, fetchedAt: number, now: number): string {
  const pricesAt = priceDate(board.actualizado);
  if (pricesAt !== null) return pricesAgeText(pricesAt, now);
  const age = relativeAge(fetchedAt, now);
  return t`Datos recibidos ${age}`;
}

/** A competitors' list's fuel (a search code) by its catalogue name, as the server names it, in the app's language. */
export function competitorFuelName(fuel: { producto: string; nombre: string }): string {
  const product = toSearchProduct(fuel.producto);
  return product ? fuelName(SEARCH_PRODUCTS[product]) : fuel.nombre;
}

/** Why the board of a station the server did not answer for cannot come from the device either. */
export function notInSnapshotText(why: "offline" | "unreachable" | null): string | null {
  if (why === "offline") return t`Sin conexión, y esta estación no está en los datos guardados en este dispositivo.`;
  if (why === "unreachable") return t`Sin respuesta del servidor, y esta estación no está en los datos guardados en este dispositivo.`;
  return null;
}
