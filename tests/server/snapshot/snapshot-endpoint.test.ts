// GET /api/gasolinaeco/snapshot on the real Barcelona feed, on both databases: gzip when accepted, a
// strong ETag, 304 when the client already holds it; before any station has loaded, 503 stored by no one
// and logged as the expected answer it is, not as an error.
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { decodeSnapshot, searchSnapshot, SNAPSHOT_VERSION, type NationalSnapshot } from "../../../src/domain/snapshot.ts";
import { FEED_FILES, hasSharedData } from "../../helpers/shared-data.ts";
import { captureLogs } from "../../helpers/captured-logs.ts";
import { buildStationTestApp } from "../../helpers/station-app.ts";
import { TEST_DB_KINDS } from "../../helpers/test-dbs.ts";

describe.skipIf(!hasSharedData).each(TEST_DB_KINDS)("snapshot endpoint ($name)", (kind) => {
  let t: Awaited<ReturnType<typeof buildStationTestApp>>;
  beforeAll(async () => {
    t = await buildStationTestApp(kind, [FEED_FILES.barcelona]);
  });
  afterAll(async () => {
    await t.dispose();
  });

  const getSnapshot = (headers: Record<string, string> = {}) => t.app.request("/api/gasolinaeco/snapshot", { headers });
  const browser = { "accept-encoding": "gzip, deflate, br" };
  const gzipped = { "accept-encoding": "gzip, deflate" };

  it("sends Brotli to a browser, the same JSON as uncompressed", async () => {
    const res = await getSnapshot(browser);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-encoding")).toBe("br");
    const bytes = Buffer.from(await res.arrayBuffer());
    const plain = Buffer.from(await (await getSnapshot()).arrayBuffer());
    expect(brotliDecompressSync(bytes).equals(plain)).toBe(true);
    expect(bytes.length).toBeLessThan(plain.length / 3);
  });

  it("gives Brotli, gzip and plain JSON each their own ETag, and 304 to each", async () => {
    const tags = [];
    for (const headers of [browser, gzipped, {}]) {
      const etag = (await getSnapshot(headers)).headers.get("etag")!;
      expect((await getSnapshot({ ...headers, "if-none-match": etag })).status).toBe(304);
      tags.push(etag);
    }
    expect(new Set(tags).size).toBe(3);
  });

  it("sends gzip with Content-Encoding when the client accepts gzip but not Brotli", async () => {
    const res = await getSnapshot(gzipped);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-encoding")).toBe("gzip");
    const body = JSON.parse(gunzipSync(Buffer.from(await res.arrayBuffer())).toString("utf8")) as { success: boolean; entity: NationalSnapshot };
    expect(body.success).toBe(true);
    expect(body.entity.n).toBe(t.catalog.current.stations.length);
  });

  it("sends plain JSON to a client that does not accept gzip", async () => {
    const res = await getSnapshot();
    expect(res.headers.get("content-encoding")).toBeNull();
    const body = (await res.json()) as { entity: NationalSnapshot };
    expect(body.entity.v).toBe(SNAPSHOT_VERSION);
  });

  it("carries the date of the ingested feed", async () => {
    const body = (await (await getSnapshot()).json()) as { entity: NationalSnapshot };
    const { body: last } = await t.get<{ fecha: string }>("/api/gasolinaeco/getlastupdate");
    expect(body.entity.fecha).toBe(last.entity.fecha);
  });

  it("gives a strong ETag that differs between gzip and plain JSON", async () => {
    const plain = (await getSnapshot()).headers.get("etag");
    const compressed = (await getSnapshot(gzipped)).headers.get("etag");
    expect(plain).toMatch(/^"[^"]+"$/);
    expect(compressed).toMatch(/^"[^"]+"$/);
    expect(compressed).not.toBe(plain);
  });

  it("answers 304 with no body to If-None-Match with the current ETag", async () => {
    const etag = (await getSnapshot(gzipped)).headers.get("etag")!;
    const res = await getSnapshot({ ...gzipped, "if-none-match": etag });
    expect(res.status).toBe(304);
    expect(res.headers.get("etag")).toBe(etag);
    expect((await res.arrayBuffer()).byteLength).toBe(0);
  });

  it("answers 200 to If-None-Match with an older ETag", async () => {
    const res = await getSnapshot({ ...gzipped, "if-none-match": '"snap-an-older-one-gz"' });
    expect(res.status).toBe(200);
  });

  it("asks caches to revalidate it every time and to keep codings apart", async () => {
    const res = await getSnapshot(gzipped);
    expect(res.headers.get("cache-control")).toBe("no-cache");
    expect(res.headers.get("vary")).toBe("Accept-Encoding");
  });

  it("answers a search from the downloaded snapshot as the search endpoint does", async () => {
    const snapshot = decodeSnapshot(((await (await getSnapshot()).json()) as { entity: NationalSnapshot }).entity);
    const body = { distancia: 5, producto: "diesel", latitud: "41.3870", longitud: "2.1701", timestamp: String(Date.UTC(2026, 3, 18, 23, 30)) };
    const { body: server } = await t.post("/api/gasolinaeco/search", body);
    const at = new Date(Date.UTC(2026, 3, 18, 21, 30)); // 23:30 in Barcelona (CEST)
    // The snapshot carries prices, not their history: only the server's answer dates them (`desde`).
    const undated = (server.entity as { desde?: string }[]).map(({ desde: _desde, ...rest }) => rest);
    expect(searchSnapshot(snapshot, { producto: "diesel", distancia: 5, latitud: 41.387, longitud: 2.1701, at })).toEqual(undated);
  });
});

describe("snapshot endpoint before the stations have loaded", () => {
  it("answers 503 with Retry-After, stored by no one, and no snapshot", async () => {
    const t = await buildStationTestApp(TEST_DB_KINDS[0]!, []);
    const logs = captureLogs();
    try {
      const res = await t.app.request("/api/gasolinaeco/snapshot", { headers: { "accept-encoding": "gzip, deflate, br" } });
      expect(res.status).toBe(503);
      expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
      expect(res.headers.get("cache-control")).toBe("no-store");
      expect(res.headers.get("etag")).toBeNull();
      expect(((await res.json()) as { success: boolean; entity: unknown }).entity).toBeNull();
      // Expected while the server starts: the request log says so, and raises no error.
      const http = logs.lines.filter((line) => line.part === "http");
      expect(http).toEqual([expect.objectContaining({ level: "info", route: "/api/gasolinaeco/snapshot", status: 503, msg: "petición aplazada" })]);
      expect(logs.lines.filter((line) => line.level === "error")).toEqual([]);
    } finally {
      logs.restore();
      await t.dispose();
    }
  });
});
