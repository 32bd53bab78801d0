// POST /api/gasolinaeco/contact: the contact form. Stored first, then mailed to OPERATOR_EMAIL with
// the visitor's address as Reply-To; a mail failure is logged and the message stays stored.
import { Hono } from "hono";
import { contactRequest } from "../../src/domain/contract/accounts.ts";
import type { Services } from "../services.ts";
import { contactMail } from "../mail/messages.ts";
import { rateLimit } from "../limits/rate-limit.ts";
import { ok } from "../http/envelope.ts";
import { parseJsonBody } from "../http/json-body.ts";
import { requireXsrf } from "../http/xsrf.ts";
import { partLog } from "../log/logger.ts";

export function contactRoutes(cc: Services) {
  const routes = new Hono();
  const perIp = cc.rateCounters.counter("contacto", { limit: cc.config.accounts.rateLimits.contactPerHour, windowMs: 3_600_000 });

  routes.post("/contact", requireXsrf(), rateLimit(perIp, (c) => cc.clientIp(c)), async (c) => {
    const parsed = await parseJsonBody(c, contactRequest);
    if (!parsed.ok) return parsed.response;
    const message = parsed.value;
    const id = await cc.contact.add(message, cc.now());
    try {
      await cc.mailer.send(contactMail(cc.config.accounts.operatorEmail, message));
      await cc.contact.markMailed(id, cc.now());
    } catch (error) {
      partLog("mail").error({ err: error }, `mensaje de contacto ${id} guardado pero no enviado`);
    }
    return ok(c, null, /*i18n*/ "Mensaje enviado correctamente");
  });

  return routes;
}
