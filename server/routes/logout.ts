// POST /api/token/logout (our own call; SPEC's logout only forgot the token on the device): revokes
// the token it is sent with on the server, so a copy of it stops working at once.
import { Hono } from "hono";
import type { AuthEnv } from "../accounts/auth.ts";
import type { Services } from "../services.ts";
import { ok } from "../http/envelope.ts";
import { requireXsrf } from "../http/xsrf.ts";

export function logoutRoutes(cc: Services) {
  const routes = new Hono<AuthEnv>();
  routes.post("/logout", requireXsrf(), cc.requireAuth, async (c) => {
    const { tokenId, expiresAt } = c.var.token;
    if (tokenId) await cc.revokedTokens.revoke(tokenId, expiresAt);
    return ok(c, null, /*i18n*/ "Sesión cerrada.");
  });
  return routes;
}
