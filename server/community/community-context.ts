// Everything the account and community routes share, made once per app: the context's mailer and
// token service (or the defaults configuration chooses), the repositories and the auth guard.
import type { AppContext } from "../app-context.ts";
import { createMailer } from "../mail/create-mailer.ts";
import type { Mailer } from "../mail/mailer.ts";
import { recipientCappedMailer } from "../mail/recipient-cap.ts";
import { createTokenService, type TokenService } from "../accounts/tokens.ts";
import { loadJwtSecret } from "../accounts/jwt-secret.ts";
import { createUsersRepository } from "../accounts/users-repository.ts";
import { requireAuth, type AuthEnv } from "../accounts/auth.ts";
import { createRevokedTokens } from "../accounts/revoked-tokens.ts";
import { prepareDummyHash } from "../accounts/passwords.ts";
import { createCommentsRepository } from "./comments-repository.ts";
import { createRefuelsRepository } from "./refuels.ts";
import { createContactRepository } from "./contact-messages.ts";
import { createPriceReportsRepository } from "./wrong-price-reports-repository.ts";
import { createImagesRepository } from "../images/images-repository.ts";
import { clientIp } from "../limits/client-ip.ts";
import { rateCountersFor } from "../limits/rate-counters.ts";
import { accountWriteLimit, refusalMemo } from "../limits/account-write-limit.ts";
import type { Context } from "hono";

export function createCommunityContext(ctx: AppContext) {
  const { config } = ctx;
  // Every mail to a driver's address goes through the per-address cap; the operator's own is not capped.
  const mailer: Mailer = recipientCappedMailer(ctx.mailer ?? createMailer({ ...config.accounts, dataDir: config.dataDir }), ctx.db, ctx.now, [config.accounts.operatorEmail]);
  const tokens: TokenService = ctx.tokens ?? createTokenService({
    secret: () => loadJwtSecret({ jwtSecret: config.accounts.jwtSecret, dataDir: config.dataDir, db: ctx.db }),
    ttlHours: config.accounts.tokenTtlHours,
    keepDays: config.accounts.tokenKeepDays,
    now: ctx.now,
  });
  const users = createUsersRepository(ctx.db);
  const revokedTokens = createRevokedTokens(ctx.db, ctx.now);
  void prepareDummyHash();
  const nowMs = () => ctx.now().getTime();
  const rateCounters = rateCountersFor(ctx.db, nowMs);
  const accountWrites = refusalMemo(rateCounters.counter("escrituras-cuenta", { limit: config.accounts.rateLimits.accountWritesPerMin, windowMs: 60_000 }), nowMs);
  return {
    ...ctx,
    mailer,
    tokens,
    users,
    comments: createCommentsRepository(ctx.db),
    images: createImagesRepository(ctx.db),
    refuels: createRefuelsRepository(ctx.db),
    contact: createContactRepository(ctx.db),
    priceReports: createPriceReportsRepository(ctx.db),
    revokedTokens,
    requireAuth: requireAuth(tokens, users, revokedTokens),
    clientIp: (c: Context) => clientIp(c, config.accounts.trustProxy),
    /** Milliseconds clock for the rate limits. */
    nowMs,
    /** The rate limits' counters: in memory on PGlite, shared by every process on PostgreSQL. */
    rateCounters,
    /** Before the auth guard on every write an account can repeat: one budget per account for all of them. */
    limitAccountWrites: accountWriteLimit<AuthEnv>(accountWrites, tokens),
  };
}

export type CommunityContext = ReturnType<typeof createCommunityContext>;
