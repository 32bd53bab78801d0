// Opening hours: parses the feed's `Horario` text (SPEC §4 grammar plus the quirks listed in
// data/PROVENANCE.md) and answers "is this station open at that instant, in its own local time?".
// Runs for every station of every search (about 12,000 per national search), so schedules are
// parsed once per distinct text and the time-zone maths avoids Intl on the hot path.
import { zoneOffsetMs, zoneOfProvince } from "./local-time.ts";

/** 0 = Monday (L) … 6 = Sunday (D), the order of the feed's day letters. */
export type Weekday = 0 | 1 | 2 | 3 | 4 | 5 | 6;

export interface ParsedSchedule {
  /** True when every minute of the week is covered ("L-D: 24H", "L-D: 00:00-23:59", …). */
  readonly alwaysOpen: boolean;
  /**
   * Indexed by Weekday. Each day holds its open periods as flat, sorted, non-overlapping pairs
   * [from, to, from, to, …] of minutes since local midnight, both ends inclusive. The part of a
   * range that runs past midnight is already moved to the next day.
   */
  readonly week: readonly (readonly number[])[];
}

const DAY_LETTERS = "LMXJVSD";
const MINUTES_PER_DAY = 1440;
const LAST_MINUTE = MINUTES_PER_DAY - 1;
const MS_PER_MINUTE = 60_000;
const MS_PER_DAY = 86_400_000;

// About 4 % of stations in every saved feed (2019-2026, ~500 per national file) have a whole
// schedule of a lone "L: …": "L: 24H" on unattended 24-hour stations, and stations whose older
// record said "L-D" for the same hours.
// A station open on Mondays only does not exist in practice: a lone Monday is read as every day.
const EVERY_DAY: [Weekday, Weekday][] = [[0, 6]];

const DAY_ITEM = /^([LMXJVSD])(?:\s*-\s*([LMXJVSD]))?$/i;
const ALL_DAY = /^24\s*H(?:ORAS)?$/i;
const TIME_RANGE = /^(\d{1,2}):(\d{2})\s*-\s*(\d{1,2}):(\d{2})$/;
const SHIFT_SEPARATOR = /\s+y\s+/i;

/** One "days: hours" part of a `Horario` text, as written: its day ranges and its hour ranges. */
export interface HorarioSegment {
  /** [first, last] weekdays, in the order written; a wrapping range ("V-L") has last < first. */
  readonly days: readonly (readonly [Weekday, Weekday])[];
  /** "allDay" for "24H"; else [open, close] minutes since midnight (close may be 1440, or below open past midnight). */
  readonly hours: "allDay" | readonly (readonly [number, number])[];
}

/**
 * Reads a `Horario` text into its parts as written (the one reader of the feed's grammar: open-now
 * and the screens that write the hours in the driver's language both start here); null when it does
 * not follow the grammar.
 */
export function readHorario(horario: string): HorarioSegment[] | null {
  const texts = horario.split(";").map((s) => s.trim()).filter((s) => s !== "");
  if (texts.length === 0) return null;
  const segments: HorarioSegment[] = [];
  for (const text of texts) {
    const colon = text.indexOf(":");
    if (colon < 0) return null;
    const dayText = text.slice(0, colon).trim();
    const days = texts.length === 1 && dayText.toUpperCase() === "L" ? EVERY_DAY : parseDays(dayText);
    const hours = parseRanges(text.slice(colon + 1).trim());
    if (days === null || hours === null) return null;
    segments.push({ days, hours });
  }
  return segments;
}

/** Parses a `Horario` text; null when it does not follow the grammar (callers treat that as open). */
export function parseHorario(horario: string): ParsedSchedule | null {
  const segments = readHorario(horario);
  if (segments === null) return null;
  const days: number[][] = [[], [], [], [], [], [], []];
  for (const { days: dayRanges, hours } of segments) {
    const ranges = hours === "allDay" ? [[0, MINUTES_PER_DAY] as const] : hours;
    for (const [first, last] of dayRanges) {
      for (let day: number = first; ; day = (day + 1) % 7) {
        for (const [open, close] of ranges) addRange(days, day, open, close);
        if (day === last) break;
      }
    }
  }

  const week = days.map(mergeRanges);
  const alwaysOpen = week.every((ranges) => ranges.length === 2 && ranges[0] === 0 && ranges[1] === LAST_MINUTE);
  return { alwaysOpen, week };
}

/** Weekday ranges named by "L-V", "S", "L, X" or a wrapping range like "V-L"; null when malformed. */
function parseDays(text: string): [Weekday, Weekday][] | null {
  const result: [Weekday, Weekday][] = [];
  for (const item of text.split(",")) {
    const match = DAY_ITEM.exec(item.trim());
    if (!match) return null;
    const first = DAY_LETTERS.indexOf(match[1]!.toUpperCase()) as Weekday;
    const last = match[2] === undefined ? first : (DAY_LETTERS.indexOf(match[2].toUpperCase()) as Weekday);
    result.push([first, last]);
  }
  return result;
}

/** "24H" or up to a few "hh:mm-hh:mm" joined by " y ", as [open, close] minute pairs. */
function parseRanges(text: string): "allDay" | [number, number][] | null {
  if (ALL_DAY.test(text)) return "allDay";
  const result: [number, number][] = [];
  for (const part of text.split(SHIFT_SEPARATOR)) {
    const match = TIME_RANGE.exec(part.trim());
    if (!match) return null;
    const open = toMinutes(match[1]!, match[2]!);
    const close = toMinutes(match[3]!, match[4]!);
    if (open === null || close === null) return null;
    result.push([open, close]);
  }
  return result;
}

