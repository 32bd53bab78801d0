// The server's configuration, made once at start from the checked environment (server/env-schema.ts,
// where each variable is declared with its default) in the shape the rooms use. Its type is what
// loadConfig returns.
import { PUBLIC_GEOCODER_URL, PUBLIC_ROUTER_URL, parseEnv } from "./env-schema.ts";
import { publicConfigOf } from "./public-config.ts";
import { serviceUrl } from "./service-url.ts";

export type Config = ReturnType<typeof loadConfig>;
export type AccountsConfig = Config["accounts"];
export type RateLimitsConfig = AccountsConfig["rateLimits"];
export type RoutingConfig = Config["routing"];
export type PlacesConfig = Config["places"];

export function loadConfig(env: Record<string, string | undefined> = process.env) {
  const e = parseEnv(env);
  if (Boolean(e.VAPID_PUBLIC_KEY) !== Boolean(e.VAPID_PRIVATE_KEY)) {
    throw new Error("Configuración no válida: VAPID_PUBLIC_KEY y VAPID_PRIVATE_KEY se dan juntas o ninguna");
  }
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: e.DATA_DIR,
    databaseUrl: e.DATABASE_URL,
    feedUrl: e.FEED_URL,
    feedFile: e.FEED_FILE,
    feedIntervalMin: e.FEED_INTERVAL_MIN,
    feedTimeoutMs: e.FEED_TIMEOUT_MS,
    feedRetries: e.FEED_RETRIES,
    /** Past days of prices kept filled from the Ministry's history (EstacionesTerrestresHist); 0 = no back-fill. */
    historyDays: e.HISTORY_DAYS,
    /** Pause between two days' downloads of the back-fill, to be gentle with the Ministry. */
    historyPauseMs: e.HISTORY_PAUSE_MS,
    staticDir: e.STATIC_DIR,
    /** Where the app is reached from outside: the base of the links in e-mails. */
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ""),
    /** The operator's public address: in the privacy policy, and in the User-Agent sent to the Ministry. */
    contactEmail: e.CONTACT_EMAIL,
    tileUrl: e.TILE_URL,
    /** Largest JSON body any /api call accepts (the photo upload has its own, images.maxBytes). */
    jsonBodyMaxBytes: e.JSON_BODY_LIMIT_KB * 1024,
    /** Memory for answers of repeated nearby searches (same question, same minute); 0 turns it off. */
    searchCacheBytes: e.SEARCH_CACHE_MB * 1024 * 1024,
    /** How the logs are written: readable lines, or one JSON object per line (server/log/logger.ts). */
    logFormat: e.LOG_FORMAT,
    /** Bearer token of GET /metrics; without it the route answers 404. */
    metricsToken: e.METRICS_TOKEN || null,
    accounts: {
      /** HS256 secret; when absent one is generated once and kept in DATA_DIR/jwt-secret (mode 0600). */
      jwtSecret: e.JWT_SECRET || undefined,
      tokenTtlHours: e.JWT_TTL_HOURS,
      tokenKeepDays: e.JWT_KEEP_DAYS,
      /** smtp://user:pass@host:port; when absent mails are written to DATA_DIR/outbox/. */
      smtpUrl: e.SMTP_URL || undefined,
      mailFrom: e.MAIL_FROM,
      operatorEmail: e.OPERATOR_EMAIL ?? e.CONTACT_EMAIL,
      /** Bearer token of the /api/admin moderation calls; they answer 404 when it is not set. */
      adminToken: e.ADMIN_TOKEN || undefined,
      /** Behind one reverse proxy: the client address from the last X-Forwarded-For entry, TLS from X-Forwarded-Proto. */
      trustProxy: e.TRUST_PROXY === "1" || e.TRUST_PROXY === "true",
      rateLimits: {
        /** Wrong passwords per minute, per client address and per account; the next attempt gets 429. */
        loginFailuresPerMin: e.RATE_LOGIN_FAILURES_PER_MIN,
        registerPerHour: e.RATE_REGISTER_PER_HOUR,
        validatePerHour: e.RATE_VALIDATE_PER_HOUR,
        contactPerHour: e.RATE_CONTACT_PER_HOUR,
        commentsPerHour: e.RATE_COMMENTS_PER_HOUR,
        uploadsPerHour: e.RATE_UPLOADS_PER_HOUR,
        navigatePerHour: e.RATE_NAVIGATE_PER_HOUR,
        /** Syncs and other repeatable writes per account and minute (discounts, favourites, profile, alerts). */
        accountWritesPerMin: e.RATE_ACCOUNT_WRITES_PER_MIN,
      },
      images: {
        maxBytes: e.IMAGE_MAX_MB * 1024 * 1024,
        maxPixels: e.IMAGE_MAX_MEGAPIXELS * 1_000_000,
        maxSide: e.IMAGE_MAX_SIDE,
      },
    },
    routing: {
      /** OSRM-compatible router base URL (the public demo unless set); undefined with ROUTING_URL=off (503). */
      url: serviceUrl(e.ROUTING_URL, PUBLIC_ROUTER_URL),
      timeoutMs: e.ROUTING_TIMEOUT_MS,
      /**
       * Route-search work a client address may spend per minute, in vertices × km of corridor (a
       * 50,000-vertex route searched 5 km each side costs 250,000): http/work-budget.ts.
       */
      workPerMinute: e.RATE_ROUTE_WORK_PER_MIN,
      /** Sent to the router and the geocoder: public services ask to be told who is calling. */
      userAgent: `GasolinaEco/1.0.0 (+${(e.PUBLIC_URL ?? "https://gasolinaeco.es").replace(/\/+$/, "")}; ${e.CONTACT_EMAIL})`,
    },
    places: {
      /** CNIG MUNICIPIOS.csv imported at start (population ranks the suggestions). */
      csvPath: e.PLACES_CSV,
      /** Photon-compatible geocoder for street addresses (the public Photon unless set); undefined with GEOCODER_URL=off. */
      geocoderUrl: serviceUrl(e.GEOCODER_URL, PUBLIC_GEOCODER_URL),
      geocoderTimeoutMs: e.GEOCODER_TIMEOUT_MS,
    },
    alerts: {
      /** The VAPID pair (base64url); when absent, generated once into DATA_DIR (PGlite) or server_keys (PostgreSQL). */
      vapidPublicKey: e.VAPID_PUBLIC_KEY,
      vapidPrivateKey: e.VAPID_PRIVATE_KEY,
      /** Origins push messages may go to besides public https addresses (tests: a local push service). */
      pushEndpointAllow: new Set((e.PUSH_ENDPOINT_ALLOW ?? "").split(",").map((s) => s.trim()).filter(Boolean).map((o) => new URL(o).origin)),
    },
    /** What the app may know: served by /api/configuracion/obtenerconfig. Never a secret. */
    publicConfig: publicConfigOf(e),
  };
}
