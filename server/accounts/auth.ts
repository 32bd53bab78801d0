// The guard of every call that needs a logged-in user: a valid bearer token (HS256 only), not revoked
// by a logout, whose user still exists. Anything else is 401, which makes the app log out (SPEC §7). Routes read the user
// from c.var.user and never take identity from the request body.
import type { MiddlewareHandler } from "hono";
import { fail } from "../http/envelope.ts";
import type { RevokedTokens } from "./revoked-tokens.ts";
import type { TokenService, VerifiedToken } from "./tokens.ts";
import type { UsersRepository } from "./users-repository.ts";

export interface AuthUser { id: string; email: string; emailValidated: boolean }
export type AuthEnv = { Variables: { user: AuthUser; token: VerifiedToken } };

const BEARER = /^Bearer\s+([A-Za-z0-9_.~+/=-]+)\s*$/i;

export function requireAuth(tokens: TokenService, users: UsersRepository, revoked: RevokedTokens): MiddlewareHandler<AuthEnv> {
  return async (c, next) => {
    const match = BEARER.exec(c.req.header("authorization") ?? "");
    if (!match) return fail(c, 401, /*i18n*/ "Debes iniciar sesión para hacer esto.");
    const token = await tokens.verify(match[1]!);
    const usable = token && !(token.tokenId && (await revoked.isRevoked(token.tokenId)));
    const user = usable ? await users.findById(token.userId) : null;
    if (!token || !user) return fail(c, 401, /*i18n*/ "Tu sesión no es válida o ha caducado: vuelve a iniciar sesión.");
    c.set("user", { id: user.id, email: user.email, emailValidated: user.emailValidated });
    c.set("token", token);
    await next();
  };
}
