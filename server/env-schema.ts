// Every environment variable the server reads, each written once: its check, its default and its
// type. The README's configuration table lists exactly these (tests/server/config-readme.test.ts).
import * as v from "valibot";

/** Route planning works out of the box on these public services, asked politely (server/routing/). */
export const PUBLIC_ROUTER_URL = "https://router.project-osrm.org";
export const PUBLIC_GEOCODER_URL = "https://photon.komoot.io";
/** ROUTING_URL=off / GEOCODER_URL=off: no router, no geocoder. */
export const SERVICE_OFF = "off";

const optionalText = v.optional(v.pipe(v.string(), v.trim(), v.transform((s) => (s === "" ? undefined : s))));
const intFromEnv = (fallback: number, min: number) =>
  v.pipe(
    v.optional(v.string(), String(fallback)),
    v.transform(Number),
    v.number(),
    v.integer(),
    v.minValue(min),
  );
/** Unset or empty, or a value the check accepts. */
const emptyOr = (check: v.GenericSchema<string, string>) => v.optional(v.union([v.literal(""), check]));
const serviceUrl = (message: string) => v.optional(v.union([v.literal(""), v.literal(SERVICE_OFF), v.pipe(v.string(), v.trim(), v.url(message))]));

export const envSchema = v.object({
  PORT: intFromEnv(8080, 0),
  HOST: v.optional(v.string(), "127.0.0.1"),
  DATA_DIR: v.optional(v.string(), "./data"),
  DATABASE_URL: optionalText,
  FEED_URL: v.optional(v.pipe(v.string(), v.url()), "https://sedeaplicaciones.minetur.gob.es/ServiciosRESTCarburantes/PreciosCarburantes/EstacionesTerrestres/"),
  FEED_FILE: optionalText,
  FEED_INTERVAL_MIN: intFromEnv(30, 0),
  FEED_TIMEOUT_MS: intFromEnv(60_000, 1),
  FEED_RETRIES: intFromEnv(3, 0),
  HISTORY_DAYS: intFromEnv(365, 0),
  HISTORY_PAUSE_MS: intFromEnv(1000, 0),
  STATIC_DIR: v.optional(v.string(), "./dist"),
  TILE_URL: v.optional(v.string(), "https://tile.openstreetmap.org/{z}/{x}/{y}.png"),
  TILE_ATTRIBUTION: v.optional(v.string(), "© OpenStreetMap contributors"),
  CONTACT_EMAIL: v.optional(v.string(), "contacto@gasolinaeco.es"),
  AMAZON_TAG: v.optional(v.string(), "gasolinaeco-21"),
  PUBLIC_URL: optionalText,
  JWT_SECRET: emptyOr(v.pipe(v.string(), v.minLength(32, "JWT_SECRET debe tener al menos 32 caracteres"))),
  JWT_TTL_HOURS: intFromEnv(12, 1),
  JWT_KEEP_DAYS: intFromEnv(30, 1),
  SMTP_URL: emptyOr(v.pipe(v.string(), v.regex(/^smtps?:\/\/[^\s]+$/, "SMTP_URL debe empezar por smtp:// o smtps://"))),
  MAIL_FROM: v.optional(v.string(), "GasolinaEco <no-reply@gasolinaeco.es>"),
  OPERATOR_EMAIL: optionalText,
  ADMIN_TOKEN: emptyOr(v.pipe(v.string(), v.minLength(24, "ADMIN_TOKEN debe tener al menos 24 caracteres"))),
  TRUST_PROXY: v.optional(v.picklist(["0", "1", "false", "true"], "TRUST_PROXY debe ser 0 o 1"), "0"),
  RATE_LOGIN_FAILURES_PER_MIN: intFromEnv(10, 1),
  RATE_REGISTER_PER_HOUR: intFromEnv(10, 1),
  RATE_VALIDATE_PER_HOUR: intFromEnv(30, 1),
  RATE_CONTACT_PER_HOUR: intFromEnv(5, 1),
  RATE_COMMENTS_PER_HOUR: intFromEnv(10, 1),
  RATE_UPLOADS_PER_HOUR: intFromEnv(20, 1),
  RATE_NAVIGATE_PER_HOUR: intFromEnv(120, 1),
  RATE_ACCOUNT_WRITES_PER_MIN: intFromEnv(60, 1),
  RATE_ROUTE_WORK_PER_MIN: intFromEnv(3_000_000, 1),
  IMAGE_MAX_MB: intFromEnv(10, 1),
  IMAGE_MAX_MEGAPIXELS: intFromEnv(40, 1),
  IMAGE_MAX_SIDE: intFromEnv(1600, 64),
  JSON_BODY_LIMIT_KB: intFromEnv(16, 1),
  SEARCH_CACHE_MB: intFromEnv(8, 0),
  ROUTING_URL: serviceUrl("ROUTING_URL debe ser una URL (p. ej. http://127.0.0.1:5000) u off"),
  ROUTING_TIMEOUT_MS: intFromEnv(10_000, 100),
  GEOCODER_URL: serviceUrl("GEOCODER_URL debe ser una URL (p. ej. https://photon.komoot.io) u off"),
  GEOCODER_TIMEOUT_MS: intFromEnv(1_500, 100),
  PLACES_CSV: optionalText,
  VAPID_PUBLIC_KEY: optionalText,
  VAPID_PRIVATE_KEY: optionalText,
  LOG_FORMAT: v.optional(v.picklist(["text", "json"], "LOG_FORMAT debe ser text o json"), "text"),
  METRICS_TOKEN: emptyOr(v.pipe(v.string(), v.minLength(24, "METRICS_TOKEN debe tener al menos 24 caracteres"))),
  PUSH_ENDPOINT_ALLOW: emptyOr(v.pipe(v.string(), v.check((list) => list.split(",").every((o) => o.trim() === "" || URL.canParse(o.trim())), "PUSH_ENDPOINT_ALLOW: orígenes separados por comas, p. ej. http://127.0.0.1:4567"))),
});

export type Env = v.InferOutput<typeof envSchema>;

/** The variables as written in the environment, with the default each takes when unset (if any). */
export function envDefaults(): Record<keyof Env, string | undefined> {
  return Object.fromEntries(
    Object.entries(envSchema.entries).map(([name, schema]) => [name, v.getDefault(schema as v.GenericSchema) as string | undefined]),
  ) as Record<keyof Env, string | undefined>;
}

/** The environment checked; the first problem as one Spanish line otherwise. */
export function parseEnv(env: Record<string, string | undefined>): Env {
  const parsed = v.safeParse(envSchema, env);
  if (parsed.success) return parsed.output;
  const issue = parsed.issues[0];
  const key = issue?.path?.map((p) => String(p.key)).join(".") ?? "?";
  throw new Error(`Configuración no válida: ${key}: ${issue?.message}`);
}
