// A figure read from the database at most once every few seconds (getlastupdate's last failed run
// and notification queue): calls in between get the value read last, calls during a read share it,
// and a database that is away leaves the last value in place.
import { describe, expect, it } from "vitest";
import { cachedRead } from "../../../server/db/cached-read.ts";

function counter() {
  let reads = 0;
  let fail = false;
  return {
    read: async () => {
      reads++;
      if (fail) throw new Error("database away");
      return reads;
    },
    reads: () => reads,
    failing: (yes: boolean) => (fail = yes),
  };
}

describe("cachedRead", () => {
  it("answers the value read last until it is maxAgeMs old, then reads again", async () => {
    let t = 0;
    const source = counter();
    const cached = cachedRead(source.read, { maxAgeMs: 5000, initial: 0, now: () => t });
    expect(await cached()).toBe(1);
    t = 4999;
    expect(await cached()).toBe(1);
    t = 5000;
    expect(await cached()).toBe(2);
    expect(source.reads()).toBe(2);
  });

  it("gives the calls made during a read that read's value, read once", async () => {
    const source = counter();
    const cached = cachedRead(source.read, { maxAgeMs: 5000, initial: 0, now: () => 0 });
    expect(await Promise.all([cached(), cached(), cached()])).toEqual([1, 1, 1]);
    expect(source.reads()).toBe(1);
  });

  it("answers the last value read while the database is away, and tries again on the next call", async () => {
    let t = 0;
    const source = counter();
    const cached = cachedRead(source.read, { maxAgeMs: 5000, initial: 0, now: () => t });
    source.failing(true);
    expect(await cached()).toBe(0);
    source.failing(false);
    expect(await cached()).toBe(2);
    source.failing(true);
    t = 6000;
    expect(await cached()).toBe(2);
    expect(await cached()).toBe(2);
    expect(source.reads()).toBe(4);
  });
});
