// One error type for "this feed must not be ingested": the caller records the run as failed and
// changes nothing. The code lets tests and logs tell the causes apart; the message is for operators.

export type FeedErrorCode =
  | "invalid_json"
  | "missing_list"
  | "empty_feed"
  | "bad_fecha"
  | "too_few_stations"
  | "too_many_rejected"
  | "too_large"
  | "http_status"
  | "network"
  | "timeout"
  | "tls_handshake"
  | "aborted";

export class FeedError extends Error {
  override readonly name = "FeedError";
  /** The HTTP status, for http_status errors. */
  readonly status: number | undefined;
  constructor(
    readonly code: FeedErrorCode,
    message: string,
    options: { cause?: unknown; status?: number } = {},
  ) {
    super(message, { cause: options.cause });
    this.status = options.status;
  }
}
