// Encrypts a push message for one browser subscription (RFC 8291, "aes128gcm" content coding of
// RFC 8188): an ephemeral ECDH P-256 key per message, HKDF-SHA-256 keyed with the subscription's
// auth secret, one AES-128-GCM record. Only the browser that holds the subscription can read it.
import { createCipheriv, createECDH, hkdfSync, randomBytes } from "node:crypto";

/** One record holds the whole message: push services accept up to 4,096 bytes of body. */
const RECORD_SIZE = 4096;
const MAX_PLAINTEXT = RECORD_SIZE - 16 /* tag */ - 1 /* delimiter */ - 86 /* header */;

export interface SubscriptionKeys {
  /** The browser's P-256 public key, uncompressed (65 bytes). */
  p256dh: Uint8Array;
  /** The 16-byte authentication secret. */
  auth: Uint8Array;
}

const hkdf = (ikm: Uint8Array, salt: Uint8Array, info: Uint8Array, length: number) =>
  Buffer.from(hkdfSync("sha256", ikm, salt, info, length));

/** The aes128gcm body: salt (16) | record size (4) | key id length (1) | our public key (65) | ciphertext. */
export function encryptPushMessage(plaintext: Uint8Array, keys: SubscriptionKeys, salt: Uint8Array = randomBytes(16)): Buffer {
  if (plaintext.length > MAX_PLAINTEXT) throw new Error(`push message too long (${plaintext.length} bytes)`);
  const ephemeral = createECDH("prime256v1");
  const ourPublic = ephemeral.generateKeys();
  const sharedSecret = ephemeral.computeSecret(keys.p256dh);
  const keyInfo = Buffer.concat([Buffer.from("WebPush: info\0"), keys.p256dh, ourPublic]);
  const ikm = hkdf(sharedSecret, keys.auth, keyInfo, 32);
  const cek = hkdf(ikm, salt, Buffer.from("Content-Encoding: aes128gcm\0"), 16);
  const nonce = hkdf(ikm, salt, Buffer.from("Content-Encoding: nonce\0"), 12);
  const cipher = createCipheriv("aes-128-gcm", cek, nonce);
  // 0x02: the last (and only) record, no padding.
  const ciphertext = Buffer.concat([cipher.update(plaintext), cipher.update(Buffer.from([2])), cipher.final(), cipher.getAuthTag()]);
  const header = Buffer.alloc(21);
  Buffer.from(salt).copy(header, 0);
  header.writeUInt32BE(RECORD_SIZE, 16);
  header.writeUInt8(ourPublic.length, 20);
  return Buffer.concat([header, ourPublic, ciphertext]);
}
