// The alert service as configuration makes it: Web Push with the configured (or generated) VAPID
// keys, e-mail through the app's mailer, links on PUBLIC_URL.
import type { AppContext } from "../app-context.ts";
import type { Mailer } from "../mail/mailer.ts";
import { createPushService } from "../push/push-service.ts";
import { createAlertService } from "./alert-service.ts";

export function alertServiceFromConfig(ctx: Pick<AppContext, "config" | "db" | "catalog">, mailer: Mailer) {
  return createAlertService({
    db: ctx.db,
    catalog: ctx.catalog,
    mailer,
    push: createPushService(ctx.config, ctx.db),
    publicUrl: ctx.config.publicUrl,
  });
}
