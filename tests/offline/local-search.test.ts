// The offline search over the snapshot stored in IndexedDB (src/offline/local-search-core.ts), as the
// worker runs it, on the real Barcelona feed.
import "fake-indexeddb/auto";
import { clear } from "idb-keyval";
import { beforeAll, beforeEach, describe, expect, test } from "vitest";
import { SEARCH_PRODUCTS } from "../../src/domain/fuels.ts";
import { encodeSnapshot, type NationalSnapshot } from "../../src/domain/snapshot.ts";
import { inlineLocalSearch } from "../../src/offline/local-search.ts";
import { saveSnapshot, type SnapshotMeta } from "../../src/offline/snapshot-store.ts";
import { localData } from "../../src/stores/idb-state-storage.ts";
import { parseFeed } from "../../server/feed/parse-feed.ts";
import { readFeedFile } from "../../server/feed/read-feed-file.ts";
import { buildSnapshotPayload } from "../../server/stations/national-snapshot.ts";
import { nearbyResults } from "../../server/stations/nearby-search.ts";
import { buildStationIndex, type StationIndex } from "../../server/stations/station-index.ts";
import { FEED_FILES, hasSharedData } from "../helpers/shared-data.ts";

const FECHA = new Date("2025-09-27T06:00:00Z");
const query = { producto: "diesel" as const, distancia: 5, latitud: 41.387, longitud: 2.1701, at: Date.parse("2026-04-18T21:30:00Z") };
const meta = (snapshot: NationalSnapshot, etag: string, downloadedAt = Date.now()): SnapshotMeta => ({
  etag, fecha: snapshot.fecha, stations: snapshot.n, downloadedAt, checkedAt: downloadedAt,
});

describe.skipIf(!hasSharedData)("offline search on the stored snapshot", () => {
  let index: StationIndex;
  let snapshot: NationalSnapshot;
  beforeAll(async () => {
    index = buildStationIndex(parseFeed(await readFeedFile(FEED_FILES.barcelona)).stations);
    // What the server sends: members-only stations left out.
    snapshot = (JSON.parse((await buildSnapshotPayload(index, FECHA)).json.toString("utf8")) as { entity: NationalSnapshot }).entity;
  });
  beforeEach(async () => {
    await clear(localData());
  });

  test("answers nothing before a snapshot is stored", async () => {
    expect(await inlineLocalSearch()(query)).toBeNull();
  });

  test("answers what the server answers for the same data", async () => {
    await saveSnapshot(snapshot, meta(snapshot, '"a"'));
    const answer = await inlineLocalSearch()(query);
    expect(answer?.stations).toEqual(nearbyResults(index, { ...query, at: new Date(query.at) }));
  });

  test("says the feed's date of the prices it used", async () => {
    await saveSnapshot(snapshot, meta(snapshot, '"a"'));
    expect((await inlineLocalSearch()(query))?.fecha).toBe(FECHA.toISOString());
  });

  test("uses a newly downloaded snapshot from the next search on", async () => {
    const search = inlineLocalSearch();
    await saveSnapshot(snapshot, meta(snapshot, '"a"'));
    await search(query);
    const cheaper = encodeSnapshot(
      index.stations.map((s) => ({ ...s, prices: { ...s.prices, gasoleoA: s.prices.gasoleoA ? 0.999 : 0 } })),
      SEARCH_PRODUCTS,
      { fecha: FECHA },
    );
    await saveSnapshot(cheaper, meta(cheaper, '"b"'));
    expect((await search(query))?.stations[0]?.precio).toBe(0.999);
  });
});