function toMinutes(hours: string, minutes: string): number | null {
  const h = Number(hours);
  const m = Number(minutes);
  if (m > 59 || h > 24 || (h === 24 && m !== 0)) return null;
  return h * 60 + m;
}

/**
 * Adds one "open-close" range to a weekday. The closing minute counts as open: the feed writes
 * continuous days as "…-14:00 y 14:01-…" and midnight as "23:59".
 */
function addRange(days: number[][], day: number, open: number, close: number): void {
  const today = days[day]!;
  if (open === close || (open === 0 && close === MINUTES_PER_DAY)) {
    // "00:00-00:00" appears for days open round the clock (e.g. "V-S: 00:00-00:00").
    today.push(0, LAST_MINUTE);
  } else if (close > open) {
    today.push(open, Math.min(close, LAST_MINUTE));
  } else {
    // Closing before opening runs past midnight: the early hours belong to the next day.
    today.push(open, LAST_MINUTE);
    days[(day + 1) % 7]!.push(0, close);
  }
}

/** Sorts and merges touching or overlapping pairs so that the check can stop early. */
function mergeRanges(flat: number[]): number[] {
  const pairs: [number, number][] = [];
  for (let i = 0; i < flat.length; i += 2) pairs.push([flat[i]!, flat[i + 1]!]);
  pairs.sort((a, b) => a[0] - b[0]);
  const merged: number[] = [];
  for (const [from, to] of pairs) {
    const last = merged.length - 1;
    if (last > 0 && from <= merged[last]! + 1) merged[last] = Math.max(merged[last]!, to);
    else merged.push(from, to);
  }
  return merged;
}

/** Whether the schedule is open at that local weekday and minute of the day. */
export function isOpenOn(schedule: ParsedSchedule, weekday: Weekday, minuteOfDay: number): boolean {
  if (schedule.alwaysOpen) return true;
  const ranges = schedule.week[weekday]!;
  for (let i = 0; i < ranges.length; i += 2) {
    if (minuteOfDay < ranges[i]!) return false;
    if (minuteOfDay <= ranges[i + 1]!) return true;
  }
  return false;
}

// A feed holds ~1,300 distinct texts; the cap only guards a long-running server against growth.
const MAX_CACHED_SCHEDULES = 20_000;
const scheduleCache = new Map<string, ParsedSchedule | null>();

/** parseHorario with a per-text cache (null results are cached too). */
export function parseHorarioCached(horario: string): ParsedSchedule | null {
  let schedule = scheduleCache.get(horario);
  if (schedule === undefined) {
    schedule = parseHorario(horario);
    if (scheduleCache.size >= MAX_CACHED_SCHEDULES) scheduleCache.clear();
    scheduleCache.set(horario, schedule);
  }
  return schedule;
}

// A search asks about one instant for every station it evaluates: the last answer per zone is kept.
const lastWeekMinutes = new Map<string, { utcMs: number; weekMinute: number }>();

/** Minutes since local Monday 00:00 (0 … 10,079) of a UTC instant in that zone. */
export function localWeekMinute(utcMs: number, timeZone: string): number {
  const last = lastWeekMinutes.get(timeZone);
  if (last?.utcMs === utcMs) return last.weekMinute;
  const weekMinute = computeLocalWeekMinute(utcMs, timeZone);
  lastWeekMinutes.set(timeZone, { utcMs, weekMinute });
  return weekMinute;
}

function computeLocalWeekMinute(utcMs: number, timeZone: string): number {
  const localMs = utcMs + zoneOffsetMs(timeZone, utcMs);
  const epochDay = Math.floor(localMs / MS_PER_DAY);
  // 1 January 1970 was a Thursday (index 3 when Monday is 0).
  const weekday = (((epochDay + 3) % 7) + 7) % 7;
  const minute = Math.floor((localMs - epochDay * MS_PER_DAY) / MS_PER_MINUTE);
  return weekday * MINUTES_PER_DAY + minute;
}

/**
 * Whether a parsed schedule is open at `at`, read in the zone given (its station's local time:
 * zoneOfProvince). A null schedule (unparseable, or not a Spanish station) and invalid dates count as
 * open (SPEC §4: a failed parse must not hide a station).
 */
export function isScheduleOpenAt(schedule: ParsedSchedule | null, timeZone: string, at: Date): boolean {
  if (schedule === null || schedule.alwaysOpen) return true;
  const utcMs = at.getTime();
  if (!Number.isFinite(utcMs)) return true;
  const weekMinute = localWeekMinute(utcMs, timeZone);
  const weekday = Math.floor(weekMinute / MINUTES_PER_DAY) as Weekday;
  return isOpenOn(schedule, weekday, weekMinute - weekday * MINUTES_PER_DAY);
}

/**
 * The schedule open-now is read from: opening hours are only meaningful for Spanish stations
 * (SPEC §4), so any other is null, open at every hour, as is one whose text does not parse.
 */
export function stationSchedule(station: { pais: string; horario: string }): ParsedSchedule | null {
  return station.pais === "ES" ? parseHorarioCached(station.horario) : null;
}

/** Open-now of a station. */
export function isStationOpenAt(station: { pais: string; horario: string; idProvincia: string }, at: Date): boolean {
  return isScheduleOpenAt(stationSchedule(station), zoneOfProvince(station.idProvincia), at);
}
