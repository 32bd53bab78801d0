// The stale-feed banner's words (src/domain/feed-staleness.ts says them in Spanish for the server and
// the rule) in the app's language, dated at Spain's time (the Ministry publishes in Madrid time).
// The Spanish reads exactly as the domain's.
import { t } from "@lingui/core/macro";
import { intlLocale } from "../i18n/i18n.ts";

const parse = (iso: string): number | null => {
  const ms = Date.parse(iso);
  return Number.isFinite(ms) ? ms : null;
};

// Made on first use, one per language: the banner is in every page's start-up but shows only on an old
// feed, and the first Intl formatter of a page costs tens of milliseconds on a phone.
const formats = new Map<string, Intl.DateTimeFormat>();
function formatOf(kind: "long" | "short"): Intl.DateTimeFormat {
  const locale = intlLocale();
  const key = `${kind}-${locale}`;
  let format = formats.get(key);
  if (!format) {
    // A 24-hour clock in every language, as Spain reads the time.
    const options: Intl.DateTimeFormatOptions =
      kind === "long"
        ? { day: "numeric", month: "long", year: "numeric", hour: "2-digit", minute: "2-digit", hourCycle: "h23", timeZone: "Europe/Madrid" }
        : { day: "numeric", month: "numeric", hour: "2-digit", minute: "2-digit", hourCycle: "h23", timeZone: "Europe/Madrid" };
    format = new Intl.DateTimeFormat(locale, options);
    formats.set(key, format);
  }
  return format;
}

/** "Los precios del Ministerio no se actualizan desde el 27 de septiembre de 2025 a las 18:05: te mostramos los últimos publicados". */
export function staleFeedText(fechaIso: string): string {
  const at = parse(fechaIso);
  const when = at === null ? fechaIso : formatOf("long").format(at);
  return t`Los precios del Ministerio no se actualizan desde el ${when}: te mostramos los últimos publicados`;
}

/** "Precios sin actualizar desde el 27/9, 18:05": the banner folded to one line of a phone. */
export function staleFeedShortText(fechaIso: string): string {
  const at = parse(fechaIso);
  if (at === null) {
    const when = fechaIso;
    return t`Precios sin actualizar desde el ${when}`;
  }
  const parts = formatOf("short").formatToParts(at);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? "";
  const date = `${part("day")}/${part("month")}`;
  const time = `${part("hour")}:${part("minute")}`;
  return t`Precios sin actualizar desde el ${date}, ${time}`;
}
