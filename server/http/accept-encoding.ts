// Content negotiation for compressed answers (RFC 9110 §12.5.3): which of the codings we make the
// client accepts. A coding is accepted when listed (or covered by "*") with a q-value above 0.
export type AnswerEncoding = "br" | "gzip";

function qualities(acceptEncoding: string): Map<string, number> {
  const q = new Map<string, number>();
  for (const part of acceptEncoding.split(",")) {
    const [coding, ...params] = part.trim().toLowerCase().split(";");
    if (!coding) continue;
    const value = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
    q.set(coding.trim(), value === undefined ? 1 : Number(value));
  }
  return q;
}

function qualityOf(q: Map<string, number>, coding: AnswerEncoding): number {
  return q.get(coding) ?? q.get("*") ?? 0;
}

export function acceptsEncoding(acceptEncoding: string | undefined, coding: AnswerEncoding): boolean {
  return acceptEncoding !== undefined && qualityOf(qualities(acceptEncoding), coding) > 0;
}

export function acceptsGzip(acceptEncoding: string | undefined): boolean {
  return acceptsEncoding(acceptEncoding, "gzip");
}

/**
 * Clients send one of a handful of Accept-Encoding values (each browser its own, always the same), so
 * the choice is remembered per value instead of parsed on every answer. Bounded: a client sending
 * ever-new values only ever fills this many.
 */
const KNOWN_VALUES = 64;
const choices = new Map<string, AnswerEncoding | null>();

/**
 * The coding to send: the accepted one with the highest q-value; on a tie Brotli, which at the speed
 * we compress at is both faster and smaller than gzip. null: send the bytes as they are.
 */
export function preferredEncoding(acceptEncoding: string | undefined): AnswerEncoding | null {
  if (!acceptEncoding) return null;
  const known = choices.get(acceptEncoding);
  if (known !== undefined) return known;
  const choice = chooseEncoding(acceptEncoding);
  if (choices.size < KNOWN_VALUES) choices.set(acceptEncoding, choice);
  return choice;
}

function chooseEncoding(acceptEncoding: string): AnswerEncoding | null {
  const q = qualities(acceptEncoding);
  const br = qualityOf(q, "br");
  const gzip = qualityOf(q, "gzip");
  if (br <= 0 && gzip <= 0) return null;
  return br >= gzip ? "br" : "gzip";
}
