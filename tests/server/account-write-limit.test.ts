// One account looping on its syncs cannot take the server from the others: past
// RATE_ACCOUNT_WRITES_PER_MIN its writes get 429 with Retry-After, counted across the discounts',
// favourites' and profile writes, while another account's merges stay near their idle time.
// On PGlite, and on PostgreSQL when TEST_DATABASE_URL is set. The flood goes over real connections to
// a listening server, as it would arrive: in-process calls would never yield to the database's I/O.
import { execFile } from "node:child_process";
import type { Server } from "node:http";
import { Agent, request } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApiServer } from "../../server/process/api-server.ts";
import { TEST_DB_KINDS } from "../helpers/test-dbs.ts";
import { createTestApp, type ApiClient, type TestApp } from "../helpers/community-app.ts";

const LIMIT = 30;
const FLOOD_LOOPS = 50;
const FLOOD_MS = 3000;
const PACE_MS = 80;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

describe.each(TEST_DB_KINDS)("the per-account limit on repeatable writes ($name)", (kind) => {
  let t: TestApp;
  let api: ApiClient;
  let accounts = 0;
  const newAccount = () => t.signUp(`sincroniza${++accounts}@example.es`);
  /** Plans with the same terms are kept once: each id gets its own discount. */
  const plan = (id: string) => ({ id, marca: "repsol", valor: 1 + id.length + (id.codePointAt(id.length - 1) ?? 0) % 10, unidad: "centimos", dias: [], topeEuros: null });
  const merge = (token: string, id = "a1") => api.post("/api/descuentos/fusionar", { planes: [plan(id)] }, { token });

  let server: Server;
  let base = "";
  const agent = new Agent({ keepAlive: true, maxSockets: FLOOD_LOOPS + 2 });

  beforeAll(async () => {
    t = await createTestApp(kind, { env: { RATE_ACCOUNT_WRITES_PER_MIN: String(LIMIT) } });
    api = await t.client();
    server = createApiServer(t.app, { hostname: "127.0.0.1" });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const address = server.address();
    base = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
  });
  afterAll(async () => {
    agent.destroy();
    await new Promise((resolve) => server.close(resolve));
    await t.dispose();
  });

  /**
   * FLOOD_LOOPS loops of merges from one account for `ms`, from a child process as a real client would
   * be (this process is the server's): the count of each status.
   */
  const floodFromAnotherProcess = (token: string, ms: number) => new Promise<Record<string, number>>((resolve, reject) => {
    const script = `
      const [base, token, xsrf, loops, ms, body] = process.argv.slice(1);
      const statuses = {};
      const ends = Date.now() + Number(ms);
      const headers = { "content-type": "application/json", authorization: "Bearer " + token, cookie: "XSRF-TOKEN=" + xsrf, "x-xsrf-token": xsrf };
      Promise.all(Array.from({ length: Number(loops) }, async () => {
        while (Date.now() < ends) {
          // Requests still waiting when the flood ends are dropped, as a client stopped would drop them.
          const res = await fetch(base + "/api/descuentos/fusionar", { method: "POST", headers, body, signal: AbortSignal.timeout(Math.max(1, ends - Date.now())) })
            .then(async (r) => { await r.arrayBuffer(); return r; }, () => null);
          if (res) statuses[res.status] = (statuses[res.status] ?? 0) + 1;
        }
      })).then(() => console.log(JSON.stringify(statuses)));`;
    execFile(process.execPath, ["-e", script, base, token, api.xsrf, String(FLOOD_LOOPS), String(ms), JSON.stringify({ planes: [plan("a1")] })],
      (error, stdout) => (error ? reject(error) : resolve(JSON.parse(stdout) as Record<string, number>)));
  });

  /** A merge over a connection: its status. */
  const mergeOverHttp = (token: string, id = "a1") => new Promise<number>((resolve, reject) => {
    const body = JSON.stringify({ planes: [plan(id)] });
    const req = request(`${base}/api/descuentos/fusionar`, {
      method: "POST",
      agent,
      headers: {
        "content-type": "application/json",
        "content-length": Buffer.byteLength(body),
        authorization: `Bearer ${token}`,
        cookie: `XSRF-TOKEN=${api.xsrf}`,
        "x-xsrf-token": api.xsrf,
      },
    }, (res) => {
      res.resume();
      res.on("end", () => resolve(res.statusCode!));
    });
    req.on("error", reject);
    req.end(body);
  });

  it("answers 429 with Retry-After past the limit, whichever write used it up, and keeps what was saved", async () => {
    const token = await newAccount();
    for (let i = 0; i < LIMIT / 2; i++) expect((await merge(token, `p${i % 5}`)).status).toBe(200);
    for (let i = 0; i < LIMIT / 2; i++) expect((await api.post("/api/favoritas/anadir", { id: "1001" }, { token })).status).toBe(200);
    const refused = await api.post("/api/favoritas/fusionar", { ids: ["1002"] }, { token });
    expect(refused.status).toBe(429);
    expect(Number(refused.res.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(refused.body.message).toBe("Demasiadas peticiones seguidas: espera un poco y vuelve a intentarlo.");
    expect((await merge(token, "nuevo")).status).toBe(429);
    const saved = await api.get<{ id: string }[]>("/api/descuentos", { token });
    expect(saved.body.entity.map((p) => p.id).sort()).toEqual(["p0", "p1", "p2", "p3", "p4"]);
    // A minute later the account writes again.
    t.clock.advance(60_000);
    expect((await merge(token, "nuevo")).status).toBe(200);
  });

  it("keeps another account's merges within five times their idle time while one account floods", async () => {
    const [flooder, other] = await Promise.all([newAccount(), newAccount()]);
    const timedMerge = async () => {
      const started = performance.now();
      expect(await mergeOverHttp(other)).toBe(200);
      return performance.now() - started;
    };
    /**
     * The other account's saves, a driver's pace, until `ends`, and never past its own budget: on a
     * quick machine 80 ms apart for 3 s is more writes than the limit allows in a minute.
     */
    const pacedMerges = async (ends: number) => {
      const times: number[] = [];
      while (performance.now() < ends && times.length < LIMIT - 5) {
        times.push(await timedMerge());
        await new Promise((resolve) => setTimeout(resolve, PACE_MS));
      }
      return times;
    };
    await timedMerge();
    const idle = await pacedMerges(performance.now() + 1000);
    t.clock.advance(60_000);

    const flood = floodFromAnotherProcess(flooder, FLOOD_MS);
    const ends = performance.now() + FLOOD_MS;
    const during = await pacedMerges(ends);
    const statuses = await flood;

    expect(statuses["200"]).toBeLessThanOrEqual(LIMIT);
    expect(statuses["429"]).toBeGreaterThanOrEqual(10);
    expect(during.length).toBeGreaterThanOrEqual(5);
    expect(median(during)).toBeLessThan(5 * median(idle));
  }, 30_000);
});
