import { describe, expect, it } from "vitest";
import { worthTheTrip } from "../../src/domain/worth-the-trip.ts";
import { mulberry32 } from "../helpers/seeded-random.ts";

interface Station { id: string; precio: number; km: number }
const costs = { price: (s: Station) => s.precio, distance: (s: Station) => s.km };
const ids = (stations: readonly Station[]) => stations.map((s) => s.id);

/** The rule as the driver reads it, checked pair by pair. */
const beatenOnBoth = (s: Station, all: readonly Station[]) => all.some((t) => t.precio < s.precio && t.km < s.km);

describe("worthTheTrip", () => {
  it("leaves out a station both dearer and farther than another", () => {
    const stations = [
      { id: "near-dear", precio: 1.6, km: 1 },
      { id: "far-cheap", precio: 1.4, km: 8 },
      { id: "mid", precio: 1.5, km: 4 },
      { id: "beaten", precio: 1.55, km: 5 },
    ];
    expect(ids(worthTheTrip(stations, costs))).toEqual(["near-dear", "far-cheap", "mid"]);
  });

  it("keeps a station only as cheap, or only as near, as another", () => {
    const stations = [
      { id: "a", precio: 1.5, km: 2 },
      { id: "same-price-farther", precio: 1.5, km: 6 },
      { id: "same-km-dearer", precio: 1.7, km: 2 },
    ];
    expect(ids(worthTheTrip(stations, costs))).toEqual(["a", "same-price-farther", "same-km-dearer"]);
  });

  it("keeps the order it was given and an empty list empty", () => {
    expect(worthTheTrip([], costs)).toEqual([]);
    const stations = [{ id: "far", precio: 1.3, km: 9 }, { id: "near", precio: 1.9, km: 0.5 }];
    expect(ids(worthTheTrip(stations, costs))).toEqual(["far", "near"]);
  });

  it("agrees with the pair-by-pair rule on random lists with ties", () => {
    const random = mulberry32(26);
    for (let round = 0; round < 200; round++) {
      const stations = Array.from({ length: 1 + Math.floor(random() * 60) }, (_, i) => ({
        id: `s${i}`,
        // Three decimals and tenths of a km, as the feed has them: ties are common.
        precio: Math.round((1.3 + random() * 0.3) * 1000) / 1000,
        km: Math.round(random() * 100) / 10,
      }));
      const kept = worthTheTrip(stations, costs);
      expect(ids(kept)).toEqual(ids(stations.filter((s) => !beatenOnBoth(s, stations))));
      for (const s of kept) expect(beatenOnBoth(s, kept)).toBe(false);
    }
  });
});
