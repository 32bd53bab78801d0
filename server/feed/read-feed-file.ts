// Loads a saved Ministry response (FEED_FILE or `ingest --file`) for offline starts and tests:
// `.json` as is, `.json.gz` (or any gzip bytes) decompressed here so the parser sees plain JSON.
// Neither the file nor what it decompresses to may pass MAX_FEED_BYTES.
import { readFile, stat } from "node:fs/promises";
import { feedTooLarge, MAX_FEED_BYTES } from "./feed-size-limit.ts";
import { gunzipWhole } from "./gunzip-whole.ts";

export function isGzip(bytes: Uint8Array): boolean {
  return bytes.length >= 2 && bytes[0] === 0x1f && bytes[1] === 0x8b;
}

export async function readFeedFile(path: string, maxBytes = MAX_FEED_BYTES): Promise<Buffer> {
  try {
    if ((await stat(path)).size > maxBytes) throw feedTooLarge(maxBytes, "El fichero");
    const bytes = await readFile(path);
    return isGzip(bytes) ? await gunzipWhole(bytes, maxBytes) : bytes;
  } catch (error) {
    throw new Error(`No se puede leer el fichero del feed ${path}: ${(error as Error).message}`, { cause: error });
  }
}
