// Content negotiation for compressed answers (RFC 9110 §12.5.3): which of the codings we make the
// client accepts, read by `negotiator` (the parser Express and Koa use). On a tie of q-values Brotli
// goes first: at the speed we compress at it is both faster and smaller than gzip.
import Negotiator from "negotiator";

export type AnswerEncoding = "br" | "gzip";

const OUR_CODINGS: readonly AnswerEncoding[] = ["br", "gzip"];

// @types/negotiator 0.6 does not know the `preferred` option that negotiator 1.x takes.
type EncodingsWithPreference = (available: readonly string[], options: { preferred: readonly string[] }) => string[];

/** The codings we make that the client accepts, best first. */
function acceptedCodings(acceptEncoding: string): AnswerEncoding[] {
  const negotiator = new Negotiator({ headers: { "accept-encoding": acceptEncoding } });
  const encodings = negotiator.encodings.bind(negotiator) as unknown as EncodingsWithPreference;
  return encodings(OUR_CODINGS, { preferred: OUR_CODINGS }) as AnswerEncoding[];
}

export function acceptsEncoding(acceptEncoding: string | undefined, coding: AnswerEncoding): boolean {
  return acceptEncoding !== undefined && acceptedCodings(acceptEncoding).includes(coding);
}

export function acceptsGzip(acceptEncoding: string | undefined): boolean {
  return acceptsEncoding(acceptEncoding, "gzip");
}

/**
 * Clients send one of a handful of Accept-Encoding values (each browser its own, always the same), so
 * the choice is remembered per value instead of negotiated on every answer. Bounded: a client sending
 * ever-new values only ever fills this many.
 */
const KNOWN_VALUES = 64;
const choices = new Map<string, AnswerEncoding | null>();

/** The coding to send: the accepted one with the highest q-value. null: send the bytes as they are. */
export function preferredEncoding(acceptEncoding: string | undefined): AnswerEncoding | null {
  if (!acceptEncoding) return null;
  const known = choices.get(acceptEncoding);
  if (known !== undefined) return known;
  const choice = acceptedCodings(acceptEncoding)[0] ?? null;
  if (choices.size < KNOWN_VALUES) choices.set(acceptEncoding, choice);
  return choice;
}
