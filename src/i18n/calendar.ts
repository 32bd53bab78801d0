// Dates and times in the app's language, for the screens. Intl writes them where the browser has the
// language's data; Chromium builds without Basque or Galician data write those languages' dates in
// English ("April 15, 2026"; Intl.DateTimeFormat.supportedLocalesOf(["eu", "gl"]) is empty there), so
// for a language the browser lacks, the numbers come from Intl in the right time zone and the words
// (month and weekday names) and their order from the catalogs. Hours always on a 24-hour clock.
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { activeLocale, i18n, intlLocale } from "./i18n.ts";

/** The subset of Intl's options the screens use. */
export interface DateOptions {
  day?: "numeric" | "2-digit";
  month?: "numeric" | "2-digit" | "short" | "long";
  year?: "numeric";
  hour?: "numeric" | "2-digit";
  minute?: "2-digit";
  weekday?: "short" | "long";
  timeZone?: string;
}

export interface DateFormatter {
  format(at: Date | number): string;
}

const MONTHS_SHORT: readonly MessageDescriptor[] = [
  msg({ message: "ene", context: "month, short" }), msg({ message: "feb", context: "month, short" }), msg({ message: "mar", context: "month, short" }),
  msg({ message: "abr", context: "month, short" }), msg({ message: "may", context: "month, short" }), msg({ message: "jun", context: "month, short" }),
  msg({ message: "jul", context: "month, short" }), msg({ message: "ago", context: "month, short" }), msg({ message: "sept", context: "month, short" }),
  msg({ message: "oct", context: "month, short" }), msg({ message: "nov", context: "month, short" }), msg({ message: "dic", context: "month, short" }),
];
const MONTHS_LONG: readonly MessageDescriptor[] = [
  msg({ message: "enero", context: "month" }), msg({ message: "febrero", context: "month" }),
  msg({ message: "marzo", context: "month" }), msg({ message: "abril", context: "month" }),
  msg({ message: "mayo", context: "month" }), msg({ message: "junio", context: "month" }),
  msg({ message: "julio", context: "month" }), msg({ message: "agosto", context: "month" }),
  msg({ message: "septiembre", context: "month" }), msg({ message: "octubre", context: "month" }),
  msg({ message: "noviembre", context: "month" }), msg({ message: "diciembre", context: "month" }),
];
/** ISO order: Monday first. */
const WEEKDAYS_SHORT: readonly MessageDescriptor[] = [
  msg({ message: "lun", context: "weekday, short" }), msg({ message: "mar", context: "weekday, short" }), msg({ message: "mié", context: "weekday, short" }),
  msg({ message: "jue", context: "weekday, short" }), msg({ message: "vie", context: "weekday, short" }), msg({ message: "sáb", context: "weekday, short" }),
  msg({ message: "dom", context: "weekday, short" }),
];
const WEEKDAYS_LONG: readonly MessageDescriptor[] = [
  msg({ message: "lunes", context: "weekday" }), msg({ message: "martes", context: "weekday" }), msg({ message: "miércoles", context: "weekday" }),
  msg({ message: "jueves", context: "weekday" }), msg({ message: "viernes", context: "weekday" }), msg({ message: "sábado", context: "weekday" }),
  msg({ message: "domingo", context: "weekday" }),
];

/** Whether this browser's Intl writes the language itself (else it falls back to another). */
const supported = new Map<string, boolean>();
function intlKnows(tag: string): boolean {
  let known = supported.get(tag);
  if (known === undefined) supported.set(tag, (known = Intl.DateTimeFormat.supportedLocalesOf([tag]).length > 0));
  return known;
}

const pad = (n: number) => String(n).padStart(2, "0");
function say(message: MessageDescriptor, values: Record<string, string>): string {
  const withValues: MessageDescriptor = { ...message, values };
  return i18n._(withValues);
}
const nameOf = (names: readonly MessageDescriptor[], index: number) => i18n._(names[index]!);

/** The date's numbers in the zone (weekday 1 = Monday), read with English data every browser has. */
const numberFormats = new Map<string, Intl.DateTimeFormat>();
export function dateParts(at: Date | number, timeZone: string | undefined) {
  const key = timeZone ?? "";
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat("en-GB", { year: "numeric", month: "numeric", day: "numeric", hour: "2-digit", minute: "2-digit", hourCycle: "h23", weekday: "short", ...(timeZone ? { timeZone } : {}) });
    numberFormats.set(key, format);
  }
  const parts = Object.fromEntries(format.formatToParts(at).map((p) => [p.type, p.value]));
  const weekday = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"].indexOf(parts.weekday ?? "") + 1;
  return { year: Number(parts.year), month: Number(parts.month), day: Number(parts.day), hour: Number(parts.hour), minute: Number(parts.minute), weekday };
}

/** The date written from the catalogs, in the order the language's messages give. */
function fromCatalogs(at: Date | number, o: DateOptions): string {
  const p = dateParts(at, o.timeZone);
  const time = o.hour ? `${o.hour === "2-digit" ? pad(p.hour) : p.hour}:${pad(p.minute)}` : "";
  const day = o.day === "2-digit" ? pad(p.day) : String(p.day);
  let date = "";
  if (o.month === "short" || o.month === "long") {
    const month = nameOf(o.month === "short" ? MONTHS_SHORT : MONTHS_LONG, p.month - 1);
    const year = String(p.year);
    date = o.year
      ? say(msg({ message: "{day} {month} {year}", comment: "A date with the month's name; {month} is its short or full name" }), { day, month, year })
      : say(msg({ message: "{day} {month}", comment: "Day and month's name, no year" }), { day, month });
  } else if (o.month) {
    const month = o.month === "2-digit" ? pad(p.month) : String(p.month);
    const year = String(p.year);
    date = o.year
      ? say(msg({ message: "{day}/{month}/{year}", comment: "A date in numbers" }), { day, month, year })
      : say(msg({ message: "{day}/{month}", comment: "Day and month in numbers" }), { day, month });
  }
  if (o.weekday) {
    const weekday = nameOf(o.weekday === "short" ? WEEKDAYS_SHORT : WEEKDAYS_LONG, p.weekday - 1);
    date = date ? `${weekday}, ${date}` : weekday;
  }
  if (date && time) return say(msg({ message: "{date}, {time}", comment: "A date and its time (24-hour clock)" }), { date, time });
  return date || time;
}

const formats = new Map<string, DateFormatter>();

/** A formatter for these options in the app's language now (made once per language and options). */
export function dateFormat(options: DateOptions): DateFormatter {
  const tag = intlLocale();
  const key = `${activeLocale()}|${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = intlKnows(tag)
      ? new Intl.DateTimeFormat(tag, { ...options, ...(options.hour ? { hourCycle: "h23" } : {}) })
      : { format: (at) => fromCatalogs(at, options) };
    formats.set(key, format);
  }
  return format;
}
