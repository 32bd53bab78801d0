// The API's JSON answers as a client receives them: compressed in the coding it accepts when they are
// large enough to gain from it, as they are otherwise; the same JSON once decoded.
import { randomBytes } from "node:crypto";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { fail, ok } from "../../../server/http/envelope.ts";

const rows = Array.from({ length: 60 }, (_, i) => ({ id: String(1000 + i), rotulo: "GASOLINERA ÑANDÚ", precio: 1.459 + i / 1000 }));
const app = new Hono();
app.get("/grande", (c) => ok(c, rows));
// Random base64 text: compressed, it stays over the quarter of its size zlib's first buffer holds.
const noise = randomBytes(30_000).toString("base64");
app.get("/ruido", (c) => ok(c, noise));
app.get("/pequena", (c) => ok(c, { status: "ok" }));
app.get("/error", (c) => fail(c, 404, "No encontrado: " + "x".repeat(2000)));

const get = (path: string, acceptEncoding?: string) => app.request(path, { headers: acceptEncoding ? { "accept-encoding": acceptEncoding } : {} });
const plainJson = JSON.stringify({ success: true, message: null, entity: rows });

describe("JSON answers of the API", () => {
  it("sends a large answer in Brotli to a browser: the same JSON once decoded, a fraction of the bytes", async () => {
    const res = await get("/grande", "gzip, deflate, br");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-encoding")).toBe("br");
    expect(res.headers.get("vary")).toBe("Accept-Encoding");
    expect(res.headers.get("content-type")).toMatch(/^application\/json/);
    const bytes = Buffer.from(await res.arrayBuffer());
    expect(brotliDecompressSync(bytes).toString("utf8")).toBe(plainJson);
    expect(bytes.length).toBeLessThan(Buffer.byteLength(plainJson) / 3);
  });

  it("sends the whole of an answer that compresses poorly, in either coding", async () => {
    const json = JSON.stringify({ success: true, message: null, entity: noise });
    for (const [acceptEncoding, decode] of [["br", brotliDecompressSync], ["gzip", gunzipSync]] as const) {
      const res = await get("/ruido", acceptEncoding);
      expect(res.headers.get("content-encoding")).toBe(acceptEncoding);
      const bytes = Buffer.from(await res.arrayBuffer());
      expect(bytes.length).toBeGreaterThan(json.length / 2);
      expect(decode(bytes).toString("utf8")).toBe(json);
    }
  });

  it("sends gzip to a client that takes only gzip", async () => {
    const res = await get("/grande", "gzip");
    expect(res.headers.get("content-encoding")).toBe("gzip");
    expect(gunzipSync(Buffer.from(await res.arrayBuffer())).toString("utf8")).toBe(plainJson);
  });

  it("sends the JSON as it is, saying it varies, when no coding is accepted", async () => {
    const res = await get("/grande", "identity");
    expect(res.headers.get("content-encoding")).toBeNull();
    expect(res.headers.get("vary")).toBe("Accept-Encoding");
    expect(await res.text()).toBe(plainJson);
  });

  it("leaves a small answer and an error as they are", async () => {
    const small = await get("/pequena", "gzip, deflate, br");
    expect(small.headers.get("content-encoding")).toBeNull();
    expect(small.headers.get("vary")).toBeNull();
    expect(await small.json()).toEqual({ success: true, message: null, entity: { status: "ok" } });
    const error = await get("/error", "gzip, deflate, br");
    expect(error.status).toBe(404);
    expect(error.headers.get("content-encoding")).toBeNull();
    expect(((await error.json()) as { message: string }).message).toMatch(/^No encontrado/);
  });
});
