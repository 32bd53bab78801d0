// A gzip bomb for the feed-size tests: 1 GB of spaces in ~1 MB of gzip (what took the server to
// 2.27 GB), honest, or with a trailer that lies about its length so only zlib's own cap can stop it.
import { constants, createGzip } from "node:zlib";

export const BOMB_BYTES = 1024 * 1024 * 1024;

export async function gzipBomb(totalBytes = BOMB_BYTES): Promise<Buffer> {
  const gzip = createGzip({ level: 9 });
  const out: Buffer[] = [];
  gzip.on("data", (chunk: Buffer) => out.push(chunk));
  const piece = Buffer.alloc(16 * 1024 * 1024, 0x20);
  for (let written = 0; written < totalBytes; written += piece.length) {
    gzip.write(piece);
    await new Promise<void>((resolve) => gzip.flush(constants.Z_NO_FLUSH, () => resolve()));
  }
  await new Promise<void>((resolve) => gzip.end(() => resolve()));
  return Buffer.concat(out);
}

/** The same bytes with ISIZE (the last four) set to `size`: the decompressor cannot trust the trailer. */
export function withLyingTrailer(gz: Buffer, size = 1024): Buffer {
  const copy = Buffer.from(gz);
  copy.writeUInt32LE(size, copy.length - 4);
  return copy;
}

/** What `work` threw, and the highest resident size seen while it ran (sampled every 5 ms) minus the one before. */
export async function failureAndRssGrowth(work: () => Promise<unknown>): Promise<{ error: unknown; growth: number }> {
  const before = process.memoryUsage.rss();
  let peak = before;
  const sampler = setInterval(() => { peak = Math.max(peak, process.memoryUsage.rss()); }, 5);
  let error: unknown;
  try {
    await work();
  } catch (thrown) {
    error = thrown;
  } finally {
    clearInterval(sampler);
  }
  return { error, growth: Math.max(peak, process.memoryUsage.rss()) - before };
}
