// The date of a refuel on its card (SPEC §2: day and short month): "15 abr". Spanish is written by hand
// with CLDR's abbreviations: the first Intl.DateTimeFormat of a page costs tens of milliseconds on a
// phone, in the middle of the results' first render. The other languages take Intl's words, one
// formatter each, made on first use.
import { dateFormat } from "../../i18n/calendar.ts";
import { activeLocale } from "../../i18n/i18n.ts";

const SHORT_MONTHS = ["ene", "feb", "mar", "abr", "may", "jun", "jul", "ago", "sept", "oct", "nov", "dic"] as const;

/** Day and short month in the device's time zone, as the driver's calendar has them. */
export function formatDayMonth(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return "";
  return activeLocale() === "es" ? `${date.getDate()} ${SHORT_MONTHS[date.getMonth()]}` : dateFormat({ day: "numeric", month: "short" }).format(date);
}
