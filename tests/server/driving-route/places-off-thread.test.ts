// After an ingest that adds a station (and with it a municipality), the places are merged again on
// a worker thread: the event loop keeps turning meanwhile, suggestions come from the places before
// until the new ones are ready, and then the new municipality is suggested.
import { beforeAll, describe, expect, it } from "vitest";
import { createPlacesDirectory, loadGazetteers, type PlacesDirectory } from "../../../server/places/places-directory.ts";
import type { Station } from "../../../server/feed/station.ts";
import { hasSharedData } from "../../helpers/shared-data.ts";
import { syntheticStation } from "../../helpers/route-fixtures.ts";
import { loadNationalStations } from "./national-stations.ts";

/** The longest the event loop went without a turn while `work` ran (a 2 ms timer watching). */
async function longestStall(work: () => Promise<unknown> | unknown): Promise<number> {
  let last = performance.now();
  let longest = 0;
  const watch = setInterval(() => {
    const now = performance.now();
    longest = Math.max(longest, now - last);
    last = now;
  }, 2);
  await new Promise((r) => setTimeout(r, 10));
  await work();
  await new Promise((r) => setTimeout(r, 10));
  clearInterval(watch);
  return longest;
}

describe.skipIf(!hasSharedData)("places rebuilt off the request thread", () => {
  let national: Station[];
  let withNewTown: Station[];
  /** Read once for the file: a directory only reads them (they are readonly to it). */
  let gazetteers: Awaited<ReturnType<typeof loadGazetteers>>;
  const newTown = syntheticStation("99999001", [40.9, -4.1], { gasoleoA: 1.5 }, { municipio: "Villaprueba de los Ensayos", idMunicipio: "99999", idProvincia: "40", provincia: "SEGOVIA" });
  const fresh = async (): Promise<PlacesDirectory> => {
    const places = createPlacesDirectory({ gazetteers });
    places.rebuild(national);
    return places;
  };

  beforeAll(async () => {
    [national, gazetteers] = await Promise.all([loadNationalStations(), loadGazetteers({})]);
    withNewTown = [...national, newTown];
  });

  it("suggests the municipality a new station brought, once the worker is done", async () => {
    const places = await fresh();
    expect(places.suggestLocal("villaprueba", 8)).toEqual([]);
    const summary = await places.rebuildOffThread(withNewTown);
    expect(summary.rebuilt).toBe(true);
    expect(places.suggestLocal("villaprueba", 8)[0]).toMatchObject({ nombre: "Villaprueba de los Ensayos", provincia: "Segovia" });
  }, 30_000);

  it("gives the same suggestions as a rebuild on this thread", async () => {
    const onThread = await fresh();
    onThread.rebuild(withNewTown);
    const offThread = await fresh();
    await offThread.rebuildOffThread(withNewTown);
    for (const query of ["madrid", "alcala", "san sebas", "villaprueba", "a coruna", "valencia madrid"]) {
      expect(offThread.suggestLocal(query, 8)).toEqual(onThread.suggestLocal(query, 8));
    }
  }, 30_000);

  it("keeps answering from the places before while it rebuilds", async () => {
    const places = await fresh();
    const rebuilding = places.rebuildOffThread(withNewTown);
    expect(places.suggestLocal("madrid", 1)[0]).toMatchObject({ nombre: "Madrid" });
    expect(places.suggestLocal("villaprueba", 8)).toEqual([]);
    await rebuilding;
  }, 30_000);

  it("holds the event loop far less than a rebuild on this thread does", async () => {
    const onThread = await fresh();
    const blocked = await longestStall(() => onThread.rebuild(withNewTown));
    const offThread = await fresh();
    const stalled = await longestStall(() => offThread.rebuildOffThread(withNewTown));
    // Relative to the same rebuild on this thread in the same run: a busy machine slows both.
    expect(stalled).toBeLessThan(Math.max(50, blocked * 0.75));
  }, 30_000);
});
