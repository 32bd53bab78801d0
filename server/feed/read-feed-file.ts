// Loads a saved Ministry response (FEED_FILE or `ingest --file`) for offline starts and tests:
// `.json` as is, `.json.gz` (or any gzip bytes) decompressed here so the parser sees plain JSON.
import { readFile } from "node:fs/promises";
import { gunzipWhole } from "./gunzip-whole.ts";

export function isGzip(bytes: Uint8Array): boolean {
  return bytes.length >= 2 && bytes[0] === 0x1f && bytes[1] === 0x8b;
}

export async function readFeedFile(path: string): Promise<Buffer> {
  try {
    const bytes = await readFile(path);
    return isGzip(bytes) ? await gunzipWhole(bytes) : bytes;
  } catch (error) {
    throw new Error(`No se puede leer el fichero del feed ${path}: ${(error as Error).message}`, { cause: error });
  }
}
