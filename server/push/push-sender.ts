// Sends one encrypted push message (RFC 8030) to a subscription's endpoint and says what the push
// service answered. The connection only ever goes to public addresses (the lookup refuses others,
// and IP literals are checked before connecting) unless the endpoint's origin is allowed by the
// operator. 404 and 410 mean the subscription is gone: the caller deletes it.
import { request as httpRequest, type RequestOptions } from "node:http";
import { request as httpsRequest } from "node:https";
import { lookup as dnsLookup, type LookupAddress } from "node:dns";
import type { LookupFunction } from "node:net";
import { isPublicAddress } from "./public-address.ts";
import { pushUrlVerdict } from "./push-endpoint-check.ts";
import { encryptPushMessage } from "./web-push-encrypt.ts";
import { vapidAuthorization } from "./vapid-jwt.ts";
import type { VapidKeys } from "./vapid-keys.ts";

const TIMEOUT_MS = 10_000;
/** How long the push service keeps a message for a browser that is offline (seconds). */
const TTL_S = 24 * 3600;

export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

export type PushOutcome = { kind: "sent" } | { kind: "gone"; status: number } | { kind: "failed"; reason: string };

/** dns.lookup that fails on any address that is not public: checked on the address actually used. */
const publicOnlyLookup: LookupFunction = (hostname, options, callback) => {
  dnsLookup(hostname, { ...options, all: true }, (error, addresses) => {
    if (error) return callback(error, "", 0);
    const list = addresses as unknown as LookupAddress[];
    const bad = list.find((a) => !isPublicAddress(a.address));
    if (bad || list.length === 0) return callback(Object.assign(new Error(`${hostname} resolves to a non-public address`), { code: "ENOTPUBLIC" }), "", 0);
    if (options.all) return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, list);
    callback(null, list[0]!.address, list[0]!.family);
  });
};

export interface PushSenderOptions {
  keys: VapidKeys;
  /** The VAPID subject: mailto: of the operator, so a push service can reach us. */
  subject: string;
  allowedOrigins: ReadonlySet<string>;
  now(): Date;
}

export type PushSender = (target: PushTarget, payload: string) => Promise<PushOutcome>;

export function createPushSender(options: PushSenderOptions): PushSender {
  return async (target, payload) => {
    // Names are resolved at connection time (publicOnlyLookup); here the URL itself is checked.
    const verdict = pushUrlVerdict(target.endpoint, options.allowedOrigins);
    if ("problem" in verdict) return { kind: "failed", reason: verdict.problem };
    const url = new URL(target.endpoint);
    const body = encryptPushMessage(Buffer.from(payload, "utf8"), {
      p256dh: Buffer.from(target.p256dh, "base64url"),
      auth: Buffer.from(target.auth, "base64url"),
    });
    const allowed = "allowed" in verdict && verdict.byOperator;
    const requestOptions: RequestOptions = {
      method: "POST",
      timeout: TIMEOUT_MS,
      headers: {
        TTL: String(TTL_S),
        Urgency: "normal",
        "Content-Encoding": "aes128gcm",
        "Content-Type": "application/octet-stream",
        "Content-Length": String(body.length),
        Authorization: await vapidAuthorization(target.endpoint, options.keys, options.subject, options.now()),
      },
      ...(allowed ? {} : { lookup: publicOnlyLookup }),
    };
    const send = url.protocol === "https:" ? httpsRequest : httpRequest;
    return new Promise<PushOutcome>((resolve) => {
      const req = send(url, requestOptions, (res) => {
        res.resume();
        const status = res.statusCode ?? 0;
        if (status === 404 || status === 410) resolve({ kind: "gone", status });
        else if (status >= 200 && status < 300) resolve({ kind: "sent" });
        else resolve({ kind: "failed", reason: `HTTP ${status}` });
      });
      req.on("timeout", () => req.destroy(new Error("timeout")));
      req.on("error", (error) => resolve({ kind: "failed", reason: error.message }));
      req.end(body);
    });
  };
}
