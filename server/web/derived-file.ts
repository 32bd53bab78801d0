// Files the server makes from one of the build's (the page and the manifest in another language, the
// page of a first visit): their text in each coding, compressed as the build compresses its own, each
// with a strong ETag; and a cache that keeps what was made from a build file until that file changes.
import { createHash } from "node:crypto";
import { brotliCompressSync, gzipSync, constants as zlib } from "node:zlib";
import type { AnswerEncoding } from "../http/accept-encoding.ts";
import type { StaticFile, StaticRepresentation } from "./static-files.ts";

function representationOf(bytes: Uint8Array<ArrayBuffer>): StaticRepresentation {
  return { bytes, etag: `"${createHash("sha256").update(bytes).digest("base64url").slice(0, 27)}"` };
}

/** The build file's text, as `from`'s contents. */
export const textOf = (from: StaticFile): string => Buffer.from(from.representation("identity").bytes).toString("utf8");

/** `text` served like `from` (its type and version), in every coding. */
export function derivedFile(from: StaticFile, text: string): StaticFile {
  const bytes = new Uint8Array(Buffer.from(text, "utf8"));
  const codings: Record<AnswerEncoding | "identity", StaticRepresentation> = {
    identity: representationOf(bytes),
    br: representationOf(new Uint8Array(brotliCompressSync(bytes, { params: { [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY, [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT } }))),
    gzip: representationOf(new Uint8Array(gzipSync(bytes, { level: zlib.Z_BEST_COMPRESSION }))),
  };
  return { version: from.version, contentType: from.contentType, codings: ["identity", "br", "gzip"], representation: (coding) => codings[coding] };
}

/** `make`'s files for a build file, made once per key, and again only when the build's file changes. */
export function derivedFiles<K>(make: (from: StaticFile, key: K) => StaticFile): (from: StaticFile, key: K) => StaticFile {
  let source: StaticFile | undefined;
  const made = new Map<K, StaticFile>();
  return (from, key) => {
    if (source !== from) {
      source = from;
      made.clear();
    }
    let file = made.get(key);
    if (!file) made.set(key, (file = make(from, key)));
    return file;
  };
}
