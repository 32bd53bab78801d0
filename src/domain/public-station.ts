// Who may buy at a station. The Ministry's feed marks members-only stations (cooperatives, fleet
// cards: "Tipo Venta" R, venta restringida) beside the public ones (P); a driver cannot fill up at
// the former, so no search, report, snapshot, kiosk board or price alert offers them.

/** The feed's "Tipo Venta" of a station that sells only to its members. */
export const MEMBERS_ONLY_SALE = "R";

/** Whether anyone may fill up at the station (it is not members-only). */
export function isPublicStation(station: { tipoVenta: string }): boolean {
  return station.tipoVenta !== MEMBERS_ONLY_SALE;
}
