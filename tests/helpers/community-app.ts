// Builds the whole app in-process for the account and community tests: a fresh database of the
// given kind, a few stations in the index, a pinned clock, a mail catcher (or real SMTP), and a
// client that behaves like the PWA (XSRF cookie and header, bearer token).
import { mkdir, mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Hono } from "hono";
import { buildApp } from "../../server/app.ts";
import type { AppContext } from "../../server/app-context.ts";
import { loadConfig } from "../../server/config.ts";
import type { Db } from "../../server/db/db.ts";
import type { Mailer, MailMessage } from "../../server/mail/mailer.ts";
import { createStationCatalog } from "../../server/stations/station-catalog.ts";
import type { TestDbKind } from "./test-dbs.ts";

export const TEST_JWT_SECRET = "test-secret-for-gasolinaeco-tokens-0123456789";
export const START = new Date("2026-05-04T09:00:00Z");

/** Limits high enough that only the tests about them ever reach them. */
const RELAXED_LIMITS = {
  RATE_LOGIN_FAILURES_PER_MIN: "1000",
  RATE_REGISTER_PER_HOUR: "1000",
  RATE_VALIDATE_PER_HOUR: "1000",
  RATE_CONTACT_PER_HOUR: "1000",
  RATE_COMMENTS_PER_HOUR: "1000",
  RATE_UPLOADS_PER_HOUR: "1000",
  RATE_NAVIGATE_PER_HOUR: "1000",
  RATE_ACCOUNT_WRITES_PER_MIN: "1000",
  RATE_ROUTE_WORK_PER_MIN: "1000000000",
};

export interface TestStation {
  id: string; rotulo: string; latitud: number; longitud: number; prices: Record<string, number>;
}

/** Madrid (Puerta del Sol is 40.4169, -3.7035), one a few km away, and one in Barcelona. */
export const STATIONS: TestStation[] = [
  { id: "1001", rotulo: "REPSOL SOL", latitud: 40.4170, longitud: -3.7040, prices: { gasolina95: 1.659, gasoleoA: 1.559, gasolina98: 1.799 } },
  { id: "1002", rotulo: "CEPSA CHAMARTIN", latitud: 40.4720, longitud: -3.6800, prices: { gasolina95: 1.609, gasoleoA: 1.499 } },
  { id: "1003", rotulo: "BALLENOIL GETAFE", latitud: 40.3050, longitud: -3.7300, prices: { gasolina95: 1.499, gasoleoA: 1.399, glp: 0.899 } },
  { id: "2001", rotulo: "BP DIAGONAL", latitud: 41.3950, longitud: 2.1500, prices: { gasolina95: 1.689, gasoleoA: 1.589 } },
];

export async function seedStations(db: Db, stations: readonly TestStation[] = STATIONS) {
  for (const s of stations) {
    await db.query(
      `insert into stations (id, rotulo, bandera, direccion, localidad, municipio, provincia, id_provincia, id_municipio,
         id_ccaa, cp, horario, latitud, longitud, margen, remision, tipo_venta, pais, seen_at)
       values ($1, $2, 'none', 'CALLE MAYOR, 1', 'MADRID', 'Madrid', 'MADRID', '28', '4354', '13', '28013',
         'L-D: 24H', $3, $4, 'D', 'dm', 'P', 'ES', now())
       on conflict (id) do nothing`,
      [s.id, s.rotulo, s.latitud, s.longitud]);
    for (const [producto, precio] of Object.entries(s.prices)) {
      await db.query(
        `insert into station_prices (station_id, producto, precio) values ($1, $2, $3)
         on conflict (station_id, producto) do update set precio = excluded.precio`,
        [s.id, producto, precio]);
    }
  }
}

/** Keeps every message instead of sending it. */
export function createMailCatcher(): Mailer & { sent: MailMessage[] } {
  const sent: MailMessage[] = [];
  return { kind: "outbox", sent, async send(message) { sent.push(message); } };
}

export interface ApiResult<T = unknown> {
  status: number;
  body: { success: boolean; message: string | null; entity: T };
  res: Response;
}

export class ApiClient {
  xsrf = "";
  constructor(private readonly app: Hono, private readonly extraHeaders: Record<string, string> = {}) {}

