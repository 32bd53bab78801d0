// What every API function returns instead of throwing at the UI: the entity, or why it failed.
export type ApiFailureReason =
  /** No answer: offline, DNS, timeout, CORS. */
  | "network"
  /** The server answered {success: false, message} (any HTTP status). */
  | "rejected"
  /** An HTTP error status without a readable envelope. */
  | "status"
  /** A 2xx answer that does not match the contract. */
  | "malformed";

/** Where an answer came from: the network, or an offline fallback (service-worker cache, snapshot). */
export type DataSource = "network" | "cache" | "snapshot";

export type ApiSuccess<T> = {
  ok: true;
  data: T;
  message: string | null;
  /** Set by offline fallbacks; absent means a fresh answer from the network. */
  source?: DataSource;
  /** When the data was fetched or stored (ms since the epoch), when it is older than this answer. */
  fetchedAt?: number;
  /** When its prices were published (the feed's date, ms since the epoch), when the answer knows it. */
  pricesAt?: number;
};
export type ApiFailure = {
  ok: false; reason: ApiFailureReason; message: string; status: number | null;
  /** A 429's Retry-After, in seconds, when the server said it. */
  retryAfterS?: number;
};
export type ApiResult<T> = ApiSuccess<T> | ApiFailure;
