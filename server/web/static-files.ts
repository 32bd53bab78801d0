// The built PWA's files as the server sends them: the folder is read at start into a table of
// URL path → file, with the precompressed copies the build wrote beside it (X.br, X.gz; see
// scripts/precompress.ts). A request then costs a table lookup and, the first time, one file read:
// the bytes are kept (the build is a few hundred KB of text) with a strong ETag per coding. A path
// not in the table has the folder read again, at most every RESCAN_MS, so a build made while the
// server runs is picked up within seconds (files whose size and date did not change keep their bytes).
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import type { AnswerEncoding } from "../http/accept-encoding.ts";
import { Representation, type Coding } from "../http/representation.ts";

const CONTENT_TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".map": "application/json; charset=utf-8",
  ".webmanifest": "application/manifest+json; charset=utf-8",
  ".svg": "image/svg+xml; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  ".xml": "application/xml; charset=utf-8",
  ".png": "image/png",
  ".webp": "image/webp",
  ".jpg": "image/jpeg",
  ".ico": "image/x-icon",
  ".woff2": "font/woff2",
};

export interface StaticFile {
  /** Size and modification time of the original when it was indexed: a rebuilt file gets a new entry. */
  readonly version: string;
  readonly contentType: string;
  /** The file in every coding the build wrote for it (`identity` always), each read on first use. */
  readonly representation: Representation;
}

const COMPRESSED_SUFFIX: Record<AnswerEncoding, string> = { br: ".br", gzip: ".gz" };

function walk(dir: string, prefix = ""): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? walk(path.join(dir, entry.name), `${prefix}/${entry.name}`) : [`${prefix}/${entry.name}`]);
}

function versionOf(root: string, urlPath: string): string {
  const stats = statSync(path.join(root, urlPath));
  return `${stats.size}-${stats.mtimeMs}`;
}

/** A build file's codings, each read from the disk the first time it is sent and kept. */
class BuildFile extends Representation {
  constructor(readonly root: string, readonly urlPath: string, codings: readonly Coding[]) {
    super(codings);
  }

  protected override make(coding: Coding): Buffer {
    return readFileSync(path.join(this.root, coding === "identity" ? this.urlPath : this.urlPath + COMPRESSED_SUFFIX[coding]));
  }
}

function staticFile(root: string, urlPath: string, present: ReadonlySet<string>, version: string): StaticFile {
  const codings: Coding[] = ["identity"];
  for (const coding of ["br", "gzip"] as const) if (present.has(urlPath + COMPRESSED_SUFFIX[coding])) codings.push(coding);
  return {
    version,
    contentType: CONTENT_TYPES[path.extname(urlPath).toLowerCase()] ?? "application/octet-stream",
    representation: new BuildFile(root, urlPath, codings),
  };
}

/** The files under `root` by URL path ("/assets/index-abc.js"); empty when the folder does not exist. */
function readTable(root: string, previous: ReadonlyMap<string, StaticFile>): Map<string, StaticFile> {
  const table = new Map<string, StaticFile>();
  try {
    const paths = walk(root);
    const present = new Set(paths);
    for (const urlPath of paths) {
      // The compressed copies are representations of their original, never files of their own.
      if (/\.(?:br|gz)$/.test(urlPath) && present.has(urlPath.replace(/\.(?:br|gz)$/, ""))) continue;
      const version = versionOf(root, urlPath);
      const known = previous.get(urlPath);
      table.set(urlPath, known?.version === version ? known : staticFile(root, urlPath, present, version));
    }
  } catch {
    // No folder (not built yet), or a build replacing it right now: what was there stays until the next look.
    return new Map(previous);
  }
  return table;
}

export const RESCAN_MS = 5000;

export interface StaticFiles {
  /** The file at this URL path, or undefined. */
  find(urlPath: string): StaticFile | undefined;
}

export function indexStaticFiles(root: string, now: () => number = Date.now): StaticFiles {
  let table = readTable(root, new Map());
  let scannedAt = now();
  return {
    find(urlPath) {
      const file = table.get(urlPath);
      if (file || now() - scannedAt < RESCAN_MS) return file;
      table = readTable(root, table);
      scannedAt = now();
      return table.get(urlPath);
    },
  };
}
