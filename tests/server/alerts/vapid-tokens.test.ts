// The VAPID header a push service checks (RFC 8292): signed for its origin with our key, and reused
// for an hour instead of signed again for every message.
import { decodeJwt, importJWK, jwtVerify } from "jose";
import { describe, expect, it } from "vitest";
import { generateVapidKeys } from "../../../server/push/vapid-keys.ts";
import { createVapidTokens } from "../../../server/push/vapid-tokens.ts";

const keys = generateVapidKeys();
const HOUR = 3600_000;

function token(header: string): string {
  const match = /^vapid t=([^,]+), k=(.+)$/.exec(header);
  expect(match?.[2]).toBe(keys.publicKey);
  return match![1]!;
}

describe("VAPID tokens", () => {
  it("are signed by our key for the push service's origin, valid 12 hours", async () => {
    const start = Date.now();
    const header = createVapidTokens(keys, "mailto:op@example.es", () => start)("https://push.example.com/send/abc?x=1");
    const point = Buffer.from(keys.publicKey, "base64url");
    const publicKey = await importJWK({ kty: "EC", crv: "P-256", x: point.subarray(1, 33).toString("base64url"), y: point.subarray(33).toString("base64url") }, "ES256");
    const { payload } = await jwtVerify(token(header), publicKey, { audience: "https://push.example.com" });
    expect(payload).toMatchObject({ sub: "mailto:op@example.es", exp: Math.floor(start / 1000) + 12 * 3600 });
  });

  it("are reused for the same push service within the hour and signed anew after it", () => {
    let now = Date.now();
    const authorization = createVapidTokens(keys, "mailto:op@example.es", () => now);
    const first = authorization("https://push.example.com/send/a");
    now += HOUR - 1;
    expect(authorization("https://push.example.com/send/b")).toBe(first);
    now += 2;
    const later = authorization("https://push.example.com/send/a");
    expect(decodeJwt(token(later)).exp).toBeGreaterThan(decodeJwt(token(first)).exp!);
  });

  it("are not shared between push services", () => {
    const authorization = createVapidTokens(keys, "mailto:op@example.es");
    const google = authorization("https://fcm.googleapis.com/wp/abc");
    const mozilla = authorization("https://updates.push.services.mozilla.com/wpush/v2/abc");
    expect([decodeJwt(token(google)).aud, decodeJwt(token(mozilla)).aud]).toEqual(["https://fcm.googleapis.com", "https://updates.push.services.mozilla.com"]);
  });
});
