// A small least-recently-used cache for answers of upstream services (routes, geocoder hits):
// a Map keeps insertion order, so re-inserting on read makes the first key the least recent one.
// With `maxAgeMs`, an entry older than that is gone (a route or an address can change; a day is
// what the public services' usage policies ask us to keep answers at most before asking again).

interface Entry<V> {
  value: V;
  storedAt: number;
}

export class LruCache<K, V> {
  readonly #entries = new Map<K, Entry<V>>();

  constructor(
    readonly capacity: number,
    readonly options: { maxAgeMs?: number; now?: () => number } = {},
  ) {}

  get size(): number {
    return this.#entries.size;
  }

  #now(): number {
    return (this.options.now ?? Date.now)();
  }

  get(key: K): V | undefined {
    const entry = this.#entries.get(key);
    if (entry === undefined) return undefined;
    this.#entries.delete(key);
    if (this.options.maxAgeMs !== undefined && this.#now() - entry.storedAt >= this.options.maxAgeMs) return undefined;
    this.#entries.set(key, entry);
    return entry.value;
  }

  set(key: K, value: V): void {
    this.#entries.delete(key);
    this.#entries.set(key, { value, storedAt: this.#now() });
    while (this.#entries.size > this.capacity) {
      const oldest = this.#entries.keys().next();
      if (oldest.done) break;
      this.#entries.delete(oldest.value);
    }
  }
}
