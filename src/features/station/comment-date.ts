// The date of an opinion: "15 abr 2026", in the app's language and on the station's calendar (an
// opinion written at 00:30 in Zaragoza is of that day, whatever zone the phone is set to).
import { dateFormat } from "../../i18n/calendar.ts";

export function formatCommentDate(iso: string, timeZone: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateFormat({ day: "numeric", month: "short", year: "numeric", timeZone }).format(date);
}
