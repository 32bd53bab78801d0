// The feed's value formats: every value is a string (2019: prices may be null), numbers use a
// decimal comma, text carries stray spaces and Fecha is Spanish local time without an offset.
import { MADRID_ZONE, wallClockToInstant } from "../../src/domain/local-time.ts";
import { FeedError } from "./feed-error.ts";

/** "1,849" → 1.849; "", null, "abc" → NaN (Number("") would be 0, which looks like a real value). */
export function parseDecimal(value: unknown): number {
  if (typeof value === "number") return value;
  if (typeof value !== "string") return Number.NaN;
  const text = value.trim().replace(",", ".");
  if (!/^[-+]?(\d+\.?\d*|\.\d+)$/.test(text)) return Number.NaN;
  return Number(text);
}

/** True when the feed left the value out ("" in the current schema, null in 2019). */
export function isBlank(value: unknown): boolean {
  return value == null || (typeof value === "string" && value.trim() === "");
}

/** Trims and collapses runs of whitespace: " BP  VITORIA " → "BP VITORIA". */
export function cleanText(value: unknown): string {
  if (value == null) return "";
  return String(value).replace(/\s+/g, " ").trim();
}

/** "13/09/2025 2:46:36" in Europe/Madrid → the UTC instant. Throws FeedError when unreadable. */
export function parseFeedFecha(value: unknown): Date {
  const match = /^(\d{1,2})\/(\d{1,2})\/(\d{4}) (\d{1,2}):(\d{2})(?::(\d{2}))?$/.exec(cleanText(value));
  if (!match) throw new FeedError("bad_fecha", `Fecha del feed ilegible: ${JSON.stringify(value)}`);
  const [day, month, year, hour, minute, second] = match.slice(1).map((p) => Number(p ?? 0)) as [
    number, number, number, number, number, number,
  ];
  return madridWallClock(year, month, day, hour, minute, second, value);
}

/** A Spanish wall-clock time → the instant. In the autumn hour that happens twice, the later one wins. */
export function madridWallClock(
  year: number, month: number, day: number, hour: number, minute: number, second: number, original: unknown = "",
): Date {
  const wallClock = Date.UTC(year, month - 1, day, hour, minute, second);
  const check = new Date(wallClock);
  if (
    check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day ||
    hour > 23 || minute > 59 || second > 59
  ) {
    throw new FeedError("bad_fecha", `Fecha del feed imposible: ${JSON.stringify(original || `${day}/${month}/${year}`)}`);
  }
  return wallClockToInstant(wallClock, MADRID_ZONE);
}
