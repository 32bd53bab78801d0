// A byte-bounded least-recently-used cache of answers that depend only on the request and on one
// piece of server state (the station index): when that state is replaced, every answer drops.
import type { Context } from "hono";
import { JsonAnswer, sendJsonAnswer } from "./json-answer.ts";

export class AnswerCache {
  // Each entry remembers the bytes it was counted with: an answer grows when a compressed form is made.
  readonly #entries = new Map<string, { answer: JsonAnswer; bytes: number }>();
  #bytes = 0;
  #state: object | undefined;

  constructor(readonly maxBytes: number) {}

  get bytes(): number {
    return this.#bytes;
  }

  get size(): number {
    return this.#entries.size;
  }

  /** The answer stored for `key` while `state` is current. */
  get(state: object, key: string): JsonAnswer | undefined {
    this.#follow(state);
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    this.#entries.delete(key);
    this.#entries.set(key, entry);
    return entry.answer;
  }

  /** Stores (or re-stores, once its gzip is made) an answer computed from `state`. */
  set(state: object, key: string, answer: JsonAnswer): void {
    this.#follow(state);
    this.#remove(key);
    const bytes = answer.bytes;
    if (bytes > this.maxBytes) return;
    this.#entries.set(key, { answer, bytes });
    this.#bytes += bytes;
    for (const [oldest, old] of this.#entries) {
      if (this.#bytes <= this.maxBytes) break;
      this.#entries.delete(oldest);
      this.#bytes -= old.bytes;
    }
  }

  /**
   * Answers from the cache, computing the JSON on a miss; a compressed form made for this client is
   * kept too (the entry is stored again so its bytes are counted).
   */
  serve(c: Context, state: object, key: string, computeJson: () => Buffer): Response {
    const cached = this.get(state, key);
    const answer = cached ?? new JsonAnswer(computeJson());
    const encodingsBefore = answer.encodings;
    const response = sendJsonAnswer(c, answer);
    if (!cached || answer.encodings !== encodingsBefore) this.set(state, key, answer);
    return response;
  }

  #remove(key: string): void {
    const old = this.#entries.get(key);
    if (!old) return;
    this.#entries.delete(key);
    this.#bytes -= old.bytes;
  }

  #follow(state: object): void {
    if (state === this.#state) return;
    this.#state = state;
    this.#entries.clear();
    this.#bytes = 0;
  }
}
