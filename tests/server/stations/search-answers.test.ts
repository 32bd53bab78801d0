// What a client of POST /api/gasolinaeco/search sees of answer reuse and compression: gzip when it is
// accepted (the same JSON inside), and never a stale answer: a new minute re-evaluates open-now and a
// new ingest gives the new prices.
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { StationResult } from "../../../src/domain/contract/stations.ts";
import { runFeed, fileSource } from "../../../server/feed/run-feed.ts";
import { nearbyResults } from "../../../server/stations/nearby-search.ts";
import { TEST_DB_KINDS } from "../../helpers/test-dbs.ts";
import { FEED_FILES, hasSharedData } from "../../helpers/shared-data.ts";
import { buildStationTestApp } from "../../helpers/station-app.ts";

type Envelope = { success: boolean; entity: StationResult[] };

const decode = (encoding: string | null, bytes: Buffer) =>
  encoding === "gzip" ? gunzipSync(bytes) : encoding === "br" ? brotliDecompressSync(bytes) : bytes;

describe.skipIf(!hasSharedData).each(TEST_DB_KINDS)("search answers, gzip and reuse ($name)", (kind) => {
  // Station 869 (Asturias, Madrid time) is open "L-V: 07:00-22:00; S: 08:00-14:00".
  const asturias = { distancia: 1, producto: "diesel", latitud: "43.419", longitud: "-5.82075" };
  let clock = new Date("2026-04-18T12:00:30Z"); // Saturday 14:00:30 in Madrid
  let t: Awaited<ReturnType<typeof buildStationTestApp>>;
  beforeAll(async () => {
    t = await buildStationTestApp(kind, [FEED_FILES.national20260415], () => clock);
  });
  afterAll(() => t.dispose());

  const searchRaw = (body: unknown, acceptEncoding?: string) =>
    t.app.request("/api/gasolinaeco/search", {
      method: "POST",
      headers: { "content-type": "application/json", ...(acceptEncoding ? { "accept-encoding": acceptEncoding } : {}) },
      body: JSON.stringify(body),
    });
  const bodyOf = async (res: Response) => {
    const bytes = Buffer.from(await res.arrayBuffer());
    return JSON.parse(decode(res.headers.get("content-encoding"), bytes).toString("utf8")) as Envelope;
  };
  const madrid = { distancia: 10, producto: "diesel", latitud: "40.4168", longitud: "-3.7038" };

  it.each([
    ["gzip, deflate, br, zstd", "br"],
    ["gzip, deflate", "gzip"],
  ])("sends %j the %s of the same JSON a plain client gets", async (acceptEncoding, encoding) => {
    const plain = await searchRaw(madrid);
    const compressed = await searchRaw(madrid, acceptEncoding);
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(compressed.headers.get("content-encoding")).toBe(encoding);
    for (const res of [plain, compressed]) {
      expect(res.headers.get("vary")).toBe("Accept-Encoding");
      expect(res.headers.get("content-type")).toMatch(/^application\/json/);
    }
    const plainBytes = Buffer.from(await plain.arrayBuffer());
    const compressedBytes = Buffer.from(await compressed.arrayBuffer());
    expect(compressedBytes.length).toBeLessThan(plainBytes.length / 3);
    expect(decode(encoding, compressedBytes).equals(plainBytes)).toBe(true);
    expect(JSON.parse(plainBytes.toString("utf8")).entity.length).toBeGreaterThan(100);
  });

  it("sends plain JSON when every compression is refused with q=0", async () => {
    const res = await searchRaw(madrid, "gzip;q=0, br;q=0, identity");
    expect(res.headers.get("content-encoding")).toBeNull();
    expect((await bodyOf(res)).success).toBe(true);
  });

  it("answers the same question in the same minute identically, however its numbers are written", async () => {
    const first = await bodyOf(await searchRaw(asturias, "gzip"));
    clock = new Date("2026-04-18T12:00:59Z");
    const again = await bodyOf(await searchRaw({ ...asturias, latitud: "43.4190", longitud: "-5,82075" }, "gzip"));
    expect(again).toEqual(first);
    expect(first.entity.find((s) => s.id === "869")?.open).toBe(true);
  });

  it("evaluates open-now again when the minute changes, though the question is the same", async () => {
    clock = new Date("2026-04-18T12:00:30Z");
    expect((await bodyOf(await searchRaw(asturias))).entity.find((s) => s.id === "869")?.open).toBe(true);
    clock = new Date("2026-04-18T12:01:00Z"); // 14:01: closed since 14:00
    expect((await bodyOf(await searchRaw(asturias))).entity.find((s) => s.id === "869")?.open).toBe(false);
  });

  it("follows the client's timestamp, not the server clock, when one is sent", async () => {
    clock = new Date("2026-04-18T12:00:30Z");
    const at = (h: number, m: number) => String(Date.UTC(2026, 3, 18, h, m));
    expect((await bodyOf(await searchRaw({ ...asturias, timestamp: at(13, 59) }))).entity.find((s) => s.id === "869")?.open).toBe(true);
    expect((await bodyOf(await searchRaw({ ...asturias, timestamp: at(15, 0) }))).entity.find((s) => s.id === "869")?.open).toBe(false);
  });

  it("gives the new prices as soon as a new ingest has rebuilt the index", async () => {
    clock = new Date("2026-04-18T12:00:30Z");
    const before = await bodyOf(await searchRaw(madrid, "gzip"));
    await runFeed(t.db, fileSource(FEED_FILES.national20260304));
    await t.catalog.reload();
    const after = await bodyOf(await searchRaw(madrid, "gzip"));
    const expected = nearbyResults(t.catalog.current, { producto: "diesel", distancia: 10, latitud: 40.4168, longitud: -3.7038, at: clock });
    expect(after.entity).toEqual(expected);
    expect(after.entity.map((s) => s.precio)).not.toEqual(before.entity.map((s) => s.precio));
  });
});
