// One way to serve bytes, used by every server of bytes: a body in each coding it can be sent in (as
// is, Brotli, gzip), each made once and kept, each with its own strong ETag (RFC 9110 §8.8.3: the
// validator differs with the coding), the coding chosen from Accept-Encoding, and the bodiless 304 to
// a revalidation. The search's answers (compressed on first ask, fastest), the API's JSON answers
// (made per request), the national snapshot (compressed once per index, off the event loop), the
// build's files (its own compressed copies, read on first ask) and the pages made from them
// (compressed hard, once) differ only in how their bodies are made.
import { createHash } from "node:crypto";
import type { Context } from "hono";
import { acceptsEncoding, preferredEncoding, type AnswerEncoding } from "./accept-encoding.ts";
import { compressors, compressorsOffThread, MIN_COMPRESSED_BYTES, type CompressionEffort, type Compressors } from "./compression.ts";
import { ifNoneMatchHits } from "./if-none-match.ts";
import { requestHeader } from "./node-request.ts";

export type Coding = AnswerEncoding | "identity";

const EVERY_CODING: readonly Coding[] = ["identity", "br", "gzip"];
const AS_IS_ONLY: readonly Coding[] = ["identity"];

/** A strong validator of `bytes`: 27 base64url characters of their SHA-256 (160 bits). */
const strongEtag = (bytes: Uint8Array): string => `"${createHash("sha256").update(bytes).digest("base64url").slice(0, 27)}"`;

/** A body in the codings it can be sent in, each made the first time it is asked for (by `make`) and kept. */
export class Representation {
  readonly #bodies = new Map<Coding, Buffer>();
  #etags: Map<Coding, string> | undefined;

  /** `codings`: those this body can be sent in, `identity` always; `made`: the bodies already at hand. */
  constructor(readonly codings: readonly Coding[], made?: Partial<Record<Coding, Buffer>>) {
    if (made) for (const coding of codings) if (made[coding]) this.#bodies.set(coding, made[coding]);
  }

  /** The body in `coding`, one of `codings`, made now when it is asked for the first time. */
  protected make(coding: Coding): Buffer {
    throw new Error(`No ${coding} body was made`);
  }

  body(coding: Coding): Buffer {
    let bytes = this.#bodies.get(coding);
    if (!bytes) {
      bytes = this.make(coding);
      this.#bodies.set(coding, bytes);
    }
    return bytes;
  }

  etag(coding: Coding): string {
    this.#etags ??= new Map();
    let etag = this.#etags.get(coding);
    if (!etag) {
      etag = strongEtag(this.body(coding));
      this.#etags.set(coding, etag);
    }
    return etag;
  }

  /** Bytes held: every body made so far. */
  get bytes(): number {
    let total = 0;
    for (const bytes of this.#bodies.values()) total += bytes.length;
    return total;
  }

  /** How many compressed bodies are held (the size of the whole changes when this does). */
  get compressedBodies(): number {
    return this.#bodies.size - (this.#bodies.has("identity") ? 1 : 0);
  }
}

/** `text` and, when it is worth compressing (`minBytes` and over), its compressed forms, each made by `compress` when first asked for. */
export class CompressibleText extends Representation {
  readonly #compress: Compressors;

  constructor(readonly text: Buffer, compress: Compressors, minBytes = MIN_COMPRESSED_BYTES) {
    super(text.length >= minBytes ? EVERY_CODING : AS_IS_ONLY, { identity: text });
    this.#compress = compress;
  }

  protected override make(coding: Coding): Buffer {
    return coding === "identity" ? this.text : this.#compress[coding](this.text);
  }
}

/** `text` in every coding at `effort`, all made now on libuv's threads: a large body that every client downloads. */
export async function compressedOffThread(text: Buffer, effort: CompressionEffort): Promise<Representation> {
  const compress = compressorsOffThread(effort);
  const [br, gzip] = await Promise.all([compress.br(text), compress.gzip(text)]);
  return new Representation(EVERY_CODING, { identity: text, br, gzip });
}

/** `text` in every coding at `effort`, all made now: a small body made once and sent many times. */
export function compressedNow(text: Buffer, effort: CompressionEffort): Representation {
  const compress = compressors(effort);
  return new Representation(EVERY_CODING, { identity: text, br: compress.br(text), gzip: compress.gzip(text) });
}

/** The coding to send: the client's preferred one among `held`, else another it accepts, else as is. */
export function chooseCoding(acceptEncoding: string | undefined, held: readonly Coding[]): Coding {
  if (held.length === 1) return "identity";
  const preferred = preferredEncoding(acceptEncoding);
  // No coding we make is accepted: no other one will be.
  if (!preferred) return "identity";
  if (held.includes(preferred)) return preferred;
  return held.find((coding): coding is AnswerEncoding => coding !== "identity" && coding !== preferred && acceptsEncoding(acceptEncoding, coding)) ?? "identity";
}

export interface SendOptions {
  readonly contentType: string;
  readonly cacheControl: string;
  /** Request headers the body depends on besides Accept-Encoding. */
  readonly vary?: readonly string[];
  /** A 304 to the ETag of any coding (the client holds these data, whichever coding it got them in); else only to the one sent. */
  readonly anyCodingRevalidates?: boolean;
}

/** `representation` in the coding the client accepts, with its ETag; a bodiless 304 when the client holds it; no body to HEAD. */
export function sendRepresentation(c: Context, representation: Representation, options: SendOptions): Response {
  const coding = chooseCoding(requestHeader(c, "accept-encoding"), representation.codings);
  const etag = representation.etag(coding);
  const headers: Record<string, string> = { "Content-Type": options.contentType, "Cache-Control": options.cacheControl, ETag: etag };
  const vary = representation.codings.length > 1 ? ["Accept-Encoding", ...(options.vary ?? [])] : (options.vary ?? []);
  if (vary.length > 0) headers.Vary = vary.join(", ");
  const validators = options.anyCodingRevalidates ? representation.codings.map((held) => representation.etag(held)) : [etag];
  if (ifNoneMatchHits(requestHeader(c, "if-none-match"), validators)) return c.body(null, 304, headers);
  if (coding !== "identity") headers["Content-Encoding"] = coding;
  const bytes = representation.body(coding);
  headers["Content-Length"] = String(bytes.length);
  if (c.req.method === "HEAD") return c.body(null, 200, headers);
  return c.body(bytes as Uint8Array<ArrayBuffer>, 200, headers);
}
