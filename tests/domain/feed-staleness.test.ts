import { describe, expect, it } from "vitest";
import { isFeedStale, staleFeedText } from "../../src/domain/feed-staleness.ts";

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
