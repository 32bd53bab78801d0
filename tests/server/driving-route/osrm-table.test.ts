// The detour table client against a local OSRM-format router: pairwise detours from one
// /table/v1 request, and every failure read as "no exact detour" so the estimate stays.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { haversineKm } from "../../../src/domain/geo.ts";
import { createOsrmTableClient, MAX_TABLE_STATIONS, type DetourPair } from "../../../server/routing/osrm-table.ts";
import { startFakeOsrm, TABLE_ROAD_FACTOR, type FakeOsrm } from "./fake-osrm.ts";

const PAIR: DetourPair = { route: [41.5, -1.2], station: [41.51, -1.2] };

describe("the detour table client", () => {
  let withTable: FakeOsrm;
  let withoutTable: FakeOsrm;
  beforeAll(async () => {
    withTable = await startFakeOsrm({ kind: "status", status: 404, body: {} });
    withoutTable = await startFakeOsrm({ kind: "raw", status: 200, text: "<html>no</html>" }, { table: false });
  });
  afterAll(async () => {
    await withTable.close();
    await withoutTable.close();
  });
  const client = (router: FakeOsrm) => createOsrmTableClient({ baseUrl: router.url, timeoutMs: 1000, userAgent: "test" });

  it("reads each pair's way there and back from the router's table", async () => {
    const [detour] = (await client(withTable).detours([PAIR]))!;
    const there = haversineKm(...PAIR.route, ...PAIR.station) * TABLE_ROAD_FACTOR;
    expect(detour!.km).toBeCloseTo(2 * there, 2);
    expect(detour!.estimated).toBe(false);
  });

  it("asks in lon,lat order, route points first, with distances and durations", async () => {
    await client(withTable).detours([PAIR]);
    expect(withTable.requests.at(-1)!.path).toBe("/table/v1/driving/-1.2000,41.5000;-1.2000,41.5100?annotations=distance,duration");
  });

  it("answers null when the router's answer is not a table", async () => {
    expect(await client(withoutTable).detours([PAIR])).toBeNull();
  });

  it("leaves a pair the router cannot join without a detour", async () => {
    withoutTable.answer({ kind: "status", status: 200, body: { code: "Ok", distances: [[0, null], [null, 0]], durations: [[0, null], [null, 0]] } });
    expect(await client(withoutTable).detours([PAIR])).toEqual([null]);
  });

  it("refuses more stations than one OSRM table holds", async () => {
    const pairs = Array.from({ length: MAX_TABLE_STATIONS + 1 }, () => PAIR);
    await expect(client(withTable).detours(pairs)).rejects.toThrow(RangeError);
  });
});
