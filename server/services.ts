// The server's services, built and wired in one place: from the configuration and what the process
// (main.ts) or a test gives (the database, the station catalog, the clock, and any service it brings
// itself: a mailer a test reads, a failing search, the places and the router main.ts started). Every
// route receives what it needs from here; no route or room builds a service of its own.
import type { Context } from "hono";
import type { AppContext } from "./app-context.ts";
import { alertServiceFromConfig } from "./alerts/alert-service-from-config.ts";
import type { AlertServiceOptions } from "./alerts/alert-service.ts";
import { requireAuth, type AuthEnv } from "./accounts/auth.ts";
import { loadJwtSecret } from "./accounts/jwt-secret.ts";
import { prepareDummyHash } from "./accounts/passwords.ts";
import { createRevokedTokens } from "./accounts/revoked-tokens.ts";
import { createTokenService, type TokenService } from "./accounts/tokens.ts";
import { createUsersRepository } from "./accounts/users-repository.ts";
import { createCommentsRepository } from "./community/comments-repository.ts";
import { createContactRepository } from "./community/contact-messages.ts";
import { createRefuelsRepository } from "./community/refuels.ts";
import { createPriceReportsRepository } from "./community/wrong-price-reports-repository.ts";
import { createImagesRepository } from "./images/images-repository.ts";
import { accountWriteLimit, refusalMemo } from "./limits/account-write-limit.ts";
import { clientIp } from "./limits/client-ip.ts";
import { rateCountersFor } from "./limits/rate-counters.ts";
import { createMailer } from "./mail/create-mailer.ts";
import type { Mailer } from "./mail/mailer.ts";
import { recipientCappedMailer } from "./mail/recipient-cap.ts";
import { createSearchAnswers } from "./search/search-answers.ts";

export interface ServiceOptions {
  /** The JWT key, read once at start (main.ts); else read from the configuration on first use. */
  readonly jwtKey?: Uint8Array;
  /** Told each alert notification's outcome (main.ts counts them in its metrics). */
  readonly onAlertDelivery?: AlertServiceOptions["onDelivery"];
}

/** Services already built: building them again from these gives these. */
const built = new WeakSet<object>();

function build(ctx: AppContext, options: ServiceOptions) {
  const { config, db, now } = ctx;
  // Every mail to a driver's address goes through the per-address cap; the operator's own is not capped.
  const mailer: Mailer = recipientCappedMailer(ctx.mailer ?? createMailer({ ...config.accounts, dataDir: config.dataDir }), db, now, [config.accounts.operatorEmail]);
  const { jwtKey } = options;
  const tokens: TokenService = ctx.tokens ?? createTokenService({
    secret: jwtKey ? async () => jwtKey : () => loadJwtSecret({ jwtSecret: config.accounts.jwtSecret, dataDir: config.dataDir, db }),
    ttlHours: config.accounts.tokenTtlHours,
    keepDays: config.accounts.tokenKeepDays,
    now,
  });
  const users = createUsersRepository(db);
  const revokedTokens = createRevokedTokens(db, now);
  void prepareDummyHash();
  const nowMs = () => now().getTime();
  const rateCounters = rateCountersFor(db, nowMs);
  const accountWrites = refusalMemo(rateCounters.counter("escrituras-cuenta", { limit: config.accounts.rateLimits.accountWritesPerMin, windowMs: 60_000 }), nowMs);
  return {
    ...ctx,
    mailer,
    tokens,
    users,
    comments: createCommentsRepository(db),
    images: createImagesRepository(db),
    refuels: createRefuelsRepository(db),
    contact: createContactRepository(db),
    priceReports: createPriceReportsRepository(db),
    revokedTokens,
    requireAuth: requireAuth(tokens, users, revokedTokens),
    clientIp: (c: Context) => clientIp(c, config.accounts.trustProxy),
    /** Milliseconds clock for the rate limits. */
    nowMs,
    /** The rate limits' counters: in memory on PGlite, shared by every process on PostgreSQL. */
    rateCounters,
    /** Before the auth guard on every write an account can repeat: one budget per account for all of them. */
    limitAccountWrites: accountWriteLimit<AuthEnv>(accountWrites, tokens),
    /** The nearby search's answers, with their cache. */
    searchAnswers: ctx.searchAnswers ?? createSearchAnswers(ctx.catalog, now, config.searchCacheBytes),
    /** Price alerts: Web Push and e-mail through the capped mailer, links on PUBLIC_URL. */
    alerts: ctx.alerts ?? alertServiceFromConfig(ctx, mailer, options.onAlertDelivery ? { onDelivery: options.onAlertDelivery } : {}),
  };
}

export type Services = ReturnType<typeof build>;

/** The services of `ctx`, each built once: `ctx`'s own where it gives one, the configuration's otherwise. */
export function buildServices(ctx: AppContext | Services, options: ServiceOptions = {}): Services {
  if (built.has(ctx)) return ctx as Services;
  const services = build(ctx, options);
  built.add(services);
  return services;
}
