// Serves the built PWA from STATIC_DIR on the API's port: each file in the best coding the client
// accepts among those the build wrote (Brotli, gzip, as is), hashed assets cached for a year, the
// shell, the worker and the manifest revalidated every time so a new version is picked up; the SPA
// fallback to index.html for client-side routes (/station/123, /search/…); robots.txt and sitemap.xml.
// An unknown path under /assets/ is a 404: answering it with the app would hand a stale page's script
// request an HTML document.
import type { Context, Hono } from "hono";
import { localisedPages, pageLocale, wantsFirstVisitPage } from "./first-visit-page.ts";
import { localisedManifests } from "./localised-manifest.ts";
import { sendRepresentation } from "../http/representation.ts";
import { robotsTxt, sitemapXml } from "./robots.ts";
import { indexStaticFiles, type StaticFile } from "./static-files.ts";
import { xsrfCookie } from "../http/xsrf.ts";

const IMMUTABLE = "public, max-age=31536000, immutable";
const REVALIDATE = "no-cache";
/** Icons and install screenshots keep their names from one version to the next. */
const SHORT = "public, max-age=3600";
const ALWAYS_REVALIDATED = new Set(["/index.html", "/sw.js", "/manifest.webmanifest", "/registerSW.js"]);

function cacheControl(urlPath: string): string {
  if (urlPath.startsWith("/assets/")) return IMMUTABLE;
  return ALWAYS_REVALIDATED.has(urlPath) ? REVALIDATE : SHORT;
}

function sendFile(c: Context, file: StaticFile, cacheControl: string, vary: string[] = []): Response {
  return sendRepresentation(c, file.representation, { contentType: file.contentType, cacheControl, vary });
}

export function mountStaticApp(app: Hono, options: { staticDir: string; publicUrl: string; trustProxy: boolean; now?: () => number }) {
  const files = indexStaticFiles(options.staticDir, options.now);
  const robots = robotsTxt(options.publicUrl);
  const sitemap = sitemapXml(options.publicUrl);
  const localisedPage = localisedPages();
  const localisedManifest = localisedManifests();
  // The app's page in the driver's language, with the cookie notice in it for a first visit (see
  // first-visit-page.ts).
  const sendShell = (c: Context, shell: StaticFile) => {
    const cookie = c.req.header("cookie");
    const firstVisit = wantsFirstVisitPage({ cookie, secFetchMode: c.req.header("sec-fetch-mode") });
    const locale = pageLocale({ cookie, acceptLanguage: c.req.header("accept-language") });
    return sendFile(c, localisedPage(shell, locale, firstVisit), REVALIDATE, ["Cookie", "Sec-Fetch-Mode", "Accept-Language"]);
  };

  // The page that starts the app gives the XSRF cookie too: a new visitor's first state-changing call
  // (registering, logging in) can come before any /api answer has set it.
  app.use("*", xsrfCookie(options.trustProxy, (c) => c.res.headers.get("content-type")?.startsWith("text/html") ?? false));
  app.get("/robots.txt", (c) => c.text(robots, 200, { "Cache-Control": SHORT }));
  app.get("/sitemap.xml", (c) => c.body(sitemap, 200, { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": SHORT }));
  app.on(["GET", "HEAD"], "*", (c) => {
    const urlPath = c.req.path;
    if (urlPath.startsWith("/api/")) return c.notFound();
    const file = files.find(urlPath);
    if (file && urlPath === "/index.html") return sendShell(c, file);
    if (file && urlPath === "/manifest.webmanifest") {
      const locale = pageLocale({ cookie: c.req.header("cookie"), acceptLanguage: c.req.header("accept-language") });
      return sendFile(c, localisedManifest(file, locale), cacheControl(urlPath), ["Cookie", "Accept-Language"]);
    }
    if (file) return sendFile(c, file, cacheControl(urlPath));
    if (urlPath.startsWith("/assets/")) return c.text("No encontrado", 404, { "Cache-Control": REVALIDATE });
    const shell = files.find("/index.html");
    if (!shell) return c.text("La aplicación no está compilada: ejecuta `npm run build`.", 503);
    return sendShell(c, shell);
  });
}
