// The Authorization header of a push request (RFC 8292, VAPID), signed by the web-push package and
// reused per push service for an hour. web-push signs a new token for every message when it is given
// the keys (generateRequestDetails with vapidDetails): measured 1.07 ms of CPU per message against
// 0.26 ms for the encryption, so a queue of 20,000 notifications would spend ~21 s of the event loop
// that also answers searches signing the same few tokens again (a few push services take them all).
import webpush from "web-push";
import type { VapidKeys } from "./vapid-keys.ts";

/** Push services refuse tokens valid for more than 24 h. */
const TOKEN_VALID_S = 12 * 3600;
/** A token is used for an hour, so it always has 11 h left when a push service checks it. */
const TOKEN_REUSE_MS = 3600_000;

/** The header for a push endpoint: `vapid t=<JWT for its origin>, k=<our public key>`. */
export type VapidAuthorization = (endpoint: string) => string;

export function createVapidTokens(keys: VapidKeys, subject: string, now: () => number = Date.now): VapidAuthorization {
  const tokens = new Map<string, { header: string; until: number }>();
  return (endpoint) => {
    const audience = new URL(endpoint).origin;
    const at = now();
    const kept = tokens.get(audience);
    if (kept && kept.until > at) return kept.header;
    const expiry = Math.floor(at / 1000) + TOKEN_VALID_S;
    const header = webpush.getVapidHeaders(audience, subject, keys.publicKey, keys.privateKey, "aes128gcm", expiry).Authorization;
    tokens.set(audience, { header, until: at + TOKEN_REUSE_MS });
    return header;
  };
}
