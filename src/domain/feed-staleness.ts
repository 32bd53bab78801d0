// When the Ministry's prices stop moving: if their publication date (the feed's Fecha) or
// our last successful ingest is older than two hours, every screen says so. One rule for the server's
// getlastupdate, the app (online or offline with an old snapshot) and the kiosk.

export const FEED_STALE_AFTER_MS = 2 * 60 * 60_000;

const parse = (iso: string | null | undefined): number | null => {
  if (!iso) return null;
  const ms = Date.parse(iso);
  return Number.isFinite(ms) ? ms : null;
};

/**
 * True when the prices are over two hours old by either date. Unknown dates say nothing: with no feed
 * at all there is nothing to warn about yet.
 */
export function isFeedStale(dates: { fecha?: string | null; ingestado?: string | null }, now: number): boolean {
  return [parse(dates.fecha), parse(dates.ingestado)].some((at) => at !== null && now - at > FEED_STALE_AFTER_MS);
}

// Made on first use: the banner is in every page's start-up but shows only on an old feed, and the
// first Intl formatter of a page costs tens of milliseconds on a phone (locale-number.ts).
let fechaFormat: Intl.DateTimeFormat | undefined;
const fechaText = (at: number): string =>
  (fechaFormat ??= new Intl.DateTimeFormat("es-ES", { day: "numeric", month: "long", year: "numeric", hour: "2-digit", minute: "2-digit", timeZone: "Europe/Madrid" })).format(at);

/** "Los precios del Ministerio no se actualizan desde el 27 de septiembre de 2025 a las 18:05: te mostramos los últimos publicados". */
export function staleFeedText(fechaIso: string): string {
  const at = parse(fechaIso);
  const when = at === null ? fechaIso : fechaText(at);
  return `Los precios del Ministerio no se actualizan desde el ${when}: te mostramos los últimos publicados`;
}

let shortFormat: Intl.DateTimeFormat | undefined;

/** "Precios sin actualizar desde el 27/9, 18:05": the banner folded to one line of a phone. */
export function staleFeedShortText(fechaIso: string): string {
  const at = parse(fechaIso);
  if (at === null) return `Precios sin actualizar desde el ${fechaIso}`;
  shortFormat ??= new Intl.DateTimeFormat("es-ES", { day: "numeric", month: "numeric", hour: "2-digit", minute: "2-digit", timeZone: "Europe/Madrid" });
  const part = (type: Intl.DateTimeFormatPartTypes) => shortFormat!.formatToParts(at).find((p) => p.type === type)?.value ?? "";
  return `Precios sin actualizar desde el ${part("day")}/${part("month")}, ${part("hour")}:${part("minute")}`;
}
