// The whole chain on the real server process (server/main.ts, embedded database): a browser-like
// client subscribes with the key from GET /api/push/clave, the operator re-ingests a changed
// FEED_FILE through POST /api/admin/ingesta, and the local push service on 127.0.0.1 receives a
// message it decrypts (RFC 8291) under a VAPID token signed by that key (RFC 8292).
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServer, type RunningServer } from "../../../bench/server-process.ts";
import { withFreshDatabase } from "../../helpers/fresh-data-dir.ts";
import { serverForm } from "../../helpers/server-build.ts";
import { feedJson, feedRow } from "../feed/feed-fixture.ts";
import { startLocalPushService, type LocalPushService } from "../../helpers/local-push-service.ts";

const ADMIN_TOKEN = "admin-token-of-the-alert-tests-0123";

const feed = (precio95: string, fecha: string, precioGnc = "1,259") =>
  feedJson([
    feedRow({ IDEESS: "4001", "Rótulo": "PLENOIL ABRERA", "Precio Gasolina 95 E5": precio95 }),
    feedRow({ IDEESS: "4002", "Rótulo": "GALP ABRERA", Latitud: "41,520000", "Precio Gasolina 95 E5": "1,559", "Precio Gas Natural Comprimido": precioGnc }),
  ], fecha);

describe("a price alert from subscription to decrypted push, on the real server", () => {
  let server: RunningServer;
  let push: LocalPushService;
  let dir: string;
  let feedFile: string;
  let headers: Record<string, string>;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), "gasolinaeco-alerts-"));
    feedFile = path.join(dir, "feed.json");
    await writeFile(feedFile, feed("1,519", "25/11/2026 10:00:00"));
    push = await startLocalPushService();
    server = await startServer({
      DATA_DIR: await withFreshDatabase(path.join(dir, "data")),
      FEED_FILE: feedFile,
      ADMIN_TOKEN,
      PUSH_ENDPOINT_ALLOW: push.origin,
      STATIC_DIR: dir,
      DATABASE_URL: "",
      SMTP_URL: "",
      JWT_SECRET: "alerts-end-to-end-secret-0123456789abcdef",
    }, { waitForStations: true, form: serverForm() });
    const cookie = (await fetch(`${server.url}/api/health`)).headers.getSetCookie().find((c) => c.startsWith("XSRF-TOKEN="))!.split(";")[0]!;
    headers = { "content-type": "application/json", cookie, "x-xsrf-token": cookie.slice("XSRF-TOKEN=".length) };
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
    await push?.close();
    await rm(dir, { recursive: true, force: true });
  });

  const ingestNow = async () => {
    const res = await fetch(`${server.url}/api/admin/ingesta`, { method: "POST", headers: { authorization: `Bearer ${ADMIN_TOKEN}` } });
    return { status: res.status, body: (await res.json()) as { success: boolean; message: string; entity: { filasHistorico: number; estaciones: number } } };
  };

  it("pushes the lower price of a re-ingest once, signed with the key the browser subscribed with", async () => {
    const clave = ((await (await fetch(`${server.url}/api/push/clave`)).json()) as { entity: { clave: string } }).entity.clave;
    const sub = push.subscribe();
    const created = await fetch(`${server.url}/api/alertas`, {
      method: "POST", headers, body: JSON.stringify({ suscripcion: sub.json, combustible: "95", umbral: "1,5", idEstacion: "4001" }),
    });
    expect(created.status).toBe(200);

    await writeFile(feedFile, feed("1,479", "25/11/2026 10:30:00"));
    const run = await ingestNow();
    expect(run.status).toBe(200);
    expect(run.body.entity).toMatchObject({ estaciones: 2, filasHistorico: 1 });

    const [message] = await push.waitFor(sub);
    expect(message!.vapidKey).toBe(clave);
    expect(message!.payload).toMatchObject({
      titulo: "Gasolina 95 a 1,479\u00a0€ en PLENOIL ABRERA",
      url: "/station/4001",
      precio: 1.479,
      precioAnterior: 1.519,
    });
    expect(push.problems).toEqual([]);

    // The same feed again changes nothing and sends nothing more.
    await ingestNow();
    await new Promise((r) => setTimeout(r, 300));
    expect(push.forSubscription(sub)).toHaveLength(1);
  });

  it("pushes a drop of natural gas (any product of the catalogue), its price in €/kg", async () => {
    const sub = push.subscribe();
    const created = await fetch(`${server.url}/api/alertas`, {
      method: "POST", headers, body: JSON.stringify({ suscripcion: sub.json, combustible: "gnc", umbral: "1,2", idEstacion: "4002" }),
    });
    expect(created.status).toBe(200);
    await writeFile(feedFile, feed("1,479", "25/11/2026 11:00:00", "1,149"));
    expect((await ingestNow()).status).toBe(200);
    const [message] = await push.waitFor(sub);
    expect(message!.payload).toMatchObject({
      titulo: "Gas natural comprimido a 1,149\u00a0€/kg en GALP ABRERA",
      combustible: "gnc",
      precio: 1.149,
      precioAnterior: 1.259,
    });
  });

  it("refuses the refresh without the admin token", async () => {
    const res = await fetch(`${server.url}/api/admin/ingesta`, { method: "POST", headers: { authorization: "Bearer wrong-token-of-24-characters" } });
    expect(res.status).toBe(401);
  });
});
