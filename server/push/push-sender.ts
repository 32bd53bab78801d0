// Sends one encrypted push message (RFC 8030) to a subscription's endpoint and says what the push
// service answered. The connection only ever goes to public addresses (the lookup refuses others,
// and IP literals are checked before connecting) unless the endpoint's origin is allowed by the
// operator. One attempt never lasts more than ATTEMPT_DEADLINE_MS of wall clock, whatever the push
// service sends or holds back (a socket timeout restarts with every byte, so a service dripping its
// headers would hold it for ever). 404 and 410 mean the subscription is gone: the caller deletes it.
// Whatever fails (a key no message can be encrypted to included) is an outcome, never a throw.
import { Agent as HttpAgent, request as httpRequest, type RequestOptions } from "node:http";
import { Agent as HttpsAgent, request as httpsRequest } from "node:https";
import { lookup as dnsLookup, type LookupAddress } from "node:dns";
import type { LookupFunction } from "node:net";
import { isPublicAddress } from "./public-address.ts";
import { pushUrlVerdict } from "./push-endpoint-check.ts";
import { encryptPushMessage } from "./web-push-encrypt.ts";
import { vapidAuthorization } from "./vapid-jwt.ts";
import type { VapidKeys } from "./vapid-keys.ts";

/** The whole attempt, from the name lookup to the status line. */
export const ATTEMPT_DEADLINE_MS = 10_000;
/** How long the push service keeps a message for a browser that is offline (seconds). */
const TTL_S = 24 * 3600;
/** A signed VAPID token is reused for the same push service this long (it is valid for 12 h). */
const TOKEN_REUSE_MS = 3600_000;
/**
 * Connections kept open to each push service: a few services (Google's, Mozilla's, Apple's) take
 * every message, and a new TLS connection per message would cost more than the message.
 */
const KEPT_SOCKETS_PER_SERVICE = 8;

export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

export interface PushMessage {
  payload: string;
  /**
   * RFC 8030 Topic: a later message with the same topic replaces one the push service still holds,
   * so a notification sent again after a crash shows once on the phone.
   */
  topic: string;
}

/** `retry`: worth trying again later (time-out, network, 5xx, 429); else it never will be sent. */
export type PushOutcome = { kind: "sent" } | { kind: "gone"; status: number } | { kind: "failed"; reason: string; retry: boolean };

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
  /** Tests shorten it; never longer than ATTEMPT_DEADLINE_MS. */
  deadlineMs?: number;
}

export type PushSender = (target: PushTarget, message: PushMessage) => Promise<PushOutcome>;

function outcomeOfStatus(status: number): PushOutcome {
  if (status === 404 || status === 410) return { kind: "gone", status };
  if (status >= 200 && status < 300) return { kind: "sent" };
  return { kind: "failed", reason: `HTTP ${status}`, retry: status >= 500 || status === 429 };
}

export function createPushSender(options: PushSenderOptions): PushSender {
  const deadlineMs = Math.min(options.deadlineMs ?? ATTEMPT_DEADLINE_MS, ATTEMPT_DEADLINE_MS);
  const tokens = new Map<string, { header: string; until: number }>();
  const agentOptions = { keepAlive: true, maxSockets: KEPT_SOCKETS_PER_SERVICE, maxFreeSockets: KEPT_SOCKETS_PER_SERVICE };
  const httpAgent = new HttpAgent(agentOptions);
  const httpsAgent = new HttpsAgent(agentOptions);
  const authorization = async (endpoint: string): Promise<string> => {
    const origin = new URL(endpoint).origin;
    const now = options.now();
    const cached = tokens.get(origin);
    if (cached && cached.until > now.getTime()) return cached.header;
    const header = await vapidAuthorization(endpoint, options.keys, options.subject, now);
    tokens.set(origin, { header, until: now.getTime() + TOKEN_REUSE_MS });
    return header;
  };

  return async (target, message) => {
    // Names are resolved at connection time (publicOnlyLookup); here the URL itself is checked.
    const verdict = pushUrlVerdict(target.endpoint, options.allowedOrigins);
    if ("problem" in verdict) return { kind: "failed", reason: verdict.problem, retry: false };
    let body: Buffer;
    try {
      body = encryptPushMessage(Buffer.from(message.payload, "utf8"), {
        p256dh: Buffer.from(target.p256dh, "base64url"),
        auth: Buffer.from(target.auth, "base64url"),
      });
    } catch (error) {
      return { kind: "failed", reason: `no se puede cifrar para esta suscripción: ${(error as Error).message}`, retry: false };
    }
    const url = new URL(target.endpoint);
    const allowed = "allowed" in verdict && verdict.byOperator;
    const https = url.protocol === "https:";
    const requestOptions: RequestOptions = {
      method: "POST",
      agent: https ? httpsAgent : httpAgent,
      headers: {
        TTL: String(TTL_S),
        Urgency: "normal",
        Topic: message.topic,
        "Content-Encoding": "aes128gcm",
        "Content-Type": "application/octet-stream",
        "Content-Length": String(body.length),
        Authorization: await authorization(target.endpoint),
      },
      ...(allowed ? {} : { lookup: publicOnlyLookup }),
    };
    const send = https ? httpsRequest : httpRequest;
    return new Promise<PushOutcome>((resolve) => {
      let settled = false;
      const settle = (outcome: PushOutcome) => {
        if (settled) return;
        settled = true;
        clearTimeout(deadline);
        resolve(outcome);
      };
      const req = send(url, requestOptions, (res) => {
        settle(outcomeOfStatus(res.statusCode ?? 0));
        // Only the status matters. The body is read so the connection can carry the next message,
        // but a body still coming after a deadline of its own loses the connection.
        const cut = setTimeout(() => res.destroy(), deadlineMs);
        res.once("close", () => clearTimeout(cut));
        res.resume();
      });
      const deadline = setTimeout(() => {
        settle({ kind: "failed", reason: `sin respuesta completa en ${deadlineMs / 1000} s`, retry: true });
        req.destroy();
      }, deadlineMs);
      // A name resolving inward stays refused; any other network failure may pass.
      req.on("error", (error) => settle({ kind: "failed", reason: error.message, retry: (error as NodeJS.ErrnoException).code !== "ENOTPUBLIC" }));
      req.end(body);
    });
  };
}
