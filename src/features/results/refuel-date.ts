// The date of a refuel on its card (SPEC §2: day and short month), in Spanish: "15 abr". Written by hand
// with CLDR's Spanish abbreviations: the first Intl.DateTimeFormat of a page costs tens of milliseconds
// on a phone, in the middle of the results' first render.
const SHORT_MONTHS = ["ene", "feb", "mar", "abr", "may", "jun", "jul", "ago", "sept", "oct", "nov", "dic"] as const;

/** Day and short month in the device's time zone, as the driver's calendar has them. */
export function formatDayMonth(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? "" : `${date.getDate()} ${SHORT_MONTHS[date.getMonth()]}`;
}
