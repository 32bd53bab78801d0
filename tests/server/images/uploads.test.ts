import { afterAll, beforeAll, describe, expect, it } from "vitest";
import sharp from "sharp";
import { TEST_DB_KINDS } from "../../helpers/test-dbs.ts";
import { createTestApp, type ApiClient, type TestApp } from "../../helpers/community-app.ts";
import { jpegWithGps, PHP_SCRIPT, pngHeaderClaiming } from "../../helpers/image-fixtures.ts";

type Image = { id: string; url: string; fecha: string; ancho: number; alto: number };

describe.each(TEST_DB_KINDS)("station photos ($name)", (kind) => {
  let t: TestApp;
  let api: ApiClient;
  let token = "";
  let stored: Image;
  beforeAll(async () => {
    t = await createTestApp(kind);
    api = await t.client();
    token = await t.signUp("fotos@example.es");
    stored = (await api.upload<Image>(await jpegWithGps(), { token, ideess: "1002" })).body.entity;
  });
  afterAll(async () => { await t.dispose(); });

  const download = async (url: string) => Buffer.from(await (await t.app.request(url)).arrayBuffer());

  it("serves the upload with no EXIF at all, GPS included", async () => {
    const meta = await sharp(await download(stored.url)).metadata();
    expect(meta.exif).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect((await download(stored.url)).includes("PhoneMaker")).toBe(false);
  });

  it("serves a photo immutable, with an ETag, its content type and nosniff", async () => {
    const res = await t.app.request(stored.url);
    expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(res.headers.get("etag")).toMatch(/^"[0-9a-f]{64}"$/);
    expect(res.headers.get("content-type")).toBe("image/jpeg");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
  });

  it("answers 304 when the browser already has that ETag", async () => {
    const etag = (await t.app.request(stored.url)).headers.get("etag")!;
    expect((await t.app.request(stored.url, { headers: { "if-none-match": etag } })).status).toBe(304);
  });

  it("lists a station's photos with their url and size", async () => {
    const res = await api.post<Image[]>("/api/imagenes/get", { ideess: "1002" });
    expect(res.body.entity).toEqual([{ ...stored, url: `/api/imagenes/${stored.id}`, ancho: 800, alto: 600 }]);
  });

  it("shrinks a big photo so its longest side is 1600 px", async () => {
    const big = await sharp({ create: { width: 4000, height: 3000, channels: 3, background: "#123" } }).jpeg().toBuffer();
    const up = await api.upload<Image>(big, { token, ideess: "1001" });
    expect({ ancho: up.body.entity.ancho, alto: up.body.entity.alto }).toEqual({ ancho: 1600, alto: 1200 });
  });

  it("keeps a transparent PNG transparent, as WebP", async () => {
    const png = await sharp({ create: { width: 64, height: 64, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } }).png().toBuffer();
    const up = await api.upload<Image>(png, { token, ideess: "1001", filename: "logo.png", type: "image/png" });
    expect((await t.app.request(up.body.entity.url)).headers.get("content-type")).toBe("image/webp");
  });

  it("refuses a PHP script renamed .jpg", async () => {
    const res = await api.upload(PHP_SCRIPT, { token, ideess: "1001", filename: "shell.jpg", type: "image/jpeg" });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, message: "Formato no admitido: solo se aceptan imágenes JPEG, PNG o WebP" });
  });

  it("refuses a PNG whose header claims 50,000 × 50,000 pixels without decoding it", async () => {
    const res = await api.upload(pngHeaderClaiming(50_000, 50_000), { token, ideess: "1001", filename: "bomba.png", type: "image/png" });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("La imagen tiene demasiados píxeles (máximo 40 megapíxeles)");
  });

  it("refuses a 30 MB upload with 413", async () => {
    const huge = Buffer.alloc(30 * 1024 * 1024, 0xff);
    huge.set([0xff, 0xd8, 0xff, 0xe0]);
    const res = await api.upload(huge, { token, ideess: "1001" });
    expect(res.status).toBe(413);
    expect(res.body).toMatchObject({ success: false, message: "El archivo es demasiado grande (máximo 10 MB)" });
  });

  it("refuses a truncated JPEG", async () => {
    const photo = await jpegWithGps();
    const res = await api.upload(photo.subarray(0, 400), { token, ideess: "1001" });
    expect(res.status).toBe(400);
  });

  it("refuses an upload without the file field", async () => {
    const form = new FormData();
    form.append("ideess", "1001");
    const res = await t.app.request("/api/imagenes/post", { method: "POST", headers: api.headers(token), body: form });
    expect(res.status).toBe(400);
  });

  it("refuses a photo from an account that has not validated its address", async () => {
    const unvalidated = await t.signUp("sinfoto@example.es", { validate: false });
    expect((await api.upload(await jpegWithGps(), { token: unvalidated, ideess: "1001" })).status).toBe(403);
  });

  it("answers 404 to a photo for a station that does not exist", async () => {
    expect((await api.upload(await jpegWithGps(), { token, ideess: "777777" })).status).toBe(404);
  });

  it("answers 404 to an image id that does not exist or is not an id", async () => {
    expect((await t.app.request("/api/imagenes/00000000-0000-4000-8000-000000000000")).status).toBe(404);
    expect((await t.app.request("/api/imagenes/'%20or%201=1--")).status).toBe(404);
  });
});
