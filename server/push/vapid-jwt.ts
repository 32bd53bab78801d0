// The Authorization header of a push request (RFC 8292, VAPID): an ES256 JWT naming the push
// service's origin, signed with our private key, beside our public key. Push services refuse
// messages to a subscription made with another key.
import { importJWK, SignJWT } from "jose";
import type { VapidKeys } from "./vapid-keys.ts";

/** Push services refuse tokens valid for more than 24 h. */
const TOKEN_HOURS = 12;

type SigningKey = Awaited<ReturnType<typeof importJWK>>;
const signingKeys = new WeakMap<VapidKeys, Promise<SigningKey>>();

function signingKey(keys: VapidKeys): Promise<SigningKey> {
  let key = signingKeys.get(keys);
  if (!key) {
    key = importJWK({ kty: "EC", crv: "P-256", ...keys.jwk }, "ES256");
    signingKeys.set(keys, key);
  }
  return key;
}

export async function vapidAuthorization(endpoint: string, keys: VapidKeys, subject: string, now: Date): Promise<string> {
  const jwt = await new SignJWT({ sub: subject })
    .setProtectedHeader({ typ: "JWT", alg: "ES256" })
    .setAudience(new URL(endpoint).origin)
    .setExpirationTime(Math.floor(now.getTime() / 1000) + TOKEN_HOURS * 3600)
    .sign(await signingKey(keys));
  return `vapid t=${jwt}, k=${keys.publicKey}`;
}
