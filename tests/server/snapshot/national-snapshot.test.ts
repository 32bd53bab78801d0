// The national snapshot built from the real national feed: its size on the wire, and that the app's
// offline search over it (src/domain/snapshot.ts, run in the app's worker) answers exactly what the
// server's search answers, for many places, products, radii and instants.
import { gunzipSync } from "node:zlib";
import { beforeAll, describe, expect, it } from "vitest";
import { FUEL_PRODUCTS, SEARCH_PRODUCT_CODES, SEARCH_PRODUCTS } from "../../../src/domain/fuels.ts";
import { parseFeed } from "../../../server/feed/parse-feed.ts";
import { readFeedFile } from "../../../server/feed/read-feed-file.ts";
import { decodeSnapshot, searchSnapshot, type NationalSnapshot, type SnapshotIndex } from "../../../src/domain/snapshot.ts";
import { nearbyResults } from "../../../server/stations/nearby-search.ts";
import { buildSnapshotPayload, type SnapshotPayload } from "../../../server/stations/national-snapshot.ts";
import { buildStationIndex, type StationIndex } from "../../../server/stations/station-index.ts";
import { FEED_FILES, hasSharedData } from "../../helpers/shared-data.ts";
import { loadNationalStations } from "../driving-route/national-stations.ts";
import { isPublicStation } from "../../../src/domain/public-station.ts";

const MAX_GZIP_BYTES = 300 * 1024;
const FEED_FECHA = new Date("2026-04-15T08:30:00Z");

