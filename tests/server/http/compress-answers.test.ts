// JSON answers of the API compressed as the client asks: Brotli to a browser, gzip to a client that
// takes only gzip, as they are otherwise; small answers and already-compressed ones untouched.
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FEED_FILES, hasSharedData } from "../../helpers/shared-data.ts";
import { buildStationTestApp } from "../../helpers/station-app.ts";
import { TEST_DB_KINDS } from "../../helpers/test-dbs.ts";

const REPORT = "/api/reporting/informemediabanderaproducto";

describe.skipIf(!hasSharedData)("compressed JSON answers", () => {
  let t: Awaited<ReturnType<typeof buildStationTestApp>>;
  beforeAll(async () => { t = await buildStationTestApp(TEST_DB_KINDS[0]!, [FEED_FILES.barcelona]); });
  afterAll(() => t.dispose());

  const post = (path: string, acceptEncoding?: string) =>
    t.app.request(path, { method: "POST", headers: { "content-type": "application/json", ...(acceptEncoding ? { "accept-encoding": acceptEncoding } : {}) }, body: "{}" });

  it("sends a report in Brotli to a browser, the same JSON once decoded", async () => {
    const plain = await (await post(REPORT)).text();
    expect(plain.length).toBeGreaterThan(1024);
    const res = await post(REPORT, "gzip, deflate, br");
    expect(res.headers.get("content-encoding")).toBe("br");
    expect(res.headers.get("vary")).toContain("Accept-Encoding");
    const bytes = Buffer.from(await res.arrayBuffer());
    expect(brotliDecompressSync(bytes).toString("utf8")).toBe(plain);
    expect(bytes.length).toBeLessThan(plain.length / 2);
  });

  it("sends gzip to a client that accepts only gzip", async () => {
    const res = await post(REPORT, "gzip");
    expect(res.headers.get("content-encoding")).toBe("gzip");
    expect(JSON.parse(gunzipSync(Buffer.from(await res.arrayBuffer())).toString("utf8"))).toMatchObject({ success: true });
  });

  it("sends the JSON as it is when no coding is accepted", async () => {
    const res = await post(REPORT, "identity");
    expect(res.headers.get("content-encoding")).toBeNull();
    expect(await res.json()).toMatchObject({ success: true });
  });

  it("leaves a small answer as it is", async () => {
    const res = await t.app.request("/api/health", { headers: { "accept-encoding": "gzip, deflate, br" } });
    expect(res.headers.get("content-encoding")).toBeNull();
    expect(await res.json()).toEqual({ success: true, message: null, entity: { status: "ok" } });
  });

  it("does not compress a search answer twice", async () => {
    const res = await t.app.request("/api/gasolinaeco/search", {
      method: "POST",
      headers: { "content-type": "application/json", "accept-encoding": "gzip, deflate, br" },
      body: JSON.stringify({ distancia: 10, producto: "diesel", latitud: "41.3874", longitud: "2.1686" }),
    });
    expect(res.headers.get("content-encoding")).toBe("br");
    const decoded = JSON.parse(brotliDecompressSync(Buffer.from(await res.arrayBuffer())).toString("utf8")) as { entity: unknown[] };
    expect(decoded.entity.length).toBeGreaterThan(10);
  });
});
