// /api/users: registration, e-mail validation, profile, vehicle lists, account deletion, refuels.
// Identity always comes from the bearer token (c.var.user), never from the body.
import type { Locale } from "../../src/domain/locales.ts";
import { requestLocale } from "../i18n/request-language.ts";
import { Hono } from "hono";
import {
  latestRefuelsRequest, navigateUserRequest, registerRequest, setUserDataRequest, validateEmailRequest,
} from "../../src/domain/contract/accounts.ts";
import { SEARCH_PRODUCTS } from "../../src/domain/fuels.ts";
import type { AuthEnv } from "../accounts/auth.ts";
import { hashPassword } from "../accounts/passwords.ts";
import { consumeValidationToken, createValidationToken } from "../accounts/email-validation.ts";
import { normaliseEmail } from "../accounts/users-repository.ts";
import { VEHICLE_BRANDS, VEHICLE_TYPES, isVehicleBrand, isVehicleType } from "../accounts/vehicle-lists.ts";
import type { Services } from "../services.ts";
import { validationMail } from "../mail/messages.ts";
import { RecipientCapReached } from "../mail/recipient-cap.ts";
import { rateLimit } from "../limits/rate-limit.ts";
import { fail, ok } from "../http/envelope.ts";
import { parseJsonBody } from "../http/json-body.ts";
import { requireXsrf } from "../http/xsrf.ts";
import { partLog } from "../log/logger.ts";

const HOUR_MS = 3_600_000;
const REGISTERED_MAIL_SENT = /*i18n*/ "Registro completado: te hemos enviado un correo para validar tu dirección.";
const MAIL_FAILED = /*i18n*/ "No hemos podido enviarte el correo de validación ahora mismo: inicia sesión más tarde y pide otro desde tu perfil.";
const REGISTERED_MAIL_FAILED = /*i18n*/ "Registro completado, pero no hemos podido enviarte el correo de validación ahora mismo: inicia sesión más tarde y pide otro desde tu perfil.";

