// /api/token/login: e-mail and password for a session token (SPEC §7). An unknown e-mail and a wrong
// password get the same answer in about the same time.
//
// Wrong passwords are limited so that guessing is slow and nobody else can lock an owner out:
// - per account and client address (the limit, RATE_LOGIN_FAILURES_PER_MIN): past it, 429;
// - per client address over all accounts (three times the limit): one address cannot spray many;
// - per account over all addresses (three times the limit): past it, every further attempt on the
//   account waits ACCOUNT_SLOWDOWN_MS before its password is checked: slower, never locked.
// Each attempt takes its place before the (slow) password check and gives it back when the password
// was right, so attempts sent all at once cannot all be checked against a limit none has reached yet.
import { setTimeout as sleep } from "node:timers/promises";
import { Hono } from "hono";
import { loginRequest } from "../../src/domain/contract/accounts.ts";
import { passwordNeedsRehash, hashPassword, verifyAgainstDummy, verifyPassword } from "../accounts/passwords.ts";
import { normaliseEmail } from "../accounts/users-repository.ts";
import type { Services } from "../services.ts";
import type { TakenEvent } from "../limits/rate-counter-types.ts";
import { tooManyRequests } from "../limits/rate-limit.ts";
import { fail, ok } from "../http/envelope.ts";
import { parseJsonBody } from "../http/json-body.ts";
import { requireXsrf } from "../http/xsrf.ts";

const MINUTE_MS = 60_000;
const WIDER_LIMIT_FACTOR = 3;
export const ACCOUNT_SLOWDOWN_MS = 2_000;
const TOO_MANY_FAILURES = "Demasiados intentos fallidos: espera un minuto y vuelve a intentarlo.";

export function tokenRoutes(cc: Services) {
  const routes = new Hono();
  const limit = cc.config.accounts.rateLimits.loginFailuresPerMin;
  const perAccountAndAddress = cc.rateCounters.counter("login-cuenta-direccion", { limit, windowMs: MINUTE_MS });
  const perAddress = cc.rateCounters.counter("login-direccion", { limit: limit * WIDER_LIMIT_FACTOR, windowMs: MINUTE_MS });
  const perAccount = cc.rateCounters.counter("login-cuenta", { limit: limit * WIDER_LIMIT_FACTOR, windowMs: MINUTE_MS });

  routes.post("/login", requireXsrf(), async (c) => {
    const parsed = await parseJsonBody(c, loginRequest);
    if (!parsed.ok) return parsed.response;
    const { email, password, keep } = parsed.value;
    const address = cc.clientIp(c);
    const account = normaliseEmail(email);

    const taken: TakenEvent[] = [];
    const giveBackAll = () => Promise.all(taken.map((event) => event.giveBack()));
    for (const [counter, key] of [[perAccountAndAddress, `${account} ${address}`], [perAddress, address]] as const) {
      const event = await counter.take(key);
      if (!event.allowed) {
        await giveBackAll();
        return tooManyRequests(c, event.retryAfterS, TOO_MANY_FAILURES);
      }
      taken.push(event);
    }
    const accountEvent = await perAccount.take(account);
    if (accountEvent.allowed) taken.push(accountEvent);
    else await sleep(ACCOUNT_SLOWDOWN_MS);

    const user = await cc.users.findByEmail(email);
    const valid = user ? await verifyPassword(user.passwordHash, password) : await verifyAgainstDummy(password);
    if (!user || !valid) return fail(c, 400, /*i18n*/ "Correo o contraseña incorrectos.");
    await giveBackAll();
    if (passwordNeedsRehash(user.passwordHash)) await cc.users.setPasswordHash(user.id, await hashPassword(password));
    // Accounts may log in before validating the address; only opinions and photos wait for it.
    const reminder = user.emailValidated ? null : "Recuerda validar tu correo electrónico para poder opinar y subir fotos.";
    return ok(c, await cc.tokens.issue(user.id, keep), reminder);
  });

  return routes;
}
