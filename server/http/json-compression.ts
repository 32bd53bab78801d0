// How the server compresses JSON for the wire, in the two codings it offers: one place for the
// settings every compressed answer shares, each caller choosing only how hard to try.
import { brotliCompressSync, gzipSync, constants as zlib } from "node:zlib";
import type { AnswerEncoding } from "./accept-encoding.ts";

// Below this size compression saves less than its own framing and the CPU it costs.
export const MIN_COMPRESSED_BYTES = 1024;

/**
 * The output buffer zlib starts with for `inputBytes` of JSON: about what it compresses to. zlib's
 * default is 16 KB, a fresh ArrayBuffer per answer that the answer's bytes keep alive; under load
 * those piled up outside the heap until a full collection, which paused every request in flight.
 * An answer that does not fit takes a second buffer and one copy.
 */
const outputChunkBytes = (inputBytes: number): number => Math.max(1024, inputBytes >> 2);

export type JsonCompressors = Readonly<Record<AnswerEncoding, (json: Buffer) => Buffer>>;

/** Brotli (text mode, told the size) at `brotliQuality` and gzip at `gzipLevel`. */
export function jsonCompressors(effort: { brotliQuality: number; gzipLevel: number }): JsonCompressors {
  return {
    br: (json) => brotliCompressSync(json, {
      chunkSize: outputChunkBytes(json.length),
      params: { [zlib.BROTLI_PARAM_QUALITY]: effort.brotliQuality, [zlib.BROTLI_PARAM_SIZE_HINT]: json.length, [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT },
    }),
    gzip: (json) => gzipSync(json, { level: effort.gzipLevel, chunkSize: outputChunkBytes(json.length) }),
  };
}
