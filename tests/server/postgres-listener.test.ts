// The LISTEN session of a server process (server/db/postgres-listener.ts): it hears NOTIFY from other
// connections, and when its connection is terminated (restart, failover, idle timeout) it reconnects
// by itself, says so through onListening (to catch up), and hears again, without an unhandled
// 'error' event. PostgreSQL only; skipped loudly without TEST_DATABASE_URL.
import { randomBytes } from "node:crypto";
import pg from "pg";
import { afterEach, describe, expect, it } from "vitest";
import { listenWithReconnect, type Listener } from "../../server/db/postgres-listener.ts";
import { adminQuery, terminateBackends } from "../helpers/pg-admin.ts";

const URL_ = process.env.TEST_DATABASE_URL;
if (!URL_) console.warn("\n*** TEST_DATABASE_URL not set: the LISTEN reconnection tests are skipped ***\n");

describe.skipIf(!URL_)("a LISTEN session that survives its connection", () => {
  const channel = `t_listen_${randomBytes(4).toString("hex")}`;
  const applicationName = `gasolinaeco-listen-${randomBytes(4).toString("hex")}`;
  const heard: string[] = [];
  const logged: string[] = [];
  let listenings = 0;
  let listener: Listener | undefined;

  const start = () => {
    listener = listenWithReconnect({
      newClient: () => new pg.Client({ connectionString: URL_, application_name: applicationName }),
      channel,
      onNotification: (payload) => heard.push(payload),
      onListening: () => { listenings += 1; },
      log: (message) => logged.push(message),
      retryMs: 50,
    });
    return listener;
  };
  const notify = (payload: string) => adminQuery(URL_!, "select pg_notify($1, $2)", [channel, payload]);
  const terminate = () => terminateBackends(URL_!, applicationName);

  afterEach(async () => {
    await listener?.stop();
    heard.length = 0;
    logged.length = 0;
    listenings = 0;
  });

  it("hears a notification sent by another connection", async () => {
    await start().ready;
    expect(listenings).toBe(1);
    await notify("uno");
    await expect.poll(() => heard, { timeout: 2_000 }).toEqual(["uno"]);
  });

  it("reconnects by itself after its backend is terminated, asks to catch up, and hears again", async () => {
    await start().ready;
    expect(await terminate()).toBe(1);
    await expect.poll(() => listenings, { timeout: 5_000 }).toBe(2);
    expect(logged.some((m) => m.includes("perdida"))).toBe(true);
    await notify("después");
    await expect.poll(() => heard, { timeout: 2_000 }).toEqual(["después"]);
  });

  it("keeps trying while the server refuses it, and listens once it can", async () => {
    // A session that cannot connect (a wrong port) for its first attempts, then the real server.
    let attempts = 0;
    listener = listenWithReconnect({
      newClient: () => {
        attempts += 1;
        const refused = Object.assign(new URL(URL_!), { port: "1" }).href;
        return new pg.Client({ connectionString: attempts < 3 ? refused : URL_, connectionTimeoutMillis: 500 });
      },
      channel,
      onNotification: (payload) => heard.push(payload),
      onListening: () => { listenings += 1; },
      log: (message) => logged.push(message),
      retryMs: 20,
    });
    await listener.ready;
    expect(listenings).toBe(0);
    await expect.poll(() => listenings, { timeout: 5_000 }).toBe(1);
    expect(attempts).toBe(3);
    await notify("por fin");
    await expect.poll(() => heard, { timeout: 2_000 }).toEqual(["por fin"]);
  });

  it("stops listening for good when stopped", async () => {
    await start().ready;
    await listener!.stop();
    await notify("nadie");
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(heard).toEqual([]);
    expect(await terminate()).toBe(0);
  });
});
