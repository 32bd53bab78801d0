// Numbers written by hand must read exactly as Intl.NumberFormat writes them in each of the app's
// languages: the app leaves Intl out of its first screen for speed, not to change a single character
// the driver reads.
import { describe, expect, it } from "vitest";
import { formatDecimal } from "../../src/domain/locale-number.ts";
import { LOCALES } from "../../src/domain/locales.ts";
import { formatKm, formatPrice, formatTankCost } from "../../src/domain/format.ts";

const VALUES = [0, -0, 0.5, 1, 1.0005, 1.4595, 1.4585, 1.999_5, 2.35, 9.995, 12.345, 999.9999, 1234, 1234.56, 9999.995, 12345, 123456.789, 1_234_567.891, -0.04, -1.5, -12345.678, 0.000_4, 87.545, NaN, Infinity, -Infinity];
const DIGITS: [number, number][] = [[0, 0], [0, 1], [1, 2], [2, 2], [3, 3]];

describe.each(LOCALES)("formatDecimal in %s", (locale) => {
  const tag = `${locale}-${locale === "en" ? "GB" : "ES"}`;
  it.each(DIGITS)("gives Intl's text with %i to %i decimals for every value", (min, max) => {
    const intl = new Intl.NumberFormat(tag, { minimumFractionDigits: min, maximumFractionDigits: max });
    for (const value of VALUES) expect(formatDecimal(value, min, max, locale), String(value)).toBe(intl.format(value));
  });

  it("agrees with Intl on a sweep of prices and distances", () => {
    const price = new Intl.NumberFormat(tag, { minimumFractionDigits: 3, maximumFractionDigits: 3 });
    const km = new Intl.NumberFormat(tag, { minimumFractionDigits: 1, maximumFractionDigits: 2 });
    for (let i = 0; i < 5000; i++) {
      const value = (i * 7919) / 3217;
      expect(formatDecimal(value, 3, 3, locale)).toBe(price.format(value));
      expect(formatDecimal(value, 1, 2, locale)).toBe(km.format(value));
    }
  });
});

it("writes Spanish unless told otherwise", () => {
  expect(formatDecimal(1234.5, 1, 1)).toBe("1234,5");
});

describe("price, distance and tank cost", () => {
  it("read as the euro and kilometre formats the driver always saw", () => {
    const euro3 = new Intl.NumberFormat("es-ES", { style: "currency", currency: "EUR", minimumFractionDigits: 3, maximumFractionDigits: 3 });
    const euro2 = new Intl.NumberFormat("es-ES", { style: "currency", currency: "EUR", minimumFractionDigits: 2, maximumFractionDigits: 2 });
    expect(formatPrice(1.459)).toBe("1,459\u00a0€");
    expect(formatPrice(1.4595)).toBe(euro3.format(1.4595));
    expect(formatPrice(0)).toBe("-");
    expect(formatKm(3)).toBe("3,0\u00a0km");
    expect(formatKm(2.345)).toBe("2,35\u00a0km");
    expect(formatTankCost(55, 1.459)).toBe(euro2.format(55 * 1.459));
    expect(formatTankCost(1000, 12.3456)).toBe("12.345,60\u00a0€");
  });
});

describe.each(LOCALES)("price, distance and tank cost in %s", (locale) => {
  const tag = `${locale}-${locale === "en" ? "GB" : "ES"}`;
  it("read as Intl's euro and kilometre formats of the language", () => {
    const euro3 = new Intl.NumberFormat(tag, { style: "currency", currency: "EUR", minimumFractionDigits: 3, maximumFractionDigits: 3 });
    const euro2 = new Intl.NumberFormat(tag, { style: "currency", currency: "EUR", minimumFractionDigits: 2, maximumFractionDigits: 2 });
    const km = new Intl.NumberFormat(tag, { style: "unit", unit: "kilometer", minimumFractionDigits: 1, maximumFractionDigits: 2 });
    for (const price of [1.459, 1.4595, 0.399, 12.3]) expect(formatPrice(price, "l", locale)).toBe(euro3.format(price));
    expect(formatPrice(1.219, "kg", locale)).toBe(`${euro3.format(1.219)}/kg`);
    expect(formatPrice(0, "l", locale)).toBe("-");
    // Intl puts a plain space before "km"; ours never wraps.
    for (const d of [3, 2.345, 12.5]) expect(formatKm(d, locale)).toBe(km.format(d).replace(" ", "\u00a0"));
    expect(formatTankCost(55, 1.459, locale)).toBe(euro2.format(55 * 1.459));
    expect(formatTankCost(1000, 12.3456, locale)).toBe(euro2.format(12345.6));
  });
});
