// Files the server makes from one of the build's (the page and the manifest in another language, the
// page of a first visit): their text in each coding, compressed as the build compresses its own (the
// most each coding can do), each with a strong ETag (server/http/representation.ts); and a cache that
// keeps what was made from a build file until that file changes.
import { SMALLEST } from "../http/compression.ts";
import { compressedNow } from "../http/representation.ts";
import type { StaticFile } from "./static-files.ts";

/** The build file's text, as `from`'s contents. */
export const textOf = (from: StaticFile): string => from.representation.body("identity").toString("utf8");

/** `text` served like `from` (its type and version), in every coding. */
export function derivedFile(from: StaticFile, text: string): StaticFile {
  return { version: from.version, contentType: from.contentType, representation: compressedNow(Buffer.from(text, "utf8"), SMALLEST) };
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
