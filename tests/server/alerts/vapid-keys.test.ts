// The server's VAPID key pair as it is generated on a first start: always a whole P-256 private key.
import { describe, expect, it } from "vitest";
import { generateVapidKeys, vapidKeysFrom } from "../../../server/push/vapid-keys.ts";

describe("generated VAPID keys", () => {
  it("always give a 32-byte private key, even when the secret number starts with a zero byte", () => {
    // One key in 256 has a leading zero byte, which Node's ECDH leaves out: 3,000 generations meet
    // about a dozen of them. Each must start the server, not stop it.
    for (let i = 0; i < 3000; i++) {
      const keys = generateVapidKeys();
      expect(Buffer.from(keys.privateKey, "base64url")).toHaveLength(32);
      expect(vapidKeysFrom(keys.publicKey, keys.privateKey)).toEqual(keys);
    }
  });
});
