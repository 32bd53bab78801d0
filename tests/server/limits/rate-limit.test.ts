import { describe, expect, it } from "vitest";
import { createSlidingWindow } from "../../../server/limits/rate-limit.ts";

function clockAt(start = 0) {
  let now = start;
  return { now: () => now, advance: (ms: number) => { now += ms; } };
}

describe("sliding-window rate limit", () => {
  it("allows `limit` events in the window and refuses the next", () => {
    const clock = clockAt();
    const w = createSlidingWindow({ limit: 3, windowMs: 60_000, now: clock.now });
    expect([1, 2, 3, 4].map(() => w.hit("k").allowed)).toEqual([true, true, true, false]);
  });

  it("allows again once the oldest event leaves the window", () => {
    const clock = clockAt();
    const w = createSlidingWindow({ limit: 2, windowMs: 60_000, now: clock.now });
    w.hit("k");
    clock.advance(30_000);
    w.hit("k");
    clock.advance(30_001);
    expect(w.hit("k").allowed).toBe(true);
  });

  it("says how many seconds to wait", () => {
    const clock = clockAt();
    const w = createSlidingWindow({ limit: 1, windowMs: 60_000, now: clock.now });
    w.hit("k");
    clock.advance(15_000);
    expect(w.hit("k").retryAfterS).toBe(45);
  });

  it("counts each key on its own", () => {
    const w = createSlidingWindow({ limit: 1, windowMs: 60_000, now: () => 0 });
    w.hit("a");
    expect(w.hit("b").allowed).toBe(true);
  });

  it("checks without counting", () => {
    const w = createSlidingWindow({ limit: 1, windowMs: 60_000, now: () => 0 });
    w.check("k");
    w.check("k");
    expect(w.hit("k").allowed).toBe(true);
  });

  it("keeps counting the most recent keys under a flood of distinct keys", () => {
    const clock = clockAt();
    const w = createSlidingWindow({ limit: 5, windowMs: 60_000, now: clock.now, maxKeys: 100 });
    for (let i = 0; i < 10_000; i += 1) w.record(`ip-${i}`);
    expect(w.check("ip-9999")).toEqual({ allowed: true, retryAfterS: 0 });
    for (let i = 0; i < 4; i += 1) w.record("ip-9999");
    expect(w.check("ip-9999").allowed).toBe(false);
  });
});
