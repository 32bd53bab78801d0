// A byte-bounded least-recently-used cache of answers that depend only on the request and on one
// piece of server state (the station index): when that state is replaced, every answer drops.
// An answer is kept from the second time its question is asked: most drivers search from a point of
// their own, asked once, and keeping those answers only churned the cache (and the heap, whose
// collections then paused every request) without ever being read back.
import { answerBody, JsonAnswer, type AnswerBody } from "./json-answer.ts";

/** Questions remembered as asked once: a minute of a busy server's new points, a few hundred KB. */
const MAX_ASKED_ONCE = 20_000;

export class AnswerCache {
  // Each entry remembers the bytes it was counted with: an answer grows when a compressed form is made.
  readonly #entries = new Map<string, { answer: JsonAnswer; bytes: number }>();
  #bytes = 0;
  #state: object | undefined;
  /** Questions asked once, not yet kept; forgotten all together when it grows past its bound. */
  readonly #askedOnce = new Set<string>();

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
   * The bytes to send for `key`: from the cache, or the JSON computed on a miss; compressed when the
   * client accepts it. A compressed form made for this client is kept too (the entry is stored again
   * so its bytes are counted).
   */
  respond(state: object, key: string, computeJson: () => Buffer, acceptEncoding: string | undefined): AnswerBody {
    const cached = this.get(state, key);
    const answer = cached ?? new JsonAnswer(computeJson());
    const encodingsBefore = answer.encodings;
    const body = answerBody(answer, acceptEncoding);
    if (cached ? answer.encodings !== encodingsBefore : this.#askedBefore(key)) this.set(state, key, answer);
    return body;
  }

  /** Whether `key` was asked before (since the last state change); remembers it if not. */
  #askedBefore(key: string): boolean {
    if (this.#askedOnce.delete(key)) return true;
    if (this.#askedOnce.size >= MAX_ASKED_ONCE) this.#askedOnce.clear();
    this.#askedOnce.add(key);
    return false;
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
    this.#askedOnce.clear();
    this.#bytes = 0;
  }
}