export function usersRoutes(cc: Services) {
  const routes = new Hono<AuthEnv>();
  const limits = cc.config.accounts.rateLimits;
  const perIp = (name: string, limit: number) => rateLimit<AuthEnv>(cc.rateCounters.counter(name, { limit, windowMs: HOUR_MS }), (c) => cc.clientIp(c));
  const perUser = (name: string, limit: number) => rateLimit<AuthEnv>(cc.rateCounters.counter(name, { limit, windowMs: HOUR_MS }), (c) => c.var.user.id);
  const xsrf = requireXsrf();
  const auth = cc.requireAuth;

  /** Whether the mail went out (or into the outbox): the answer must not claim it did when it did not. */
  async function sendValidationMail(email: string, token: string, locale: Locale): Promise<boolean> {
    try {
      await cc.mailer.send(validationMail(email, `${cc.config.publicUrl}/validaremail/${token}`, locale));
      return true;
    } catch (error) {
      // The per-address cap is expected, not a fault: one line, no stack.
      if (error instanceof RecipientCapReached) partLog("mail").warn(`correo de validación no enviado: ${error.message}`);
      else partLog("mail").error({ err: error }, "no se pudo enviar un correo de validación");
      return false;
    }
  }

  routes.post("/register", xsrf, perIp("registro", limits.registerPerHour), async (c) => {
    const parsed = await parseJsonBody(c, registerRequest);
    if (!parsed.ok) return parsed.response;
    const { email, password } = parsed.value;
    const now = cc.now();
    const passwordHash = await hashPassword(password);
    const created = await cc.db.transaction(async (tx) => {
      const userId = await cc.users.create(tx, email, passwordHash, now);
      return userId ? { userId, token: await createValidationToken(tx, userId, now) } : null;
    });
    if (!created) return fail(c, 409, /*i18n*/ "Ya existe una cuenta con ese correo electrónico.");
    const sent = await sendValidationMail(normaliseEmail(email), created.token, requestLocale(c));
    return ok(c, null, sent ? REGISTERED_MAIL_SENT : REGISTERED_MAIL_FAILED);
  });

  routes.post("/validaremail", xsrf, perIp("validacion", limits.validatePerHour), async (c) => {
    const parsed = await parseJsonBody(c, validateEmailRequest);
    if (!parsed.ok) return parsed.response;
    if (!(await consumeValidationToken(cc.db, parsed.value.guid, cc.now()))) {
      return fail(c, 400, /*i18n*/ "El enlace de validación no es válido, ya se usó o ha caducado.");
    }
    return ok(c, null, /*i18n*/ "¡Gracias! Tu correo electrónico ha quedado validado.");
  });

  /** A new validation mail for a logged-in user whose address is not validated yet. */
  routes.post("/reenviarvalidacion", xsrf, auth, perUser("reenvio-validacion", 3), async (c) => {
    const user = c.var.user;
    if (user.emailValidated) return fail(c, 400, /*i18n*/ "Tu correo electrónico ya está validado.");
    const token = await cc.db.transaction((tx) => createValidationToken(tx, user.id, cc.now()));
    if (!(await sendValidationMail(user.email, token, requestLocale(c)))) return fail(c, 503, MAIL_FAILED);
    return ok(c, null, /*i18n*/ "Te hemos enviado un nuevo correo de validación.");
  });

  routes.get("/getuserdata", auth, async (c) => {
    const profile = await cc.users.getProfile(c.var.user.id);
    if (!profile) return fail(c, 401, /*i18n*/ "Tu sesión no es válida o ha caducado: vuelve a iniciar sesión.");
    return ok(c, profile);
  });

  routes.post("/setuserdata", xsrf, cc.limitAccountWrites, auth, async (c) => {
    const parsed = await parseJsonBody(c, setUserDataRequest);
    if (!parsed.ok) return parsed.response;
    const p = parsed.value;
    if (p.tipovehiculo !== null && !isVehicleType(p.tipovehiculo)) return fail(c, 400, /*i18n*/ "tipovehiculo: tipo de vehículo desconocido");
    if (p.marcavehiculo !== null && !isVehicleBrand(p.marcavehiculo)) return fail(c, 400, /*i18n*/ "marcavehiculo: marca de vehículo desconocida");
    const id = c.var.user.id;
    if (!(await cc.users.setProfile(id, p))) return fail(c, 401, /*i18n*/ "Tu sesión no es válida o ha caducado: vuelve a iniciar sesión.");
    return ok(c, await cc.users.getProfile(id), /*i18n*/ "Tus datos se han actualizado correctamente");
  });

  routes.get("/obtenertiposvehiculos", (c) => {
    c.header("Cache-Control", "public, max-age=86400");
    return ok(c, VEHICLE_TYPES);
  });

  routes.get("/obtenermarcasvehiculos", (c) => {
    c.header("Cache-Control", "public, max-age=86400");
    return ok(c, VEHICLE_BRANDS);
  });

  routes.post("/borrarusuario", xsrf, auth, async (c) => {
    await cc.users.deleteEverything(c.var.user.id);
    if (c.var.token.tokenId) await cc.revokedTokens.revoke(c.var.token.tokenId, c.var.token.expiresAt);
    return ok(c, null, /*i18n*/ "Tu cuenta y todos tus datos se han borrado.");
  });

  routes.post("/sendnavigateuser", xsrf, auth, perUser("navegacion", limits.navigatePerHour), async (c) => {
    const parsed = await parseJsonBody(c, navigateUserRequest);
    if (!parsed.ok) return parsed.response;
    const { userlogin, externalID, combustible } = parsed.value;
    const user = c.var.user;
    if (normaliseEmail(userlogin) !== user.email) return fail(c, 403, /*i18n*/ "No puedes registrar repostajes de otro usuario.");
    const station = cc.catalog.current.byId.get(externalID);
    if (!station) return fail(c, 404, /*i18n*/ "Estación no encontrada");
    const precio = station.prices[SEARCH_PRODUCTS[combustible]];
    if (!precio) return fail(c, 400, /*i18n*/ "La estación no tiene precio para ese combustible");
    await cc.refuels.record(user.id, station, combustible, precio, cc.now());
    return ok(c, null, /*i18n*/ "Repostaje registrado");
  });

  routes.post("/obtenerultimosrepostajes", auth, async (c) => {
    const parsed = await parseJsonBody(c, latestRefuelsRequest);
    if (!parsed.ok) return parsed.response;
    const { latitud, longitud } = parsed.value;
    return ok(c, await cc.refuels.latestNear(c.var.user.id, latitud, longitud, cc.catalog.current.byId));
  });

  return routes;
}
