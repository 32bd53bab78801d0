// The most bytes of feed the server will hold, as downloaded and once decompressed. The national feed
// is ~13 MB of JSON, while a 1 MB gzip of spaces is 1 GB: past this limit the run fails with its
// reason, in bounded memory, and the data stays as it was.
import { FeedError } from "./feed-error.ts";

export const MAX_FEED_BYTES = 100 * 1024 * 1024;

export function feedTooLarge(limit: number, what = "El feed descomprimido"): FeedError {
  return new FeedError("too_large", `${what} pasa de ${formatMegabytes(limit)}: se descarta sin terminar de leerlo (¿datos dañados o maliciosos?)`);
}

function formatMegabytes(bytes: number): string {
  const mb = bytes / (1024 * 1024);
  return mb >= 1 ? `${Math.round(mb)} MB` : `${bytes} bytes`;
}
