// The alert service as configuration makes it: Web Push with the configured (or generated) VAPID
// keys, e-mail through the app's mailer under the per-address cap, links on PUBLIC_URL.
import type { AppContext } from "../app-context.ts";
import type { Mailer } from "../mail/mailer.ts";
import { recipientCappedMailer } from "../mail/recipient-cap.ts";
import { createPushService } from "../push/push-service.ts";
import { createAlertService, type AlertServiceOptions } from "./alert-service.ts";

export function alertServiceFromConfig(ctx: Pick<AppContext, "config" | "db" | "catalog" | "now">, mailer: Mailer, options: Pick<AlertServiceOptions, "sendsPerSecond" | "onDelivery"> = {}) {
  return createAlertService({
    db: ctx.db,
    catalog: ctx.catalog,
    mailer: recipientCappedMailer(mailer, ctx.db, ctx.now),
    push: createPushService(ctx.config, ctx.db),
    publicUrl: ctx.config.publicUrl,
    now: ctx.now,
    ...options,
  });
}
