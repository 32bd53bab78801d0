// How old shown prices are, in the app's language: "Precios de hace 2 h", counted from when the prices
// were published (the feed's date), never from when the app fetched or stored them. Minutes and hours in
// the short form drivers read at a glance, days in full ("hace 3 días").
import { t } from "@lingui/core/macro";
// The macro's t reads @lingui/core's i18n: this module activates it (Spanish) before anything asks.
import "../i18n/i18n.ts";
import { useEffect, useState } from "react";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

type Age = { unit: "now" | "min" | "h" | "days"; count: number };

function ageOf(since: number, now: number): Age {
  const age = Math.max(0, now - since);
  if (age < MINUTE) return { unit: "now", count: 0 };
  if (age < HOUR) return { unit: "min", count: Math.floor(age / MINUTE) };
  if (age < 2 * DAY) return { unit: "h", count: Math.floor(age / HOUR) };
  return { unit: "days", count: Math.floor(age / DAY) };
}

// Messages rather than Intl.RelativeTimeFormat (whose Spanish they equal: "hace 5 min", "hace 3 días"):
// the first Intl formatter of a page costs tens of milliseconds on a phone, on the results' first screen.
// Days are counted from 2 up (under two days the age is in hours), so their plural form is always "other".
/** "hace 5 min", "hace 2 h", "hace 3 días"; under a minute (or a clock ahead) "hace menos de 1 min". */
export function relativeAge(since: number, now: number): string {
  const { unit, count } = ageOf(since, now);
  if (unit === "now") return t({ message: "hace menos de 1 min", comment: "How long ago, short: less than 1 min ago" });
  if (unit === "min") {
    const minutes = count;
    return t({ message: `hace ${minutes} min`, comment: "How long ago, short: 5 min ago" });
  }
  if (unit === "h") {
    const hours = count;
    return t({ message: `hace ${hours} h`, comment: "How long ago, short: 2 h ago (1 to 47 h)" });
  }
  const days = count;
  return t({ message: `hace ${days} días`, comment: "How long ago: 3 days ago (days is 2 or more)" });
}

/** "Precios de hace 2 h": `pricesAt` is when the prices were published, ms since the epoch. */
export function pricesAgeText(pricesAt: number, now: number): string {
  // Whole sentences, not "Precios de" + relativeAge: a language may need to bend the age itself.
  const { unit, count } = ageOf(pricesAt, now);
  if (unit === "now") return t({ message: "Precios de hace menos de 1 min", comment: "Prices published less than 1 min ago" });
  if (unit === "min") {
    const minutes = count;
    return t({ message: `Precios de hace ${minutes} min`, comment: "Prices published 5 min ago" });
  }
  if (unit === "h") {
    const hours = count;
    return t({ message: `Precios de hace ${hours} h`, comment: "Prices published 2 h ago (1 to 47 h)" });
  }
  const days = count;
  return t({ message: `Precios de hace ${days} días`, comment: "Prices published 3 days ago (days is 2 or more)" });
}

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
