// JSON answers of the API in the coding the client accepts (Brotli or gzip, else as they are). On one
// bar of signal a province report or a station's page is bytes the driver waits for; compressed they
// are a fifth. Answers that are already compressed (searches, the snapshot) or too small to gain from
// it pass untouched.
import { brotliCompressSync, gzipSync, constants as zlib } from "node:zlib";
import type { MiddlewareHandler } from "hono";
import { preferredEncoding, type AnswerEncoding } from "./accept-encoding.ts";
import { isFinishedAnswer } from "./finished-answer.ts";
import { requestHeader } from "./node-request.ts";

/** Below this, compression saves less than its framing and the CPU it costs. */
export const MIN_COMPRESSED_BYTES = 1024;

// Mid-range settings: these answers are built per request, a few KB each (≈0.1-0.3 ms here).
const compress: Record<AnswerEncoding, (bytes: Buffer) => Buffer> = {
  br: (bytes) => brotliCompressSync(bytes, {
    params: { [zlib.BROTLI_PARAM_QUALITY]: 5, [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT, [zlib.BROTLI_PARAM_SIZE_HINT]: bytes.length },
  }),
  gzip: (bytes) => gzipSync(bytes, { level: 6 }),
};

export function compressAnswers(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const res = c.res;
    if (isFinishedAnswer(res)) return;
    // A route that negotiated the coding itself (searches, the snapshot) says so with Vary.
    if (res.status !== 200 || !res.body || res.headers.has("content-encoding") || /accept-encoding/i.test(res.headers.get("vary") ?? "")) return;
    if (!res.headers.get("content-type")?.startsWith("application/json")) return;
    const bytes = Buffer.from(await res.arrayBuffer());
    const coding = bytes.length >= MIN_COMPRESSED_BYTES ? preferredEncoding(requestHeader(c, "accept-encoding")) : null;
    if (bytes.length >= MIN_COMPRESSED_BYTES) res.headers.append("Vary", "Accept-Encoding");
    const body = coding ? compress[coding](bytes) : bytes;
    res.headers.delete("content-length");
    if (coding) res.headers.set("Content-Encoding", coding);
    // The answer read above is spent: the same status and headers around the bytes to send.
    c.res = new Response(new Uint8Array(body), res);
  };
}
