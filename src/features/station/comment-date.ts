// The date of an opinion: "15 abr 2026", in the app's language.
import { intlLocale } from "../../i18n/i18n.ts";

export function formatCommentDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : new Intl.DateTimeFormat(intlLocale(), { day: "numeric", month: "short", year: "numeric" }).format(date);
}
