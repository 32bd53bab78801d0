// The stale-feed banner's words (src/domain/feed-staleness.ts says them in Spanish for the server and
// the rule) in the app's language, dated at Spain's time (the Ministry publishes in Madrid time).
// The Spanish reads exactly as the domain's.
import { t } from "@lingui/core/macro";
import { dateFormat, dateParts } from "../i18n/calendar.ts";

const parse = (iso: string): number | null => {
  const ms = Date.parse(iso);
  return Number.isFinite(ms) ? ms : null;
};

// A 24-hour clock in every language, as Spain reads the time (src/i18n/calendar.ts).
const LONG = { day: "numeric", month: "long", year: "numeric", hour: "2-digit", minute: "2-digit", timeZone: "Europe/Madrid" } as const;
const formatLong = () => dateFormat(LONG);

/** "Los precios del Ministerio no se actualizan desde el 27 de septiembre de 2025 a las 18:05: te mostramos los últimos publicados". */
export function staleFeedText(fechaIso: string): string {
  const at = parse(fechaIso);
  const when = at === null ? fechaIso : formatLong().format(at);
  return t`Los precios del Ministerio no se actualizan desde el ${when}: te mostramos los últimos publicados`;
}

/** "Precios sin actualizar desde el 27/9, 18:05": the banner folded to one line of a phone. */
export function staleFeedShortText(fechaIso: string): string {
  const at = parse(fechaIso);
  if (at === null) {
    const when = fechaIso;
    return t`Precios sin actualizar desde el ${when}`;
  }
  const p = dateParts(at, "Europe/Madrid");
  const date = `${p.day}/${p.month}`;
  const time = `${String(p.hour).padStart(2, "0")}:${String(p.minute).padStart(2, "0")}`;
  return t`Precios sin actualizar desde el ${date}, ${time}`;
}
