// A byte-bounded least-recently-used cache (`lru-cache`, sized by each answer's bytes) of answers that
// depend only on the request and on one piece of server state (the station index): when that state is
// replaced, every answer drops.
// An answer is kept from the second time its question is asked: most drivers search from a point of
// their own, asked once, and keeping those answers only churned the cache (and the heap, whose
// collections then paused every request) without ever being read back.
import { LRUCache } from "lru-cache";
import { answerBody, JsonAnswer, type AnswerBody } from "./json-answer.ts";

/** Questions remembered as asked once: a minute of a busy server's new points, a few hundred KB. */
const MAX_ASKED_ONCE = 20_000;

export class AnswerCache {
  // Sized by each answer's bytes, counted again when it is stored again with a compressed form made.
  // Undefined with a budget of 0: the cache is off (lru-cache needs a positive size).
  readonly #entries: LRUCache<string, JsonAnswer> | undefined;
  #state: object | undefined;
  /** Questions asked once, not yet kept; forgotten all together when it grows past its bound. */
  readonly #askedOnce = new Set<string>();

  constructor(readonly maxBytes: number) {
    this.#entries = maxBytes > 0 ? new LRUCache({ maxSize: maxBytes, sizeCalculation: (answer) => answer.bytes }) : undefined;
  }

  get bytes(): number {
    return this.#entries?.calculatedSize ?? 0;
  }

  get size(): number {
    return this.#entries?.size ?? 0;
  }

  /** The answer stored for `key` while `state` is current. */
  get(state: object, key: string): JsonAnswer | undefined {
    this.#follow(state);
    return this.#entries?.get(key);
  }

  /** Stores (or re-stores, once its gzip is made) an answer computed from `state`; one over the whole budget is not kept. */
  set(state: object, key: string, answer: JsonAnswer): void {
    this.#follow(state);
    // lru-cache sizes a value when it is new to its key: the same answer, grown, is stored anew.
    this.#entries?.delete(key);
    this.#entries?.set(key, answer);
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

  #follow(state: object): void {
    if (state === this.#state) return;
    this.#state = state;
    this.#entries?.clear();
    this.#askedOnce.clear();
  }
}
