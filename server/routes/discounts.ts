// /api/descuentos: "Mis descuentos" kept with the account. Identity comes from the bearer token only;
// a change needs the XSRF header; bad input is a 400 and a union past the limit a 409, neither storing
// anything.
import { Hono } from "hono";
import { mergeDiscountsRequest } from "../../src/domain/contract/discounts.ts";
import { DISCOUNT_LIMITS } from "../../src/domain/discounts.ts";
import type { AuthEnv } from "../accounts/auth.ts";
import type { Services } from "../services.ts";
import { createDiscountsRepository } from "../discounts/discounts-repository.ts";
import { fail, ok } from "../http/envelope.ts";
import { parseJsonBody } from "../http/json-body.ts";
import { requireXsrf } from "../http/xsrf.ts";

export const DISCOUNTS_BASE = "/api/descuentos";

export function descuentosRoutes(cc: Services) {
  const routes = new Hono<AuthEnv>();
  const discounts = createDiscountsRepository(cc.db);
  const auth = cc.requireAuth;

  routes.get("/", auth, async (c) => ok(c, await discounts.list(c.var.user.id)));

  /** The device's plans into the account's: union of both (a plan both hold kept once), minus what the device removed. */
  routes.post("/fusionar", requireXsrf(), cc.limitAccountWrites, auth, async (c) => {
    const parsed = await parseJsonBody(c, mergeDiscountsRequest);
    if (!parsed.ok) return parsed.response;
    const plans = await discounts.merge(c.var.user.id, parsed.value.planes, parsed.value.quitar, cc.now());
    // TOO_MANY_PLANS_MESSAGE's words, in the request's language.
    if (plans === null) {
      return fail(c, 409, /*i18n*/ "Tu cuenta y este dispositivo suman más de {max} descuentos: quita los que ya no uses y se guardarán todos en tu cuenta.", { max: DISCOUNT_LIMITS.plans });
    }
    return ok(c, plans);
  });

  return routes;
}
