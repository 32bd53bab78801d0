// The built PWA as the server sends it: the best precompressed copy the client accepts, hashed
// assets immutable, the shell and the worker revalidated, unknown assets 404, the SPA fallback, and
// robots.txt / sitemap.xml of their own. The build folder is made here, so no earlier build is needed.
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mountStaticApp } from "../../../server/web/static-app.ts";
import { precompressDir } from "../../../scripts/precompress.ts";
import { COOKIE_NOTICE_HTML, cookieNoticeHtml } from "../../../server/web/cookie-notice-html.ts";

const BROWSER = "gzip, deflate, br, zstd";
const SCRIPT = `export const greeting = ${JSON.stringify("¡Hola! ".repeat(400))};\n`;
const SHELL = `<!doctype html><html lang="es"><head><title>GasolinaEco</title></head><body><div id="root">${"<p>arranque</p>".repeat(50)}<!--cookie-notice--></div></body></html>`;

let dir = "";
let app: Hono;

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), "gasolinaeco-static-"));
  mkdirSync(path.join(dir, "assets"));
  mkdirSync(path.join(dir, "icons"));
  writeFileSync(path.join(dir, "index.html"), SHELL);
  writeFileSync(path.join(dir, "assets", "index-Ab12Cd34.js"), SCRIPT);
  writeFileSync(path.join(dir, "assets", "index-Ab12Cd34.css"), "body{margin:0}".repeat(100));
  writeFileSync(path.join(dir, "sw.js"), `self.__WB_MANIFEST=${JSON.stringify(Array(50).fill({ url: "/x" }))};`);
  writeFileSync(path.join(dir, "manifest.webmanifest"), JSON.stringify({ name: "GasolinaEco", icons: Array(20).fill({ src: "/icons/icon.svg" }) }));
  writeFileSync(path.join(dir, "icons", "icon-192.png"), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
  await precompressDir(dir);
  app = new Hono();
  mountStaticApp(app, { staticDir: dir, publicUrl: "https://gasolinaeco.example", trustProxy: false });
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const get = (urlPath: string, headers: Record<string, string> = {}) => app.request(urlPath, { headers });

describe("static files", () => {
  it("sends Brotli to a browser that accepts it, and the bytes are the file", async () => {
    const res = await get("/assets/index-Ab12Cd34.js", { "accept-encoding": BROWSER });
    expect(res.headers.get("content-encoding")).toBe("br");
    expect(res.headers.get("vary")).toBe("Accept-Encoding");
    expect(res.headers.get("content-type")).toBe("text/javascript; charset=utf-8");
    const body = Buffer.from(await res.arrayBuffer());
    expect(Number(res.headers.get("content-length"))).toBe(body.length);
    expect(body.length).toBeLessThan(Buffer.byteLength(SCRIPT) / 5);
    expect(brotliDecompressSync(body).toString("utf8")).toBe(SCRIPT);
  });

  it("sends gzip to a client that accepts only gzip", async () => {
    const res = await get("/assets/index-Ab12Cd34.js", { "accept-encoding": "gzip" });
    expect(res.headers.get("content-encoding")).toBe("gzip");
    expect(gunzipSync(Buffer.from(await res.arrayBuffer())).toString("utf8")).toBe(SCRIPT);
  });

  it("sends the file as it is to a client that accepts no coding", async () => {
    for (const acceptEncoding of [undefined, "identity", "br;q=0, gzip;q=0"]) {
      const res = await get("/assets/index-Ab12Cd34.js", acceptEncoding ? { "accept-encoding": acceptEncoding } : {});
      expect(res.headers.get("content-encoding")).toBeNull();
      expect(await res.text()).toBe(SCRIPT);
    }
  });

  it("prefers gzip when the client ranks it above Brotli", async () => {
    const res = await get("/assets/index-Ab12Cd34.css", { "accept-encoding": "br;q=0.5, gzip" });
    expect(res.headers.get("content-encoding")).toBe("gzip");
  });

  it("marks hashed assets immutable for a year", async () => {
    const res = await get("/assets/index-Ab12Cd34.css", { "accept-encoding": BROWSER });
    expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
  });

  it("has the shell, the worker and the manifest revalidated every time, compressed", async () => {
    for (const urlPath of ["/", "/index.html", "/sw.js", "/manifest.webmanifest"]) {
      const res = await get(urlPath, { "accept-encoding": BROWSER });
      expect(res.headers.get("cache-control"), urlPath).toBe("no-cache");
      expect(res.headers.get("content-encoding"), urlPath).toBe("br");
    }
  });

  it("answers 304 to a revalidation with the ETag of the coding it got", async () => {
    const first = await get("/sw.js", { "accept-encoding": BROWSER });
    const etag = first.headers.get("etag")!;
    expect((await get("/sw.js", { "accept-encoding": BROWSER, "if-none-match": etag })).status).toBe(304);
    const plain = await get("/sw.js", { "if-none-match": etag });
    expect(plain.status).toBe(200);
    expect(plain.headers.get("etag")).not.toBe(etag);
  });

  it("answers 404, not the app, for an asset that does not exist", async () => {
    const res = await get("/assets/index-Old00000.js", { "accept-encoding": BROWSER });
    expect(res.status).toBe(404);
    expect(res.headers.get("content-type")).not.toMatch(/html/);
  });

  it("answers a client-side route with the app's page", async () => {
    const res = await get("/search/diesel/5/-3.70379/40.416775", { "accept-encoding": BROWSER });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(brotliDecompressSync(Buffer.from(await res.arrayBuffer())).toString("utf8")).toBe(SHELL);
  });

  it("sends images as they are, with their type", async () => {
    const res = await get("/icons/icon-192.png", { "accept-encoding": BROWSER });
    expect(res.headers.get("content-type")).toBe("image/png");
    expect(res.headers.get("content-encoding")).toBeNull();
  });

  it("answers HEAD with the headers and no body", async () => {
    const res = await app.request("/assets/index-Ab12Cd34.js", { method: "HEAD", headers: { "accept-encoding": BROWSER } });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-encoding")).toBe("br");
    expect((await res.arrayBuffer()).byteLength).toBe(0);
  });
});

describe("robots.txt and sitemap.xml", () => {
  it("serves robots.txt as text that keeps crawlers out of the API and points to the sitemap", async () => {
    const res = await get("/robots.txt");
    expect(res.headers.get("content-type")).toMatch(/^text\/plain/);
    const text = await res.text();
    expect(text).toMatch(/^User-agent: \*$/m);
    expect(text).toMatch(/^Disallow: \/api\/$/m);
    expect(text).toMatch(/^Disallow: \/kiosko\/$/m);
    expect(text).toMatch(/^Sitemap: https:\/\/gasolinaeco\.example\/sitemap\.xml$/m);
    expect(text).not.toContain("<html");
  });

  it("lists the public pages in sitemap.xml as absolute addresses", async () => {
    const res = await get("/sitemap.xml");
    expect(res.headers.get("content-type")).toMatch(/^application\/xml/);
    const xml = await res.text();
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    for (const page of ["/", "/nueva-ruta", "/informe-preciomedio-provincia", "/consejos-ahorrar-combustible"]) {
      expect(xml).toContain(`<loc>https://gasolinaeco.example${page}</loc>`);
    }
    expect(xml).not.toContain("/usuario");
  });
});

describe("a build made while the server runs", () => {
  it("is served within seconds: new files found, changed files sent anew", async () => {
    const build = mkdtempSync(path.join(tmpdir(), "gasolinaeco-rebuild-"));
    try {
      writeFileSync(path.join(build, "index.html"), "<p>versión 1</p>");
      let clock = 0;
      const live = new Hono();
      mountStaticApp(live, { staticDir: build, publicUrl: "http://localhost", trustProxy: false, now: () => clock });
      expect(await (await live.request("/")).text()).toBe("<p>versión 1</p>");
      writeFileSync(path.join(build, "index.html"), "<p>versión 2, más larga</p>");
      mkdirSync(path.join(build, "assets"));
      writeFileSync(path.join(build, "assets", "index-New00000.js"), "export {};");
      clock += 6_000;
      expect((await live.request("/assets/index-New00000.js")).status).toBe(200);
      expect(await (await live.request("/")).text()).toBe("<p>versión 2, más larga</p>");
    } finally {
      rmSync(build, { recursive: true, force: true });
    }
  });
});

describe("the page of a first visit", () => {
  const navigation = { "accept-encoding": BROWSER, "sec-fetch-mode": "navigate" };
  const textOf = async (res: Response) => brotliDecompressSync(Buffer.from(await res.arrayBuffer())).toString("utf8");

  it("carries the cookie notice for a device without the consent cookie, on every app path", async () => {
    for (const urlPath of ["/", "/index.html", "/buscar/madrid"]) {
      const res = await get(urlPath, navigation);
      expect(res.headers.get("content-encoding"), urlPath).toBe("br");
      expect(res.headers.get("vary"), urlPath).toBe("Accept-Encoding, Cookie, Sec-Fetch-Mode, Accept-Language");
      expect(await textOf(res), urlPath).toBe(SHELL.replace("<!--cookie-notice-->", COOKIE_NOTICE_HTML));
    }
  });

  it("carries no notice once cookies were accepted on the device", async () => {
    const res = await get("/", { ...navigation, cookie: "xsrf=abc; gasolinaeco_cookies=1" });
    expect(await textOf(res)).toBe(SHELL);
  });

  it("carries no notice when the service worker fetches the page to keep it offline", async () => {
    const res = await get("/index.html", { "accept-encoding": BROWSER, "sec-fetch-mode": "cors" });
    expect(await textOf(res)).toBe(SHELL);
    expect(res.headers.get("cache-control")).toBe("no-cache");
  });

  it("has an ETag of its own, and revalidates to 304", async () => {
    const plain = await get("/", { ...navigation, cookie: "gasolinaeco_cookies=1" });
    const first = await get("/", navigation);
    const etag = first.headers.get("etag") ?? "";
    expect(etag).not.toBe(plain.headers.get("etag"));
    const again = await get("/", { ...navigation, "if-none-match": etag });
    expect(again.status).toBe(304);
  });

  it("is sent as gzip or as it is to clients that do not take Brotli", async () => {
    const gz = await get("/", { "accept-encoding": "gzip", "sec-fetch-mode": "navigate" });
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString("utf8")).toContain(COOKIE_NOTICE_HTML);
    const raw = await get("/", { "sec-fetch-mode": "navigate" });
    expect(raw.headers.get("content-encoding")).toBeNull();
    expect(await raw.text()).toContain(COOKIE_NOTICE_HTML);
  });

  it("speaks the browser's language, or the one chosen on /config (its cookie), notice and <html lang> alike", async () => {
    const catalan = await textOf(await get("/", { ...navigation, "accept-language": "ca-ES,ca;q=0.9,es;q=0.8" }));
    expect(catalan).toContain(cookieNoticeHtml("ca"));
    expect(catalan).toContain('<html lang="ca"');
    expect(cookieNoticeHtml("ca")).toContain('aria-label="Avís de galetes"');
    const chosen = await textOf(await get("/", { ...navigation, "accept-language": "en-GB", cookie: "gasolinaeco_idioma=eu" }));
    expect(chosen).toContain(cookieNoticeHtml("eu"));
    expect(chosen).toContain('<html lang="eu"');
  });

  it("gives a returning English visitor the page without the notice, its <html lang> English", async () => {
    const page = await textOf(await get("/", { ...navigation, "accept-language": "en-GB", cookie: "gasolinaeco_cookies=1" }));
    expect(page).toBe(SHELL.replace(/<html lang="es"/, '<html lang="en"'));
  });
});
