// The push sender checks the address again when it connects: a name that resolves inward by then
// (DNS rebinding after the subscription was accepted) is never connected to.
import { createServer } from "node:net";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { NOT_PUBLIC } from "../../../server/push/push-endpoint-check.ts";
import { createPushSender } from "../../../server/push/push-sender.ts";
import { generateVapidKeys } from "../../../server/push/vapid-keys.ts";
import { newBrowserKeys } from "../../helpers/web-push-decrypt.ts";

describe("push sender", () => {
  let connections = 0;
  const listener = createServer((socket) => {
    connections++;
    socket.destroy();
  });
  let port = 0;
  beforeAll(async () => {
    await new Promise<void>((resolve) => listener.listen(0, "127.0.0.1", resolve));
    port = (listener.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => listener.close(() => resolve())));

  const send = (endpoint: string) => {
    const keys = newBrowserKeys();
    const sender = createPushSender({ keys: generateVapidKeys(), subject: "mailto:op@example.es", allowedOrigins: new Set() });
    return sender({ endpoint, p256dh: keys.p256dh, auth: keys.auth }, { payload: "{}", topic: "aviso-1" });
  };

  it("does not connect to a name that resolves to loopback", async () => {
    const before = connections;
    const outcome = await send(`https://localhost:${port}/push/1`);
    expect(outcome).toEqual({ kind: "failed", reason: `localhost resolves to a non-public address`, retry: false });
    expect(connections).toBe(before);
  });

  it("does not connect to a private IP literal", async () => {
    const before = connections;
    const outcome = await send(`https://127.0.0.1:${port}/push/1`);
    expect(outcome).toEqual({ kind: "failed", reason: NOT_PUBLIC, retry: false });
    expect(connections).toBe(before);
  });
});