  /** Gets the XSRF cookie the way the app does: from any /api answer. */
  async init(): Promise<this> {
    const res = await this.app.request("/api/health", { headers: this.extraHeaders });
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith("XSRF-TOKEN="));
    if (!cookie) throw new Error("no XSRF-TOKEN cookie");
    this.xsrf = cookie.split(";")[0]!.slice("XSRF-TOKEN=".length);
    return this;
  }

  headers(token?: string, withXsrf = true): Record<string, string> {
    return {
      ...this.extraHeaders,
      ...(withXsrf ? { cookie: `XSRF-TOKEN=${this.xsrf}`, "x-xsrf-token": this.xsrf } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    };
  }

  async raw(pathname: string, init: RequestInit = {}): Promise<Response> {
    return this.app.request(pathname, init);
  }

  async post<T = unknown>(pathname: string, body: unknown, options: { token?: string; xsrf?: boolean } = {}): Promise<ApiResult<T>> {
    const res = await this.app.request(pathname, {
      method: "POST",
      headers: { ...this.headers(options.token, options.xsrf ?? true), "content-type": "application/json" },
      body: typeof body === "string" ? body : JSON.stringify(body),
    });
    return { status: res.status, body: await res.clone().json(), res };
  }

  async get<T = unknown>(pathname: string, options: { token?: string } = {}): Promise<ApiResult<T>> {
    const res = await this.app.request(pathname, { headers: this.headers(options.token, false) });
    return { status: res.status, body: await res.clone().json(), res };
  }

  async upload<T = unknown>(file: Uint8Array, options: { token?: string; ideess?: string; filename?: string; type?: string } = {}): Promise<ApiResult<T>> {
    const form = new FormData();
    form.append("file", new File([new Uint8Array(file)], options.filename ?? "foto.jpg", { type: options.type ?? "image/jpeg" }));
    if (options.ideess !== undefined) form.append("ideess", options.ideess);
    const res = await this.app.request("/api/imagenes/post", { method: "POST", headers: this.headers(options.token), body: form });
    return { status: res.status, body: await res.clone().json(), res };
  }
}

export interface TestApp {
  app: Hono;
  ctx: AppContext;
  db: Db;
  mail: ReturnType<typeof createMailCatcher>;
  dataDir: string;
  clock: { now: Date; advance(ms: number): void };
  client(extraHeaders?: Record<string, string>): Promise<ApiClient>;
  /** Registers, validates (unless told not to) and logs in; returns the token. */
  signUp(email: string, options?: { password?: string; validate?: boolean; keep?: boolean }): Promise<string>;
  dispose(): Promise<void>;
}

export async function createTestApp(
  kind: TestDbKind,
  options: {
    env?: Record<string, string>;
    realMail?: boolean;
    /** Another configuration over that app's database (not a copy), for a test about the configuration
     * only: no new database to make. Disposing this app leaves the database to its owner. */
    sameDatabaseAs?: TestApp;
  } = {},
): Promise<TestApp> {
  const shared = options.sameDatabaseAs;
  const owned = shared ? undefined : await kind.create();
  const db: Db = shared?.db ?? owned!;
  if (owned) await seedStations(owned);
  const catalog = shared?.ctx.catalog ?? createStationCatalog(db);
  if (!shared) await catalog.reload();
  const dataDir = await mkdtemp(path.join(tmpdir(), "gasolinaeco-test-"));
  await mkdir(path.join(dataDir, "static"));
  const config = loadConfig({
    DATA_DIR: dataDir,
    STATIC_DIR: path.join(dataDir, "static"),
    PUBLIC_URL: "https://gasolinaeco.test",
    JWT_SECRET: TEST_JWT_SECRET,
    OPERATOR_EMAIL: "operador@gasolinaeco.test",
    ...RELAXED_LIMITS,
    ...options.env,
  });
  const clock = {
    now: new Date(START),
    advance(ms: number) { this.now = new Date(this.now.getTime() + ms); },
  };
  const mail = createMailCatcher();
  const ctx: AppContext = {
    config, db, catalog, now: () => new Date(clock.now),
    ...(options.realMail ? {} : { mailer: mail }),
  };
  const app = buildApp(ctx);
  const client = async (extraHeaders?: Record<string, string>) => new ApiClient(app, extraHeaders).init();

  async function signUp(email: string, o: { password?: string; validate?: boolean; keep?: boolean } = {}) {
    const api = await client();
    const password = o.password ?? "secreto123";
    const reg = await api.post("/api/users/register", { email, password });
    if (reg.status !== 200) throw new Error(`register ${email}: ${reg.status} ${reg.body.message}`);
    if (o.validate ?? true) {
      const link = mail.sent.findLast((m) => m.to === email.toLowerCase())?.text.match(/validaremail\/([0-9a-f]{64})/)?.[1];
      if (!link) throw new Error(`no validation mail for ${email}`);
      await api.post("/api/users/validaremail", { guid: link });
    }
    const login = await api.post<string>("/api/token/login", { email, password, keep: o.keep ?? false });
    if (login.status !== 200) throw new Error(`login ${email}: ${login.status} ${login.body.message}`);
    return login.body.entity;
  }

  return {
    app, ctx, db, mail, dataDir, clock, client, signUp,
    async dispose() {
      await owned?.dispose();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
