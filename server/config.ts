// Every environment variable the server reads, validated once at start (README documents each one).
import * as v from "valibot";

const DEFAULT_FEED_URL =
  "https://sedeaplicaciones.minetur.gob.es/ServiciosRESTCarburantes/PreciosCarburantes/EstacionesTerrestres/";

/** Route planning works out of the box on these public services, asked politely (server/routing/). */
export const PUBLIC_ROUTER_URL = "https://router.project-osrm.org";
export const PUBLIC_GEOCODER_URL = "https://photon.komoot.io";
/** ROUTING_URL=off / GEOCODER_URL=off: no router, no geocoder. */
const SERVICE_OFF = "off";

function serviceUrl(value: string | undefined, publicDefault: string): string | undefined {
  if (value === SERVICE_OFF) return undefined;
  return value || publicDefault;
}

/** The credit line of the route screen: the router's and the geocoder's, both built on OpenStreetMap. */
function serviceAttribution(routerUrl: string | undefined, geocoderUrl: string | undefined): string {
  const router = routerUrl === PUBLIC_ROUTER_URL ? "Rutas: OSRM (project-osrm.org)" : routerUrl ? "Rutas: OSRM" : "";
  const geocoder = geocoderUrl === PUBLIC_GEOCODER_URL ? "direcciones: Photon (komoot)" : geocoderUrl ? "direcciones: Photon" : "";
  const services = [router, geocoder].filter(Boolean).join("; ");
  return services ? `${services}. Datos © colaboradores de OpenStreetMap (ODbL)` : "";
}

const optionalText = v.optional(v.pipe(v.string(), v.trim(), v.transform((s) => (s === "" ? undefined : s))));
const intFromEnv = (fallback: number, min: number) =>
  v.pipe(
    v.optional(v.string(), String(fallback)),
    v.transform(Number),
    v.number(),
    v.integer(),
    v.minValue(min),
  );

const envSchema = v.object({
  PORT: intFromEnv(8080, 0),
  HOST: v.optional(v.string(), "127.0.0.1"),
  DATA_DIR: v.optional(v.string(), "./data"),
  DATABASE_URL: optionalText,
  FEED_URL: v.optional(v.pipe(v.string(), v.url()), DEFAULT_FEED_URL),
  FEED_FILE: optionalText,
  FEED_INTERVAL_MIN: intFromEnv(30, 0),
  FEED_TIMEOUT_MS: intFromEnv(60_000, 1),
  FEED_RETRIES: intFromEnv(3, 0),
  STATIC_DIR: v.optional(v.string(), "./dist"),
  TILE_URL: v.optional(v.string(), "https://tile.openstreetmap.org/{z}/{x}/{y}.png"),
  TILE_ATTRIBUTION: v.optional(v.string(), "© OpenStreetMap contributors"),
  CONTACT_EMAIL: v.optional(v.string(), "contacto@gasolinaeco.es"),
  AMAZON_TAG: v.optional(v.string(), "gasolinaeco-21"),
  // Accounts and community (issue 4).
  PUBLIC_URL: optionalText,
  JWT_SECRET: v.optional(v.union([v.literal(""), v.pipe(v.string(), v.minLength(32, "JWT_SECRET debe tener al menos 32 caracteres"))])),
  JWT_TTL_HOURS: intFromEnv(12, 1),
  JWT_KEEP_DAYS: intFromEnv(30, 1),
  SMTP_URL: v.optional(v.union([v.literal(""), v.pipe(v.string(), v.regex(/^smtps?:\/\/[^\s]+$/, "SMTP_URL debe empezar por smtp:// o smtps://"))])),
  MAIL_FROM: v.optional(v.string(), "GasolinaEco <no-reply@gasolinaeco.es>"),
  OPERATOR_EMAIL: optionalText,
  ADMIN_TOKEN: v.optional(v.union([v.literal(""), v.pipe(v.string(), v.minLength(24, "ADMIN_TOKEN debe tener al menos 24 caracteres"))])),
  TRUST_PROXY: v.optional(v.picklist(["0", "1", "false", "true"], "TRUST_PROXY debe ser 0 o 1"), "0"),
  RATE_LOGIN_FAILURES_PER_MIN: intFromEnv(10, 1),
  RATE_REGISTER_PER_HOUR: intFromEnv(10, 1),
  RATE_VALIDATE_PER_HOUR: intFromEnv(30, 1),
  RATE_CONTACT_PER_HOUR: intFromEnv(5, 1),
  RATE_COMMENTS_PER_HOUR: intFromEnv(10, 1),
  RATE_UPLOADS_PER_HOUR: intFromEnv(20, 1),
  RATE_NAVIGATE_PER_HOUR: intFromEnv(120, 1),
  IMAGE_MAX_MB: intFromEnv(10, 1),
  IMAGE_MAX_MEGAPIXELS: intFromEnv(40, 1),
  IMAGE_MAX_SIDE: intFromEnv(1600, 64),
  JSON_BODY_LIMIT_KB: intFromEnv(16, 1),
  SEARCH_CACHE_MB: intFromEnv(8, 0),
  // Route planning (issue 3): OSRM-compatible router, optional Photon geocoder, optional CNIG CSV.
  ROUTING_URL: v.optional(v.union([v.literal(""), v.literal(SERVICE_OFF), v.pipe(v.string(), v.trim(), v.url("ROUTING_URL debe ser una URL (p. ej. http://127.0.0.1:5000) u off"))])),
  ROUTING_TIMEOUT_MS: intFromEnv(10_000, 100),
  GEOCODER_URL: v.optional(v.union([v.literal(""), v.literal(SERVICE_OFF), v.pipe(v.string(), v.trim(), v.url("GEOCODER_URL debe ser una URL (p. ej. https://photon.komoot.io) u off"))])),
  GEOCODER_TIMEOUT_MS: intFromEnv(1_500, 100),
  PLACES_CSV: optionalText,
});

