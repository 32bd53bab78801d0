// The API's JSON answers (the envelope of server/http/envelope.ts) in the coding the client accepts,
// compressed as they are made: on one bar of signal a province report or a station's page is bytes the
// driver waits for, and compressed they are a fifth. Made here rather than by a middleware that reads
// every answer back, which cost even a 50-byte health check a whole web stream.
import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { compressors, MIN_COMPRESSED_BYTES } from "./compression.ts";
import { requestHeader } from "./node-request.ts";
import { chooseCoding, CompressibleText } from "./representation.ts";

// Mid-range settings: these answers are built per request and are a few KB each, so compressing them
// harder costs less than a millisecond.
const compress = compressors({ brotliQuality: 5, gzipLevel: 6 });

const JSON_TYPE = { "Content-Type": "application/json" } as const;

const ENCODING_ONLY = { ...JSON_TYPE, Vary: "Accept-Encoding" } as const;
const LANGUAGE_ONLY = { ...JSON_TYPE, Vary: "Accept-Language" } as const;
const ENCODING_AND_LANGUAGE = { ...JSON_TYPE, Vary: "Accept-Encoding, Accept-Language" } as const;

/**
 * `value` as JSON: compressed when it is a 200 worth compressing and the client accepts a coding.
 * `inRequestLanguage`: its message was said in the request's language, so a cache must keep one answer
 * per Accept-Language.
 */
export function jsonResponse(c: Context, value: unknown, status: ContentfulStatusCode = 200, inRequestLanguage = false): Response {
  const text = JSON.stringify(value);
  // A string's UTF-8 size is at least its length: only short strings need counting.
  const worthIt = status === 200 && (text.length >= MIN_COMPRESSED_BYTES || Buffer.byteLength(text) >= MIN_COMPRESSED_BYTES);
  if (!worthIt) return c.body(text, status, inRequestLanguage ? LANGUAGE_ONLY : JSON_TYPE);
  const headers = inRequestLanguage ? ENCODING_AND_LANGUAGE : ENCODING_ONLY;
  const answer = new CompressibleText(Buffer.from(text), compress);
  const coding = chooseCoding(requestHeader(c, "accept-encoding"), answer.codings);
  if (coding === "identity") return c.body(text, status, headers);
  return c.body(answer.body(coding) as Uint8Array<ArrayBuffer>, status, { ...headers, "Content-Encoding": coding });
}