/** A deterministic pseudo-random sequence, so a failure names a case that can be run again. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

describe.skipIf(!hasSharedData)("national snapshot", () => {
  let index: StationIndex;
  let payload: SnapshotPayload;
  let local: SnapshotIndex;

  beforeAll(async () => {
    index = buildStationIndex(await loadNationalStations());
    payload = await buildSnapshotPayload(index, FEED_FECHA);
    // Through the bytes the app receives, not the object in memory.
    const envelope = JSON.parse(gunzipSync(payload.gzip).toString("utf8")) as { entity: NationalSnapshot };
    local = decodeSnapshot(envelope.entity);
  });

  it("fits the whole country in 300 KB of gzip", () => {
    console.info(`snapshot: ${payload.stations} stations, ${payload.json.length} bytes JSON, ${payload.gzip.length} bytes gzip`);
    expect(payload.gzip.length).toBeLessThanOrEqual(MAX_GZIP_BYTES);
  });

  it("holds every station of the feed, members-only ones marked", () => {
    expect(local.count).toBe(index.stations.length);
    const membersOnly = index.stations.filter((s) => !isPublicStation(s)).map((s) => s.id).sort();
    expect(index.stations.map((s) => s.id).filter((id) => local.isMembersOnly(local.indexOf(id))).sort()).toEqual(membersOnly);
  });

  it("carries the feed's date", () => {
    expect(local.fecha).toBe(FEED_FECHA.toISOString());
  });

  it("gives the same bytes and ETag when built twice from the same data", async () => {
    const again = await buildSnapshotPayload(buildStationIndex(index.stations), FEED_FECHA);
    expect(again.etag).toBe(payload.etag);
  });

  it("answers 600 searches around stations exactly as the server does", () => {
    const next = random(7);
    const stations = index.stations;
    for (let n = 0; n < 600; n++) {
      const anchor = stations[Math.floor(next() * stations.length)]!;
      const q = {
        producto: (["diesel", "95", "98"] as const)[n % 3]!,
        distancia: 1 + Math.floor(next() * 50),
        // Up to ~20 km off a station, so results include places between towns.
        latitud: anchor.latitud + (next() - 0.5) * 0.35,
        longitud: anchor.longitud + (next() - 0.5) * 0.45,
        // Any minute of a week, so opening hours are checked at night, at weekends, across midnight.
        at: new Date(Date.UTC(2026, 3, 13) + Math.floor(next() * 7 * 1440) * 60_000),
      };
      const expected = nearbyResults(index, q);
      const actual = searchSnapshot(local, q);
      if (JSON.stringify(actual) !== JSON.stringify(expected)) expect({ case: n, q, actual }).toEqual({ case: n, q, actual: expected });
    }
  });

  it("answers a 50 km search in Madrid exactly as the server does, with stations closed at night", () => {
    const q = { producto: "diesel" as const, distancia: 50, latitud: 40.4169, longitud: -3.7035, at: new Date("2026-04-16T01:30:00Z") };
    const expected = nearbyResults(index, q);
    expect(expected.length).toBeGreaterThan(300);
    expect(expected.some((s) => !s.open)).toBe(true);
    expect(searchSnapshot(local, q)).toEqual(expected);
  });

  it("answers a search in the Canaries with Canary opening hours exactly as the server does", () => {
    const q = { producto: "95" as const, distancia: 20, latitud: 28.1235, longitud: -15.4363, at: new Date("2026-04-18T21:30:00Z") };
    const expected = nearbyResults(index, q);
    expect(expected.length).toBeGreaterThan(10);
    expect(searchSnapshot(local, q)).toEqual(expected);
  });

  it("answers nothing in the middle of the sea, like the server", () => {
    const q = { producto: "95" as const, distancia: 10, latitud: 38.5, longitud: -11, at: new Date() };
    expect(searchSnapshot(local, q)).toEqual([]);
  });
});

// The 2019 national feed sells ten products (premium and farm diesel, GNC, GNL, biodiesel, bioetanol…):
// with every product the snapshot still fits the weak-signal budget, and the offline search of each
// product answers what the server's does.
describe.skipIf(!hasSharedData)("national snapshot with every product (2019 feed)", () => {
  let index: StationIndex;
  let payload: SnapshotPayload;
  let local: SnapshotIndex;
  let sold: typeof SEARCH_PRODUCT_CODES;

  beforeAll(async () => {
    index = buildStationIndex(parseFeed(await readFeedFile(FEED_FILES.national2019)).stations);
    payload = await buildSnapshotPayload(index, null);
    local = decodeSnapshot((JSON.parse(gunzipSync(payload.gzip).toString("utf8")) as { entity: NationalSnapshot }).entity);
    sold = SEARCH_PRODUCT_CODES.filter((p) => index.stations.some((s) => (s.prices[SEARCH_PRODUCTS[p]] ?? 0) > 0));
  });

  it("carries the ten products of the feed and fits in 300 KB of gzip", () => {
    console.info(`2019 snapshot: ${payload.stations} stations, ${sold.length} products, ${payload.gzip.length} bytes gzip`);
    expect(sold).toHaveLength(10);
    expect(FUEL_PRODUCTS.length).toBeGreaterThan(sold.length);
    for (const product of sold) expect(local.byProduct[product].stations.length, product).toBeGreaterThan(0);
    expect(payload.gzip.length).toBeLessThanOrEqual(MAX_GZIP_BYTES);
  });

  it("answers searches of every product exactly as the server does", () => {
    const next = random(11);
    for (let n = 0; n < 300; n++) {
      const producto = sold[n % sold.length]!;
      const selling = index.byProduct[producto].stations;
      const anchor = selling[Math.floor(next() * selling.length)]!;
      const q = {
        producto,
        distancia: 1 + Math.floor(next() * 50),
        latitud: anchor.latitud + (next() - 0.5) * 0.35,
        longitud: anchor.longitud + (next() - 0.5) * 0.45,
        at: new Date(Date.UTC(2019, 8, 2) + Math.floor(next() * 7 * 1440) * 60_000),
      };
      const expected = nearbyResults(index, q);
      const actual = searchSnapshot(local, q);
      if (JSON.stringify(actual) !== JSON.stringify(expected)) expect({ case: n, q, actual }).toEqual({ case: n, q, actual: expected });
    }
  });
});
