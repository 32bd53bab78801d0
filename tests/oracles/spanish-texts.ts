// The Spanish the SPEC writes, said independently of the app's catalogs: what the screens' texts
// (src/i18n, src/offline) must read in Spanish. Test oracles only; the app never imports these.
import { FUEL_LABEL, FUEL_OPTIONS, SEARCH_PRODUCTS, type SearchProduct } from "../../src/domain/fuels.ts";

const parse = (iso: string): number | null => {
  const ms = Date.parse(iso);
  return Number.isFinite(ms) ? ms : null;
};

/** How a searched product reads to the driver: the big buttons' words, else the catalogue's label. */
export function productLabel(product: SearchProduct): string {
  return FUEL_OPTIONS.find((option) => option.code === product)?.label ?? FUEL_LABEL[SEARCH_PRODUCTS[product]];
}

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
