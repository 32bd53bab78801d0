// Who may buy at a station. The Ministry's feed marks members-only stations (cooperatives, fleet
// cards: "Tipo Venta" R, venta restringida) beside the public ones (P); most drivers cannot fill up at
// the former, so searches, routes and the snapshot leave them out unless the driver asks for them
// (`venta: "todas"`, "Incluir cooperativas y venta restringida": a cooperative's members), and no
// report, kiosk board or price alert offers them. The one place that says which stations are public.

/** The feed's "Tipo Venta" of a station that sells only to its members. */
export const MEMBERS_ONLY_SALE = "R";

/** Which stations a search offers: the public ones (the default), or members-only ones too. */
export const SALE_SCOPES = ["publica", "todas"] as const;
export type SaleScope = (typeof SALE_SCOPES)[number];

/** Whether anyone may fill up at the station (it is not members-only). */
export function isPublicStation(station: { tipoVenta: string }): boolean {
  return station.tipoVenta !== MEMBERS_ONLY_SALE;
}

/** Whether a search with this scope offers the station. */
export function isOffered(station: { tipoVenta: string }, venta: SaleScope): boolean {
  return venta === "todas" || isPublicStation(station);
}
