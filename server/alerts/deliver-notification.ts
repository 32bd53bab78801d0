// Sends one queued notification, by push or by mail, and says what became of it. Never throws and
// never takes longer than the attempt deadline: whatever one subscription, push service or mail
// server does touches its own notification only.
import type { Mailer } from "../mail/mailer.ts";
import { RecipientCapReached } from "../mail/recipient-cap.ts";
import { ATTEMPT_DEADLINE_MS, type PushSender } from "../push/push-sender.ts";
import { alertMail, alertNotification } from "./alert-messages.ts";
import type { ClaimedDelivery } from "./delivery-queue.ts";

export type DeliveryOutcome =
  | { kind: "sent" }
  | { kind: "gone"; subscriptionId: number; status: number }
  | { kind: "retry"; reason: string }
  | { kind: "drop"; reason: string };

export interface NotificationChannels {
  pushSender(): Promise<PushSender>;
  mailer: Mailer;
  publicUrl: string;
  /** Tests shorten it; never longer than ATTEMPT_DEADLINE_MS. */
  deadlineMs?: number;
}

/** The push Topic (RFC 8030: ≤ 32 URL-safe characters): the same for every attempt of one notification. */
export const notificationTopic = (deliveryId: number) => `aviso-${deliveryId}`;

function withDeadline<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`sin respuesta en ${ms / 1000} s`)), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

export function createNotificationDelivery(channels: NotificationChannels) {
  const deadlineMs = Math.min(channels.deadlineMs ?? ATTEMPT_DEADLINE_MS, ATTEMPT_DEADLINE_MS);
  return async function deliver(item: ClaimedDelivery): Promise<DeliveryOutcome> {
    try {
      if (item.push) {
        const send = await channels.pushSender();
        const payload = JSON.stringify(alertNotification(item.news));
        const outcome = await send(item.push, { payload, topic: notificationTopic(item.id) });
        if (outcome.kind === "sent") return outcome;
        if (outcome.kind === "gone") return { kind: "gone", subscriptionId: item.push.subscriptionId, status: outcome.status };
        return outcome.retry ? { kind: "retry", reason: outcome.reason } : { kind: "drop", reason: outcome.reason };
      }
      if (item.email) {
        const mail = alertMail(item.email.address, item.news, channels.publicUrl, item.email.unsubscribeToken);
        await withDeadline(channels.mailer.send(mail), deadlineMs);
        return { kind: "sent" };
      }
      return { kind: "drop", reason: "el aviso ya no tiene suscripción ni correo" };
    } catch (error) {
      if (error instanceof RecipientCapReached) return { kind: "drop", reason: error.message };
      return { kind: "retry", reason: (error as Error).message };
    }
  };
}
