// A push service on 127.0.0.1 for tests, in the role Mozilla's or Google's plays: it takes encrypted
// messages for its subscriptions, checks the VAPID token (RFC 8292: ES256, audience, expiry, signed
// by the key in `k=`) and decrypts with the subscription's browser keys (RFC 8291). A subscription
// can be made to answer 410 Gone (the browser unsubscribed) or a 5xx (the service is down), and the
// whole service can be slowed down (every answer held for a while, as a loaded push service does).
import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import { importJWK, jwtVerify } from "jose";
import { decryptPushMessage, newBrowserKeys, type BrowserKeys } from "./web-push-decrypt.ts";

export interface ReceivedPush {
  subscription: string;
  vapidKey: string;
  vapidSubject: unknown;
  headers: IncomingMessage["headers"];
  payload: unknown;
}

export interface TestSubscription {
  /** What `PushSubscription.toJSON()` gives. */
  json: { endpoint: string; expirationTime: null; keys: { p256dh: string; auth: string } };
  keys: BrowserKeys;
}

async function verifyVapid(authorization: string, origin: string): Promise<{ key: string; subject: unknown }> {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(authorization);
  if (!match) throw new Error(`bad Authorization: ${authorization}`);
  const point = Buffer.from(match[2]!, "base64url");
  const key = await importJWK({ kty: "EC", crv: "P-256", x: point.subarray(1, 33).toString("base64url"), y: point.subarray(33).toString("base64url") }, "ES256");
  const { payload, protectedHeader } = await jwtVerify(match[1]!, key, { audience: origin, algorithms: ["ES256"] });
  if (!payload.exp || payload.exp * 1000 > Date.now() + 24 * 3600_000) throw new Error("VAPID token expiry missing or over 24 h");
  if (protectedHeader.typ !== "JWT") throw new Error("VAPID header typ is not JWT");
  return { key: match[2]!, subject: payload.sub };
}

export async function startLocalPushService() {
  const subscriptions = new Map<string, { keys: BrowserKeys; gone: 404 | 410 | null; failing: number | null }>();
  const received: ReceivedPush[] = [];
  const problems: string[] = [];
  const waiters: (() => void)[] = [];
  let origin = "";
  let answerDelayMs = 0;
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      void (async () => {
        const id = (req.url ?? "").replace(/^\/push\//, "");
        const sub = subscriptions.get(id);
        if (!sub || req.method !== "POST") return res.writeHead(404).end();
        if (sub.gone) return res.writeHead(sub.gone).end();
        if (sub.failing) return res.writeHead(sub.failing).end();
        if (answerDelayMs > 0) await new Promise((r) => setTimeout(r, answerDelayMs));
        try {
          if (req.headers["content-encoding"] !== "aes128gcm") throw new Error(`Content-Encoding ${req.headers["content-encoding"]}`);
          if (!req.headers.ttl) throw new Error("no TTL header");
          const vapid = await verifyVapid(req.headers.authorization ?? "", origin);
          const payload: unknown = JSON.parse(decryptPushMessage(Buffer.concat(chunks), sub.keys));
          received.push({ subscription: id, vapidKey: vapid.key, vapidSubject: vapid.subject, headers: req.headers, payload });
          res.writeHead(201).end();
        } catch (error) {
          problems.push((error as Error).message);
          res.writeHead(400).end();
        }
        waiters.splice(0).forEach((wake) => wake());
      })();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  let next = 0;
  return {
    origin,
    received,
    /** Messages the service refused (bad token, undecryptable): a test expects none. */
    problems,
    subscribe(): TestSubscription {
      const id = `sub-${(next += 1)}-${Math.random().toString(36).slice(2, 10)}`;
      const keys = newBrowserKeys();
      subscriptions.set(id, { keys, gone: null, failing: null });
      return { json: { endpoint: `${origin}/push/${id}`, expirationTime: null, keys: { p256dh: keys.p256dh, auth: keys.auth } }, keys };
    },
    /** From now on the push service answers 410 Gone (or 404) for this subscription. */
    unsubscribe(sub: TestSubscription, status: 404 | 410 = 410) {
      subscriptions.get(sub.json.endpoint.slice(`${origin}/push/`.length))!.gone = status;
    },
    /** From now on every message is answered (and counted) `ms` after it arrived. */
    slowDown(ms: number) {
      answerDelayMs = ms;
    },
    /** From now on the push service answers `status` (a 5xx: it is down) for this subscription; null: it works again. */
    failWith(sub: TestSubscription, status: number | null) {
      subscriptions.get(sub.json.endpoint.slice(`${origin}/push/`.length))!.failing = status;
    },
    /** Messages received for the subscription, waiting up to `timeoutMs` for `count` of them. */
    async waitFor(sub: TestSubscription, count = 1, timeoutMs = 5000): Promise<ReceivedPush[]> {
      const id = sub.json.endpoint.slice(`${origin}/push/`.length);
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const mine = received.filter((r) => r.subscription === id);
        if (mine.length >= count) return mine;
        if (Date.now() > deadline) throw new Error(`no push for ${id}; problems: ${problems.join("; ")}`);
        await new Promise<void>((resolve) => { waiters.push(resolve); setTimeout(resolve, 100); });
      }
    },
    forSubscription(sub: TestSubscription): ReceivedPush[] {
      const id = sub.json.endpoint.slice(`${origin}/push/`.length);
      return received.filter((r) => r.subscription === id);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type LocalPushService = Awaited<ReturnType<typeof startLocalPushService>>;
