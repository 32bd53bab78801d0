// Every environment variable the server reads, validated once at start (README documents each one).
import * as v from "valibot";

const DEFAULT_FEED_URL =
  "https://sedeaplicaciones.minetur.gob.es/ServiciosRESTCarburantes/PreciosCarburantes/EstacionesTerrestres/";

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
  /** What the app may know: served by /api/configuracion/obtenerconfig. Never a secret. */
  publicConfig: Record<string, unknown>;
};

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
    publicConfig: {
      version: "1.0.0",
      production: true,
      feedIntervalMin: e.FEED_INTERVAL_MIN,
      tiles: { url: e.TILE_URL, attribution: e.TILE_ATTRIBUTION },
      contactEmail: e.CONTACT_EMAIL,
      amazonTag: e.AMAZON_TAG,
      fuente: "Ministerio para la Transición Ecológica y el Reto Demográfico",
    },
  };
}
