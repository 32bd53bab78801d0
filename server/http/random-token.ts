// Random tokens without a call into OpenSSL per token: 32 random bytes are sliced from a pool filled
// 256 tokens at a time (the same trick node's randomUUID uses). Every byte is used once.
import { randomFillSync } from "node:crypto";

const TOKEN_BYTES = 32;
const pool = Buffer.alloc(TOKEN_BYTES * 256);
let offset = pool.length;

/** 32 random bytes as base64url (43 characters). */
export function randomToken(): string {
  if (offset === pool.length) {
    randomFillSync(pool);
    offset = 0;
  }
  const token = pool.toString("base64url", offset, offset + TOKEN_BYTES);
  offset += TOKEN_BYTES;
  return token;
}
