// The app's page for a first visit: index.html with the cookie notice in its boot shell, so a phone on
// a weak signal paints the notice (the largest thing on a first screen) with the page, before any
// script. Only navigations of a device without the consent cookie get it: the service worker's own
// fetch of index.html (to keep it offline) must get the page without the notice, or every later
// visit would flash it. Made once per build of index.html, compressed like the build's own files.
import { brotliCompressSync, gzipSync, constants as zlib } from "node:zlib";
import { createHash } from "node:crypto";
import type { AnswerEncoding } from "./accept-encoding.ts";
import { COOKIE_NOTICE_HTML, COOKIE_NOTICE_SLOT, hasConsentCookie } from "./cookie-notice-html.ts";
import type { StaticFile, StaticRepresentation } from "./static-files.ts";

/** Whether this request should get the page with the notice in it. */
export function wantsFirstVisitPage(headers: { cookie?: string; secFetchMode?: string }): boolean {
  return headers.secFetchMode === "navigate" && !hasConsentCookie(headers.cookie);
}

function representationOf(bytes: Uint8Array<ArrayBuffer>): StaticRepresentation {
  return { bytes, etag: `"${createHash("sha256").update(bytes).digest("base64url").slice(0, 27)}"` };
}

function buildFirstVisitPage(shell: StaticFile): StaticFile {
  const html = Buffer.from(shell.representation("identity").bytes).toString("utf8");
  const page = new Uint8Array(Buffer.from(html.replace(COOKIE_NOTICE_SLOT, COOKIE_NOTICE_HTML), "utf8"));
  const codings: Record<AnswerEncoding | "identity", StaticRepresentation> = {
    identity: representationOf(page),
    br: representationOf(new Uint8Array(brotliCompressSync(page, { params: { [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY, [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT } }))),
    gzip: representationOf(new Uint8Array(gzipSync(page, { level: zlib.Z_BEST_COMPRESSION }))),
  };
  return {
    version: shell.version,
    contentType: shell.contentType,
    codings: ["identity", "br", "gzip"],
    representation: (coding) => codings[coding],
  };
}

/** The first-visit page of the index.html given, remade only when that file changes. */
export function firstVisitPages(): (shell: StaticFile) => StaticFile {
  let made: { from: StaticFile; page: StaticFile } | undefined;
  return (shell) => {
    if (made?.from !== shell) made = { from: shell, page: buildFirstVisitPage(shell) };
    return made.page;
  };
}
