import { describe, expect, it } from "vitest";
import { cleanText, parseDecimal, parseFeedFecha } from "../../../server/feed/feed-values.ts";
import { FeedError } from "../../../server/feed/feed-error.ts";

const utc = (fecha: string) => parseFeedFecha(fecha).toISOString();

describe("parseFeedFecha", () => {
  it("reads winter time as UTC+1", () => {
    expect(utc("15/01/2026 10:30:00")).toBe("2026-01-15T09:30:00.000Z");
  });

  it("reads summer time as UTC+2", () => {
    expect(utc("15/07/2026 10:30:00")).toBe("2026-07-15T08:30:00.000Z");
  });

  it("reads the last minute before the spring change (29 March 2026) as winter time", () => {
    expect(utc("29/03/2026 1:59:59")).toBe("2026-03-29T00:59:59.000Z");
  });

  it("reads the first hour after the spring change as summer time", () => {
    expect(utc("29/03/2026 3:00:00")).toBe("2026-03-29T01:00:00.000Z");
  });

  it("reads the hour after the autumn change (25 October 2026) as winter time", () => {
    expect(utc("25/10/2026 3:00:00")).toBe("2026-10-25T02:00:00.000Z");
  });

  it("reads the evening before the autumn change as summer time, on the previous UTC day", () => {
    expect(utc("25/10/2026 0:30:00")).toBe("2026-10-24T22:30:00.000Z");
  });

  it("accepts an unpadded hour", () => {
    expect(utc("13/09/2025 2:46:36")).toBe("2025-09-13T00:46:36.000Z");
  });

  it("rejects 31 February", () => {
    expect(() => parseFeedFecha("31/02/2025 10:00:00")).toThrow(FeedError);
  });

  it("rejects a missing Fecha", () => {
    expect(() => parseFeedFecha(undefined)).toThrow(/Fecha del feed ilegible/);
  });
});

describe("parseDecimal", () => {
  it("reads a decimal comma", () => {
    expect(parseDecimal("1,849")).toBe(1.849);
  });

  it("reads a negative longitude", () => {
    expect(parseDecimal("-8,659472")).toBe(-8.659472);
  });

  it("returns NaN for an empty string rather than 0", () => {
    expect(parseDecimal("")).toBeNaN();
  });

  it("returns NaN for null (2019 schema)", () => {
    expect(parseDecimal(null)).toBeNaN();
  });
});

describe("cleanText", () => {
  it("trims and collapses inner runs of spaces", () => {
    expect(cleanText("  BP  POLIGONO   CREVILLENTE ")).toBe("BP POLIGONO CREVILLENTE");
  });

  it("turns null into an empty string", () => {
    expect(cleanText(null)).toBe("");
  });
});