export type Config = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  feedUrl: string;
  feedFile: string | undefined;
  feedIntervalMin: number;
  feedTimeoutMs: number;
  feedRetries: number;
  staticDir: string;
  /** Where the app is reached from outside: the base of the links in e-mails. */
  publicUrl: string;
  tileUrl: string;
  /** Largest JSON body any /api call accepts (the photo upload has its own, images.maxBytes). */
  jsonBodyMaxBytes: number;
  /** Memory for answers of repeated nearby searches (same question, same minute); 0 turns it off. */
  searchCacheBytes: number;
  accounts: AccountsConfig;
  routing: RoutingConfig;
  places: PlacesConfig;
  /** What the app may know: served by /api/configuracion/obtenerconfig. Never a secret. */
  publicConfig: Record<string, unknown>;
};

export interface RateLimitsConfig {
  /** Wrong passwords per minute, per client address and per account; the next attempt gets 429. */
  loginFailuresPerMin: number;
  registerPerHour: number;
  validatePerHour: number;
  contactPerHour: number;
  commentsPerHour: number;
  uploadsPerHour: number;
  navigatePerHour: number;
}

export interface RoutingConfig {
  /** OSRM-compatible router base URL (the public demo unless set); undefined with ROUTING_URL=off (503). */
  url: string | undefined;
  timeoutMs: number;
  /** Sent to the router and the geocoder: public services ask to be told who is calling. */
  userAgent: string;
}

export interface PlacesConfig {
  /** CNIG MUNICIPIOS.csv imported at start (population ranks the suggestions). */
  csvPath: string | undefined;
  /** Photon-compatible geocoder for street addresses (the public Photon unless set); undefined with GEOCODER_URL=off. */
  geocoderUrl: string | undefined;
  geocoderTimeoutMs: number;
}

