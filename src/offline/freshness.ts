// How old shown prices are, in Spanish: "Precios de hace 2 h", counted from when the prices were
// published (the feed's date), never from when the app fetched or stored them. Minutes and hours in
// the short form drivers read at a glance, days in full ("hace 3 días").
import { useEffect, useState } from "react";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

// Written by hand as Intl.RelativeTimeFormat("es-ES") words them ("hace 5 min", "hace 1 día"): the first
// Intl formatter of a page costs tens of milliseconds on a phone, on the results' first screen.
const days = (n: number): string => `hace ${n} ${n === 1 ? "día" : "días"}`;

/** "hace 5 min", "hace 2 h", "hace 3 días"; under a minute (or a clock ahead) "hace menos de 1 min". */
export function relativeAge(since: number, now: number): string {
  const age = Math.max(0, now - since);
  if (age < MINUTE) return "hace menos de 1 min";
  if (age < HOUR) return `hace ${Math.floor(age / MINUTE)} min`;
  if (age < 2 * DAY) return `hace ${Math.floor(age / HOUR)} h`;
  return days(Math.floor(age / DAY));
}

/** "Precios de hace 2 h": `pricesAt` is when the prices were published, ms since the epoch. */
export const pricesAgeText = (pricesAt: number, now: number): string => `Precios de ${relativeAge(pricesAt, now)}`;

/** ms since the epoch of a price date (ISO, e.g. a station's `actualizado`), or null when unknown. */
export function priceDate(iso: string | null | undefined): number | null {
  if (!iso) return null;
  const ms = Date.parse(iso);
  return Number.isFinite(ms) ? ms : null;
}

/** The current time, refreshed every `everyMs` so an age on screen keeps counting. */
export function useNow(everyMs = MINUTE): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}
