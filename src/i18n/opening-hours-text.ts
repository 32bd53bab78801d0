// A station's opening hours in the app's language. The feed writes them with Spanish day letters
// ("L-V: 07:00-22:00; S-D: 08:00-14:00"); another language gets its own short weekday names
// ("Mon–Fri: 07:00–22:00; Sat–Sun: 08:00–14:00") and "24H" as "24 h". Spanish, and any text outside
// the feed's grammar (src/domain/opening-hours.ts reads it), is shown as the feed wrote it.
import { DEFAULT_LOCALE } from "../domain/locales.ts";
import { readHorario } from "../domain/opening-hours.ts";
import { dateFormat } from "./calendar.ts";
import { activeLocale } from "./i18n.ts";

/** 1 January 2024 was a Monday, weekday 0 of the feed's order. */
const A_MONDAY_UTC = Date.UTC(2024, 0, 1);
const MS_PER_DAY = 86_400_000;

const pad = (n: number) => String(n).padStart(2, "0");
const clock = (minutes: number) => `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;

export function openingHoursText(horario: string): string {
  if (activeLocale() === DEFAULT_LOCALE) return horario;
  const segments = readHorario(horario);
  if (segments === null) return horario;
  const weekday = dateFormat({ weekday: "short", timeZone: "UTC" });
  const dayName = (day: number) => weekday.format(A_MONDAY_UTC + day * MS_PER_DAY);
  return segments
    .map(({ days, hours }) => {
      const dayText = days.map(([first, last]) => (first === last ? dayName(first) : `${dayName(first)}–${dayName(last)}`)).join(", ");
      const hourText = hours === "allDay" ? "24 h" : hours.map(([open, close]) => `${clock(open)}–${clock(close)}`).join(", ");
      return `${dayText}: ${hourText}`;
    })
    .join("; ");
}
