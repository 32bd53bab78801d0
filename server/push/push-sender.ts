// Sends one encrypted push message (RFC 8030) to a subscription's endpoint and says what the push
// service answered. The connection only ever goes to public addresses (the lookup refuses others,
// and IP literals are checked before connecting) unless the endpoint's origin is allowed by the
// operator. One attempt never lasts more than ATTEMPT_DEADLINE_MS of wall clock, whatever the push
// service sends or holds back (a socket timeout restarts with every byte, so a service dripping its
// headers would hold it for ever). 404 and 410 mean the subscription is gone: the caller deletes it.
// Whatever fails (a key no message can be encrypted to included) is an outcome, never a throw.
// The message itself (encryption, VAPID) is made by the web-push package (push-request.ts,
// vapid-tokens.ts); this file is the transport, which web-push's own sender lacks (no address check,
// no deadline).
import { Agent as HttpAgent, request as httpRequest, type RequestOptions } from "node:http";
import { Agent as HttpsAgent, request as httpsRequest } from "node:https";
import { lookup as dnsLookup, type LookupAddress } from "node:dns";
import type { LookupFunction } from "node:net";
import { isPublicAddress } from "./public-address.ts";
import { pushUrlVerdict } from "./push-endpoint-check.ts";
import { pushRequest, type PushMessage, type PushTarget } from "./push-request.ts";
import type { VapidKeys } from "./vapid-keys.ts";
import { createVapidTokens } from "./vapid-tokens.ts";

export type { PushMessage, PushTarget } from "./push-request.ts";

/** The whole attempt, from the name lookup to the status line. */
export const ATTEMPT_DEADLINE_MS = 10_000;
/**
 * Connections kept open to each push service: a few services (Google's, Mozilla's, Apple's) take
 * every message, and a new TLS connection per message would cost more than the message.
 */
const KEPT_SOCKETS_PER_SERVICE = 8;

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
  const agentOptions = { keepAlive: true, maxSockets: KEPT_SOCKETS_PER_SERVICE, maxFreeSockets: KEPT_SOCKETS_PER_SERVICE };
  const authorization = createVapidTokens(options.keys, options.subject);
  const httpAgent = new HttpAgent(agentOptions);
  const httpsAgent = new HttpsAgent(agentOptions);

  return async (target, message) => {
    // Names are resolved at connection time (publicOnlyLookup); here the URL itself is checked.
    const verdict = pushUrlVerdict(target.endpoint, options.allowedOrigins);
    if ("problem" in verdict) return { kind: "failed", reason: verdict.problem, retry: false };
    const request = pushRequest(target, message, authorization);
    if ("problem" in request) return { kind: "failed", reason: request.problem, retry: false };
    const url = new URL(target.endpoint);
    const allowed = "allowed" in verdict && verdict.byOperator;
    const https = url.protocol === "https:";
    const requestOptions: RequestOptions = {
      method: "POST",
      agent: https ? httpsAgent : httpAgent,
      headers: request.headers,
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
      req.end(request.body);
    });
  };
}
