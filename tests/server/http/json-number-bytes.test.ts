// The search answer's numbers, written as bytes, read exactly as JSON.stringify prints them.
import { describe, expect, it } from "vitest";
import { writeJsonNumber } from "../../../server/search/json-number-bytes.ts";

function written(x: number): string {
  const out = Buffer.alloc(64);
  return out.subarray(0, writeJsonNumber(out, 0, x)).toString("latin1");
}

describe("writeJsonNumber", () => {
  it("prints every price of three decimals and every rounded distance as JSON.stringify does", () => {
    for (let k = 0; k <= 30_000; k++) {
      const price = Number((k / 1000).toFixed(3));
      expect(written(price)).toBe(JSON.stringify(price));
      const km = Math.round((k * 3.1 + 0.7) * 1000) / 1000 / 10;
      expect(written(km)).toBe(JSON.stringify(km));
    }
  });

  it("prints prices parsed from the feed's text as JSON.stringify does", () => {
    for (const text of ["1,459", "0,999", "2,000", "1,5", "10,05", "0,001", "123456,789"]) {
      const price = Number(text.replace(",", "."));
      expect(written(price)).toBe(JSON.stringify(price));
    }
  });

  it("falls back to JavaScript's own printing for anything else", () => {
    for (const x of [0, -0, -1.5, 0.1 + 0.2, 1e21, 1.23e-7, 5e-324, Number.MAX_SAFE_INTEGER, 1e12, 999999999.999, 2 ** 60, Math.PI, 1 / 3]) {
      expect(written(x)).toBe(JSON.stringify(x));
    }
    for (let i = 0; i < 20_000; i++) {
      const x = (Math.random() - 0.2) * 10 ** Math.floor(Math.random() * 14 - 4);
      expect(written(x)).toBe(JSON.stringify(x));
    }
  });
});
