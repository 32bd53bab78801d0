// /api/token/login: e-mail and password for a session token (SPEC §7). An unknown e-mail and a wrong
// password get the same answer in about the same time. Wrong passwords are counted per client
// address and per account; past the limit the next attempt gets 429 before any password is checked.
import { Hono } from "hono";
import { loginRequest } from "../../src/domain/contract/accounts.ts";
import { passwordNeedsRehash, hashPassword, verifyAgainstDummy, verifyPassword } from "../accounts/passwords.ts";
import { normaliseEmail } from "../accounts/users-repository.ts";
import type { CommunityContext } from "../community/community-context.ts";
import { createSlidingWindow, tooManyRequests } from "../http/rate-limit.ts";
import { fail, ok, parseJsonBody } from "../http/validate.ts";
import { requireXsrf } from "../http/xsrf.ts";

const MINUTE_MS = 60_000;
const TOO_MANY_FAILURES = "Demasiados intentos fallidos: espera un minuto y vuelve a intentarlo.";

export function tokenRoutes(cc: CommunityContext) {
  const routes = new Hono();
  const limit = cc.config.accounts.rateLimits.loginFailuresPerMin;
  const failuresByIp = createSlidingWindow({ limit, windowMs: MINUTE_MS, now: cc.nowMs });
  const failuresByAccount = createSlidingWindow({ limit, windowMs: MINUTE_MS, now: cc.nowMs });

  routes.post("/login", requireXsrf(), async (c) => {
    const parsed = await parseJsonBody(c, loginRequest);
    if (!parsed.ok) return parsed.response;
    const { email, password, keep } = parsed.value;
    const ipKey = cc.clientIp(c);
    const accountKey = normaliseEmail(email);

    for (const verdict of [failuresByIp.check(ipKey), failuresByAccount.check(accountKey)]) {
      if (!verdict.allowed) return tooManyRequests(c, verdict.retryAfterS, TOO_MANY_FAILURES);
    }

    const user = await cc.users.findByEmail(email);
    const valid = user ? await verifyPassword(user.passwordHash, password) : await verifyAgainstDummy(password);
    if (!user || !valid) {
      failuresByIp.record(ipKey);
      failuresByAccount.record(accountKey);
      return fail(c, 400, "Correo o contraseña incorrectos.");
    }
    if (passwordNeedsRehash(user.passwordHash)) await cc.users.setPasswordHash(user.id, await hashPassword(password));
    // Accounts may log in before validating the address; only opinions and photos wait for it.
    const reminder = user.emailValidated ? null : "Recuerda validar tu correo electrónico para poder opinar y subir fotos.";
    return ok(c, await cc.tokens.issue(user.id, keep), reminder);
  });

  return routes;
}
