// The index is rebuilt once per feed run however many times the run is heard of (own ingest, NOTIFY,
// catch-up after reconnecting), and a rebuild that failed is tried again at the next mention.
import { describe, expect, it } from "vitest";
import { createIndexRefresher } from "../../../server/stations/index-refresher.ts";

describe("the index refresher", () => {
  it("rebuilds once for a run heard of three times", async () => {
    let rebuilds = 0;
    const refresher = createIndexRefresher(async () => { rebuilds += 1; }, undefined);
    await Promise.all([refresher.upTo(4), refresher.upTo(4), refresher.upTo(4)]);
    expect(rebuilds).toBe(1);
  });

  it("does not rebuild for the run the index was loaded with", async () => {
    let rebuilds = 0;
    const refresher = createIndexRefresher(async () => { rebuilds += 1; }, 9);
    await refresher.upTo(9);
    expect(rebuilds).toBe(0);
  });

  it("rebuilds for every new run, whatever order their ids come in", async () => {
    let rebuilds = 0;
    const refresher = createIndexRefresher(async () => { rebuilds += 1; }, 5);
    await refresher.upTo(7);
    await refresher.upTo(6);
    expect(rebuilds).toBe(2);
  });

  it("tries again at the next mention of a run whose rebuild failed", async () => {
    let rebuilds = 0;
    const refresher = createIndexRefresher(async () => {
      rebuilds += 1;
      if (rebuilds === 1) throw new Error("base de datos no disponible");
    }, undefined);
    await expect(refresher.upTo(3)).rejects.toThrow("no disponible");
    await refresher.upTo(3);
    expect(rebuilds).toBe(2);
  });
});