export interface AccountsConfig {
  /** HS256 secret; when absent one is generated once and kept in DATA_DIR/jwt-secret (mode 0600). */
  jwtSecret: string | undefined;
  tokenTtlHours: number;
  tokenKeepDays: number;
  /** smtp://user:pass@host:port; when absent mails are written to DATA_DIR/outbox/. */
  smtpUrl: string | undefined;
  mailFrom: string;
  operatorEmail: string;
  /** Bearer token of the /api/admin moderation calls; they answer 404 when it is not set. */
  adminToken: string | undefined;
  /** Behind one reverse proxy: take the client address from the last X-Forwarded-For entry. */
  trustProxy: boolean;
  rateLimits: RateLimitsConfig;
  images: { maxBytes: number; maxPixels: number; maxSide: number };
}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = v.safeParse(envSchema, env);
  if (!parsed.success) {
    const issue = parsed.issues[0];
    const key = issue?.path?.map((p) => String(p.key)).join(".") ?? "?";
    throw new Error(`Configuración no válida: ${key}: ${issue?.message}`);
  }
  const e = parsed.output;
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
    staticDir: e.STATIC_DIR,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ""),
    tileUrl: e.TILE_URL,
    jsonBodyMaxBytes: e.JSON_BODY_LIMIT_KB * 1024,
    searchCacheBytes: e.SEARCH_CACHE_MB * 1024 * 1024,
    accounts: {
      jwtSecret: e.JWT_SECRET || undefined,
      tokenTtlHours: e.JWT_TTL_HOURS,
      tokenKeepDays: e.JWT_KEEP_DAYS,
      smtpUrl: e.SMTP_URL || undefined,
      mailFrom: e.MAIL_FROM,
      operatorEmail: e.OPERATOR_EMAIL ?? e.CONTACT_EMAIL,
      adminToken: e.ADMIN_TOKEN || undefined,
      trustProxy: e.TRUST_PROXY === "1" || e.TRUST_PROXY === "true",
      rateLimits: {
        loginFailuresPerMin: e.RATE_LOGIN_FAILURES_PER_MIN,
        registerPerHour: e.RATE_REGISTER_PER_HOUR,
        validatePerHour: e.RATE_VALIDATE_PER_HOUR,
        contactPerHour: e.RATE_CONTACT_PER_HOUR,
        commentsPerHour: e.RATE_COMMENTS_PER_HOUR,
        uploadsPerHour: e.RATE_UPLOADS_PER_HOUR,
        navigatePerHour: e.RATE_NAVIGATE_PER_HOUR,
      },
      images: {
        maxBytes: e.IMAGE_MAX_MB * 1024 * 1024,
        maxPixels: e.IMAGE_MAX_MEGAPIXELS * 1_000_000,
        maxSide: e.IMAGE_MAX_SIDE,
      },
    },
    routing: {
      url: serviceUrl(e.ROUTING_URL, PUBLIC_ROUTER_URL),
      timeoutMs: e.ROUTING_TIMEOUT_MS,
      userAgent: `GasolinaEco/1.0.0 (+${(e.PUBLIC_URL ?? "https://gasolinaeco.es").replace(/\/+$/, "")}; ${e.CONTACT_EMAIL})`,
    },
    places: {
      csvPath: e.PLACES_CSV,
      geocoderUrl: serviceUrl(e.GEOCODER_URL, PUBLIC_GEOCODER_URL),
      geocoderTimeoutMs: e.GEOCODER_TIMEOUT_MS,
    },
    publicConfig: {
      version: "1.0.0",
      production: true,
      feedIntervalMin: e.FEED_INTERVAL_MIN,
      tiles: { url: e.TILE_URL, attribution: e.TILE_ATTRIBUTION },
      contactEmail: e.CONTACT_EMAIL,
      amazonTag: e.AMAZON_TAG,
      fuente: "Ministerio para la Transición Ecológica y el Reto Demográfico",
      // CC BY 4.0 asks for attribution wherever the suggestions are shown.
      lugares: `GeoNames (geonames.org, CC BY 4.0)${e.PLACES_CSV ? "; © Instituto Geográfico Nacional (CNIG)" : ""}`,
      // The public services ask to be credited where their answers are shown (the route screen).
      rutas: serviceAttribution(serviceUrl(e.ROUTING_URL, PUBLIC_ROUTER_URL), serviceUrl(e.GEOCODER_URL, PUBLIC_GEOCODER_URL)),
    },
  };
}
