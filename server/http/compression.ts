// How the server compresses text for the wire, in the two codings it offers: one place for the
// settings every compressed body shares, each caller choosing only how hard to try. Used through
// server/http/representation.ts.
import { promisify } from "node:util";
import { brotliCompress, brotliCompressSync, gzip, gzipSync, constants as zlib, type BrotliOptions, type ZlibOptions } from "node:zlib";
import type { AnswerEncoding } from "./accept-encoding.ts";

// Below this size compression saves less than its own framing and the CPU it costs.
export const MIN_COMPRESSED_BYTES = 1024;

/** How hard to try: Brotli's quality (0–11) and gzip's level (1–9). */
export interface CompressionEffort {
  readonly brotliQuality: number;
  readonly gzipLevel: number;
}

/** The most each coding can do: for bodies made once and sent many times. */
export const SMALLEST: CompressionEffort = { brotliQuality: zlib.BROTLI_MAX_QUALITY, gzipLevel: zlib.Z_BEST_COMPRESSION };

/**
 * The output buffer zlib starts with for `inputBytes` of text: about what it compresses to. zlib's
 * default is 16 KB, a fresh ArrayBuffer per answer that the answer's bytes keep alive; under load
 * those piled up outside the heap until a full collection, which paused every request in flight.
 * A body that does not fit takes a second buffer and one copy.
 */
const outputChunkBytes = (inputBytes: number): number => Math.max(1024, inputBytes >> 2);

/** Brotli in text mode, told the size. */
const brotliOptions = (effort: CompressionEffort, bytes: number): BrotliOptions => ({
  chunkSize: outputChunkBytes(bytes),
  params: { [zlib.BROTLI_PARAM_QUALITY]: effort.brotliQuality, [zlib.BROTLI_PARAM_SIZE_HINT]: bytes, [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT },
});
const gzipOptions = (effort: CompressionEffort, bytes: number): ZlibOptions => ({ level: effort.gzipLevel, chunkSize: outputChunkBytes(bytes) });

export type Compressors = Readonly<Record<AnswerEncoding, (text: Buffer) => Buffer>>;

/** Compression on the calling thread, at `effort`: for bodies of a few KB. */
export function compressors(effort: CompressionEffort): Compressors {
  return {
    br: (text) => brotliCompressSync(text, brotliOptions(effort, text.length)),
    gzip: (text) => gzipSync(text, gzipOptions(effort, text.length)),
  };
}

const brotliOffThread = promisify(brotliCompress);
const gzipOffThread = promisify(gzip);

/** Compression on libuv's threads, at `effort`: for a body large enough to hold the event loop. */
export function compressorsOffThread(effort: CompressionEffort): Readonly<Record<AnswerEncoding, (text: Buffer) => Promise<Buffer>>> {
  return {
    br: (text) => brotliOffThread(text, brotliOptions(effort, text.length)),
    gzip: (text) => gzipOffThread(text, gzipOptions(effort, text.length)),
  };
}
