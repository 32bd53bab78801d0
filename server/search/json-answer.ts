// A JSON answer held as bytes, each compressed form made at most once: a cached answer is compressed
// for the first client that accepts that coding and the bytes are reused for every later one.
import { preferredEncoding, type AnswerEncoding } from "../http/accept-encoding.ts";
import { jsonCompressors, MIN_COMPRESSED_BYTES } from "../http/json-compression.ts";

// The fastest settings that still shrink search JSON to about a fifth: answers are compressed on
// the request path, where a millisecond of CPU costs more than a few hundred bytes on the wire.
const compressors = jsonCompressors({ brotliQuality: 1, gzipLevel: 1 });

export class JsonAnswer {
  readonly #encoded = new Map<AnswerEncoding, Buffer>();

  constructor(readonly json: Buffer) {}

  /** Bytes held: the JSON plus the compressed forms made so far. */
  get bytes(): number {
    let total = this.json.length;
    for (const bytes of this.#encoded.values()) total += bytes.length;
    return total;
  }

  /** How many compressed forms are held (an entry's size changes when this does). */
  get encodings(): number {
    return this.#encoded.size;
  }

  encoded(encoding: AnswerEncoding): Buffer {
    let bytes = this.#encoded.get(encoding);
    if (!bytes) {
      bytes = compressors[encoding](this.json);
      this.#encoded.set(encoding, bytes);
    }
    return bytes;
  }
}

/** What goes on the wire: the bytes and, when they are compressed, their Content-Encoding. */
export interface AnswerBody {
  bytes: Buffer;
  encoding: AnswerEncoding | null;
}

/** The answer as the client asked for it: compressed when accepted and worth it, plain otherwise. */
export function answerBody(answer: JsonAnswer, acceptEncoding: string | undefined): AnswerBody {
  const encoding = answer.json.length >= MIN_COMPRESSED_BYTES ? preferredEncoding(acceptEncoding) : null;
  return { bytes: encoding ? answer.encoded(encoding) : answer.json, encoding };
}

/** The headers of a JSON answer besides the ones every response carries. */
export function answerHeaders(body: AnswerBody): Record<string, string> {
  const headers: Record<string, string> = { "Content-Type": "application/json", Vary: "Accept-Encoding" };
  if (body.encoding) headers["Content-Encoding"] = body.encoding;
  return headers;
}
