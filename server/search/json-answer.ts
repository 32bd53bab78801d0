// A search answer held as bytes: a representation (server/http/representation.ts) whose compressed
// forms are each made at most once: a cached answer is compressed for the first client that accepts
// that coding and the bytes are reused for every later one.
import type { AnswerEncoding } from "../http/accept-encoding.ts";
import { compressors } from "../http/compression.ts";
import { chooseCoding, CompressibleText } from "../http/representation.ts";

// The fastest settings that still shrink search JSON to about a fifth: answers are compressed on
// the request path, where a millisecond of CPU costs more than a few hundred bytes on the wire.
const FASTEST = compressors({ brotliQuality: 1, gzipLevel: 1 });

export class JsonAnswer extends CompressibleText {
  constructor(json: Buffer) {
    super(json, FASTEST);
  }

  get json(): Buffer {
    return this.text;
  }

  /** How many compressed forms are held (an entry's size changes when this does). */
  get encodings(): number {
    return this.compressedBodies;
  }

  encoded(encoding: AnswerEncoding): Buffer {
    return this.body(encoding);
  }
}

/** What goes on the wire: the bytes and, when they are compressed, their Content-Encoding. */
export interface AnswerBody {
  bytes: Buffer;
  encoding: AnswerEncoding | null;
}

/** The answer as the client asked for it: compressed when accepted and worth it, plain otherwise. */
export function answerBody(answer: JsonAnswer, acceptEncoding: string | undefined): AnswerBody {
  const coding = chooseCoding(acceptEncoding, answer.codings);
  return coding === "identity" ? { bytes: answer.text, encoding: null } : { bytes: answer.body(coding), encoding: coding };
}

/** The headers of a JSON answer besides the ones every response carries. */
export function answerHeaders(body: AnswerBody): Record<string, string> {
  const headers: Record<string, string> = { "Content-Type": "application/json", Vary: "Accept-Encoding" };
  if (body.encoding) headers["Content-Encoding"] = body.encoding;
  return headers;
}
