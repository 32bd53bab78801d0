import { describe, expect, it } from "vitest";
import { bestWeekday, DAYS_FOR_BEST_WEEKDAY, type ProvinceDay } from "../../src/domain/best-weekday.ts";
import { mulberry32 } from "../helpers/seeded-random.ts";

/** `count` days ending on a Sunday, each mean made by `price(i, weekday)`. */
function days(count: number, price: (i: number, weekday: number) => number | undefined): ProvinceDay[] {
  return Array.from({ length: count }, (_, i) => {
    const weekday = ((i + 7 - (count % 7)) % 7) + 1;
    return { weekday, mean: price(i, weekday) };
  });
}

describe("bestWeekday", () => {
  const noise = mulberry32(7);
  const wobble = () => (noise() - 0.5) * 0.004;

  it("finds a weekday 2 c€/l cheaper every week", () => {
    expect(bestWeekday(days(DAYS_FOR_BEST_WEEKDAY, (_, w) => 1.5 + wobble() - (w === 1 ? 0.02 : 0)))).toEqual({ dia: 1, ahorro: expect.closeTo(0.017, 2), semanas: 12 });
  });

  it("still finds it under a market rising 0.5 c€/l a day, and finds nothing in the rise alone", () => {
    const rising = (i: number) => 1.4 + i * 0.005;
    expect(bestWeekday(days(DAYS_FOR_BEST_WEEKDAY, (i, w) => rising(i) - (w === 3 ? 0.02 : 0)))?.dia).toBe(3);
    expect(bestWeekday(days(DAYS_FOR_BEST_WEEKDAY, (i) => rising(i)))).toBeNull();
    expect(bestWeekday(days(DAYS_FOR_BEST_WEEKDAY, (i) => 2 - i * 0.005))).toBeNull();
  });

  it("says nothing when the cheaper day holds in only 8 of the 12 weeks", () => {
    const found = bestWeekday(days(DAYS_FOR_BEST_WEEKDAY, (i, w) => 1.5 + (w === 5 && Math.floor(i / 7) % 3 !== 0 ? -0.02 : 0)));
    expect(found).toBeNull();
  });

  it("says nothing with a saving under 1 c€/l, or without 12 weeks of data", () => {
    expect(bestWeekday(days(DAYS_FOR_BEST_WEEKDAY, (_, w) => 1.5 - (w === 1 ? 0.01 : 0)))).toBeNull();
    expect(bestWeekday(days(DAYS_FOR_BEST_WEEKDAY - 7, (_, w) => 1.5 - (w === 1 ? 0.02 : 0)))).toBeNull();
    expect(bestWeekday(days(DAYS_FOR_BEST_WEEKDAY, (i, w) => (i < 20 ? undefined : 1.5 - (w === 1 ? 0.02 : 0))))).toBeNull();
  });
});
