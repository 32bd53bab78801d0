// The push sender checks the address again when it connects: a name that resolves inward by then
// (DNS rebinding after the subscription was accepted) is refused before any connection (a connection
// tried would fail with another reason). One attempt ends at its wall-clock deadline whatever the
// push service sends, and a key no message can be encrypted to is an outcome, not a throw.
import { describe, expect, it } from "vitest";
import { NOT_PUBLIC } from "../../../server/push/push-endpoint-check.ts";
import { createPushSender } from "../../../server/push/push-sender.ts";
import { generateVapidKeys } from "../../../server/push/vapid-keys.ts";
import { newBrowserKeys } from "../../helpers/web-push-decrypt.ts";
import { startDrippingPushService } from "../../helpers/dripping-push-service.ts";

describe("push sender", () => {
  const send = (endpoint: string) => {
    const keys = newBrowserKeys();
    const sender = createPushSender({ keys: generateVapidKeys(), subject: "mailto:op@example.es", allowedOrigins: new Set() });
    return sender({ endpoint, p256dh: keys.p256dh, auth: keys.auth }, { payload: "{}", topic: "aviso-1" });
  };

  it("does not connect to a name that resolves to loopback", async () => {
    const outcome = await send("https://localhost/push/1");
    expect(outcome).toEqual({ kind: "failed", reason: `localhost resolves to a non-public address`, retry: false });
  });

  it("does not connect to a private IP literal", async () => {
    const outcome = await send("https://127.0.0.1/push/1");
    expect(outcome).toEqual({ kind: "failed", reason: NOT_PUBLIC, retry: false });
  });

  it("gives up at its wall-clock deadline on a push service that drips its headers, to try again later", async () => {
    const dripping = await startDrippingPushService(100);
    try {
      const keys = newBrowserKeys();
      const sender = createPushSender({ keys: generateVapidKeys(), subject: "mailto:op@example.es", allowedOrigins: new Set([dripping.origin]), deadlineMs: 600 });
      const started = performance.now();
      const outcome = await sender({ endpoint: `${dripping.origin}/push/1`, p256dh: keys.p256dh, auth: keys.auth }, { payload: "{}", topic: "aviso-1" });
      const tookMs = performance.now() - started;
      expect(outcome).toEqual({ kind: "failed", reason: "sin respuesta completa en 0.6 s", retry: true });
      expect(tookMs).toBeGreaterThanOrEqual(550);
      expect(tookMs).toBeLessThan(1500);
      expect(dripping.requests()).toBe(1);
    } finally {
      await dripping.close();
    }
  });

  it("answers a key that is not a P-256 point with an outcome that is never retried", async () => {
    const sender = createPushSender({ keys: generateVapidKeys(), subject: "mailto:op@example.es", allowedOrigins: new Set(["http://127.0.0.1:9"]) });
    const notAPoint = Buffer.concat([Buffer.from([4]), Buffer.alloc(64, 1)]).toString("base64url");
    const outcome = await sender({ endpoint: "http://127.0.0.1:9/push/1", p256dh: notAPoint, auth: Buffer.alloc(16).toString("base64url") }, { payload: "{}", topic: "aviso-1" });
    expect(outcome).toMatchObject({ kind: "failed", retry: false });
  });
});
