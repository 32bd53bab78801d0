// A figure read from the database at most once every `maxAgeMs`, for calls that are public and
// frequent (getlastupdate, /metrics): the calls meanwhile get the value read last, those made during
// a read share it, and while the database is away they get the last value read (or `initial`) and
// the next call tries again.
export interface CachedReadOptions<T> {
  maxAgeMs: number;
  /** What is answered before the first read succeeds. */
  initial: T;
  /** A monotonic clock in ms; tests give their own. */
  now?: () => number;
}

export function cachedRead<T>(read: () => Promise<T>, options: CachedReadOptions<T>): () => Promise<T> {
  const now = options.now ?? (() => performance.now());
  let value = options.initial;
  let readAt = -Infinity;
  let reading: Promise<T> | null = null;
  return () => {
    if (now() - readAt < options.maxAgeMs) return Promise.resolve(value);
    reading ??= read()
      .then((fresh) => {
        value = fresh;
        readAt = now();
        return fresh;
      })
      .catch(() => value)
      .finally(() => {
        reading = null;
      });
    return reading;
  };
}
