// The date of an opinion: "15 abr 2026", in the app's language.
import { dateFormat } from "../../i18n/calendar.ts";

export function formatCommentDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateFormat({ day: "numeric", month: "short", year: "numeric" }).format(date);
}
