// What one push message is on the wire (RFC 8030/8291): the encrypted body and its headers, made by
// the `web-push` package (aes128gcm encryption, TTL, Topic, Urgency), not by hand; the VAPID header
// comes from vapid-tokens.ts (web-push's too, reused per push service). Only the request is taken
// from web-push: push-sender.ts sends it, because `webpush.sendNotification` has no check of the
// address it connects to and no wall-clock deadline (its `timeout` is a socket idle timeout).
import webpush from "web-push";
import type { VapidAuthorization } from "./vapid-tokens.ts";

/** How long the push service keeps a message for a browser that is offline (seconds). */
const TTL_S = 24 * 3600;
/**
 * Push services must accept bodies up to 4,096 bytes and may refuse larger ones (RFC 8030 §7.2);
 * web-push would split a longer payload into records that a push service then refuses.
 */
export const MAX_PUSH_BODY_BYTES = 4096;

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

export interface PushRequest {
  headers: Record<string, string>;
  body: Buffer;
}

/** The request for one message, or why none can be made (a key no message can be encrypted to…). Never throws. */
export function pushRequest(target: PushTarget, message: PushMessage, vapid: VapidAuthorization): PushRequest | { problem: string } {
  let details: webpush.RequestDetails;
  let authorization: string;
  try {
    authorization = vapid(target.endpoint);
    details = webpush.generateRequestDetails({ endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } }, message.payload, {
      // No vapidDetails: web-push would sign a new token for every message; ours is added below.
      TTL: TTL_S,
      topic: message.topic,
      urgency: "normal",
      contentEncoding: "aes128gcm",
    });
  } catch (error) {
    return { problem: `no se puede cifrar para esta suscripción: ${(error as Error).message}` };
  }
  const body = details.body ?? Buffer.alloc(0);
  if (body.length > MAX_PUSH_BODY_BYTES) return { problem: `mensaje de aviso demasiado largo (${body.length} bytes)` };
  // web-push gives some header values as numbers (TTL, Content-Length); the wire has text.
  const headers = Object.fromEntries(Object.entries(details.headers).map(([name, value]) => [name, String(value)]));
  return { headers: { ...headers, Authorization: authorization }, body };
}
