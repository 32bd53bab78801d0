// Whether a browser subscription's keys can be encrypted to (RFC 8291): p256dh an uncompressed point
// on P-256, auth 16 bytes. Checked when an alert is created, so a key no message can be sent to is
// refused with a 400 there instead of failing at every delivery.
import { createECDH } from "node:crypto";

export const BAD_P256DH = "La clave p256dh de la suscripción no es un punto P-256 válido";
export const BAD_AUTH = "La clave auth de la suscripción debe tener 16 bytes";

const POINT_BYTES = 65;
const AUTH_BYTES = 16;

/** null when both keys are usable; else the Spanish reason. */
export function subscriptionKeysProblem(keys: { p256dh: string; auth: string }): string | null {
  const point = Buffer.from(keys.p256dh, "base64url");
  if (point.length !== POINT_BYTES || point[0] !== 4) return BAD_P256DH;
  try {
    // OpenSSL refuses a point that is not on the curve, as the encryption would.
    const probe = createECDH("prime256v1");
    probe.generateKeys();
    probe.computeSecret(point);
  } catch {
    return BAD_P256DH;
  }
  return Buffer.from(keys.auth, "base64url").length === AUTH_BYTES ? null : BAD_AUTH;
}
