// Station dates and times on screen, in the app's language. A station's times are its own zone's
// (Europe/Madrid, or Atlantic/Canary for provinces 35 and 38), never the device's: a kiosk or a phone
// set to UTC must say the hour the forecourt's clock says.
import { MADRID_ZONE, zoneOfPoint, zoneOfProvince } from "../domain/local-time.ts";
import { dateFormat } from "./calendar.ts";

/** How the Ministry's feed names the two Canary provinces ("PALMAS (LAS)", "SANTA CRUZ DE TENERIFE"). */
const CANARY_PROVINCE_NAME = /palmas|tenerife/i;

export interface StationPlace {
  /** The province's code ("35") or the feed's name of it ("SANTA CRUZ DE TENERIFE"); "" when unknown. */
  provincia?: string | null | undefined;
  gps?: { latitud: number; longitud: number } | null | undefined;
}

/** The station's time zone: by its province when known, else by where it is, else Madrid's. */
export function stationTimeZone({ provincia, gps }: StationPlace): string {
  const province = provincia?.trim() ?? "";
  if (/^\d{2}$/.test(province)) return zoneOfProvince(province);
  if (province !== "") return zoneOfProvince(CANARY_PROVINCE_NAME.test(province) ? "35" : "");
  if (gps && Number.isFinite(gps.latitud) && Number.isFinite(gps.longitud)) return zoneOfPoint(gps.latitud, gps.longitud);
  return MADRID_ZONE;
}

/** "21/05/2026" in the station's zone. */
export const stationNumericDate = (at: Date | number, timeZone: string): string =>
  dateFormat({ day: "2-digit", month: "2-digit", year: "numeric", timeZone }).format(at);

/** "08:00" in the station's zone, on a 24-hour clock. */
export const stationClockTime = (at: Date | number, timeZone: string): string =>
  dateFormat({ hour: "2-digit", minute: "2-digit", timeZone }).format(at);

/** "21 may 2026, 8:00" in the station's zone. */
export const stationMediumDateTime = (at: Date | number, timeZone: string): string =>
  dateFormat({ day: "numeric", month: "short", year: "numeric", hour: "numeric", minute: "2-digit", timeZone }).format(at);
