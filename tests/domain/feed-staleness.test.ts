import { describe, expect, it } from "vitest";
import { isFeedStale } from "../../src/domain/feed-staleness.ts";
import { staleFeedShortText, staleFeedText } from "../oracles/spanish-texts.ts";

const NOW = Date.parse("2026-05-13T10:00:00Z");
const ago = (minutes: number) => new Date(NOW - minutes * 60_000).toISOString();

describe("isFeedStale", () => {
  it("is fresh when both dates are within two hours", () => {
    expect(isFeedStale({ fecha: ago(119), ingestado: ago(10) }, NOW)).toBe(false);
  });

  it("is stale when the feed's publication date is over two hours old", () => {
    expect(isFeedStale({ fecha: ago(121), ingestado: ago(10) }, NOW)).toBe(true);
  });

  it("is stale when the last successful ingest is over two hours old", () => {
    expect(isFeedStale({ fecha: ago(30), ingestado: ago(125) }, NOW)).toBe(true);
  });

  it("says nothing when no date is known", () => {
    expect(isFeedStale({ fecha: null, ingestado: null }, NOW)).toBe(false);
  });
});

describe("staleFeedText", () => {
  it("dates the banner in Spanish at Spain's time", () => {
    expect(staleFeedText("2025-09-27T16:05:47Z")).toBe(
      "Los precios del Ministerio no se actualizan desde el 27 de septiembre de 2025 a las 18:05: te mostramos los últimos publicados",
    );
  });
});

describe("staleFeedShortText", () => {
  it("says the day, the month and the time at Spain's time, in one short line", () => {
    expect(staleFeedShortText("2025-09-27T16:05:47Z")).toBe("Precios sin actualizar desde el 27/9, 18:05");
    // Winter time, and past midnight in Madrid while still the day before in UTC.
    expect(staleFeedShortText("2026-01-04T23:30:00Z")).toBe("Precios sin actualizar desde el 5/1, 00:30");
  });

  it("agrees with Intl for every hour of a year", () => {
    const madrid = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "numeric", hour: "2-digit", minute: "2-digit", hourCycle: "h23", timeZone: "Europe/Madrid" });
    for (let at = Date.UTC(2026, 0, 1); at < Date.UTC(2027, 0, 1); at += 3_600_000 * 7 + 60_000 * 13) {
      const parts = Object.fromEntries(madrid.formatToParts(at).map((p) => [p.type, p.value]));
      expect(staleFeedShortText(new Date(at).toISOString())).toBe(`Precios sin actualizar desde el ${Number(parts.day)}/${Number(parts.month)}, ${parts.hour}:${parts.minute}`);
    }
  });

  it("keeps an unreadable date as it came", () => {
    expect(staleFeedShortText("ayer")).toBe("Precios sin actualizar desde el ayer");
  });
});
