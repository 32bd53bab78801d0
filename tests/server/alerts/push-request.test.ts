// One push message as the web-push package makes it for our sender: readable by the subscription's
// browser only, with the headers a push service needs, or a reason when none can be made.
import { describe, expect, it } from "vitest";
import { MAX_PUSH_BODY_BYTES, pushRequest, type PushRequest } from "../../../server/push/push-request.ts";
import { generateVapidKeys } from "../../../server/push/vapid-keys.ts";
import { createVapidTokens } from "../../../server/push/vapid-tokens.ts";
import { decryptPushMessage, newBrowserKeys } from "../../helpers/web-push-decrypt.ts";

const vapid = generateVapidKeys();
const authorization = createVapidTokens(vapid, "mailto:op@example.es");
const browser = newBrowserKeys();
const target = { endpoint: "https://push.example.com/send/abc", p256dh: browser.p256dh, auth: browser.auth };

function made(payload: string, topic = "aviso-7"): PushRequest {
  const request = pushRequest(target, { payload, topic }, authorization);
  if ("problem" in request) throw new Error(request.problem);
  return request;
}

describe("push request", () => {
  it("is readable by the subscription's browser, with a new key each time, and by no other", () => {
    const text = '{"titulo":"Diésel a 1,399 €"}';
    const [a, b] = [made(text).body, made(text).body];
    expect([decryptPushMessage(a, browser), decryptPushMessage(b, browser)]).toEqual([text, text]);
    expect(a.subarray(21, 86).equals(b.subarray(21, 86))).toBe(false);
    expect(() => decryptPushMessage(a, newBrowserKeys())).toThrow();
  });

  it("carries the topic, a day's TTL, the aes128gcm coding and our VAPID key", () => {
    const { headers, body } = made("{}", "aviso-42");
    expect(headers).toMatchObject({ Topic: "aviso-42", TTL: "86400", Urgency: "normal", "Content-Encoding": "aes128gcm", "Content-Length": String(body.length) });
    expect(headers.Authorization).toBe(authorization(target.endpoint));
  });

  it("names no message that a push service would refuse as too long", () => {
    const request = pushRequest(target, { payload: "x".repeat(MAX_PUSH_BODY_BYTES), topic: "aviso-1" }, authorization);
    expect(request).toEqual({ problem: expect.stringMatching(/demasiado largo/) });
  });

  it("says why when the subscription's key is not a P-256 point", () => {
    const request = pushRequest({ ...target, p256dh: Buffer.alloc(20).toString("base64url") }, { payload: "{}", topic: "aviso-1" }, authorization);
    expect(request).toEqual({ problem: expect.stringMatching(/^no se puede cifrar para esta suscripción/) });
  });
});
