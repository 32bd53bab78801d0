// The back-fill of the real server process (server/main.ts) resumes after a kill -9: started again, it
// asks the local stand-in for the Ministry only for the days it had not stored, and getlastupdate
// then says how many days of history it holds. Both databases.
import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServer, type RunningServer } from "../../../bench/server-process.ts";
import { historyWindow } from "../../../server/feed/history-window.ts";
import { buildYearOfDays, startMinistryStandIn, type MinistryStandIn } from "../../helpers/ministry-stand-in.ts";
import { adminQuery } from "../../helpers/pg-admin.ts";

const DAYS = 40;
const PG_URL = process.env.TEST_DATABASE_URL;
const year = buildYearOfDays();

async function lastUpdate(server: RunningServer): Promise<{ historiaDias: number; estaciones: number }> {
  const res = await fetch(`${server.url}/api/gasolinaeco/getlastupdate`);
  return ((await res.json()) as { entity: { historiaDias: number; estaciones: number } }).entity;
}

const kinds = [{ name: "pglite" }, ...(PG_URL ? [{ name: "postgres" }] : [])];

describe.each(kinds)("a server killed mid back-fill ($name)", ({ name }) => {
  let standIn: MinistryStandIn;
  let dataDir = "";
  const schema = `t_kill_${randomBytes(4).toString("hex")}`;
  const env: Record<string, string> = {};
  beforeAll(async () => {
    standIn = await startMinistryStandIn(year);
    dataDir = await mkdtemp(path.join(tmpdir(), "gasolinaeco-hist-"));
    Object.assign(env, {
      DATA_DIR: dataDir, FEED_URL: standIn.feedUrl, FEED_RETRIES: "0", HISTORY_DAYS: String(DAYS), HISTORY_PAUSE_MS: "0",
      ROUTING_URL: "off", GEOCODER_URL: "off", STATIC_DIR: "/nonexistent-static", DATABASE_URL: "", SMTP_URL: "",
    });
    if (name === "postgres") {
      await adminQuery(PG_URL!, `create schema ${schema}`);
      const url = new URL(PG_URL!);
      url.searchParams.set("options", `-c search_path=${schema}`);
      env.DATABASE_URL = url.href;
    }
  });
  afterAll(async () => {
    await standIn.close();
    await rm(dataDir, { recursive: true, force: true });
    if (name === "postgres") await adminQuery(PG_URL!, `drop schema if exists ${schema} cascade`);
  });

  it("asks again only for the days it had not stored", async () => {
    const tenServed = new Promise<void>((resolve) => {
      standIn.onServed = () => { if (standIn.asked.length === 10) resolve(); };
    });
    const first = await startServer(env, { readyTimeoutMs: 60_000 });
    await tenServed;
    process.kill(first.pid, "SIGKILL");
    await first.exited;
    const askedBeforeKill = [...standIn.asked];
    standIn.onServed = undefined;

    const second = await startServer(env, { readyTimeoutMs: 60_000 });
    try {
      const window = historyWindow(new Date(), DAYS).map((d) => d.label);
      // The window is full once every day has been asked for; then getlastupdate counts them.
      while ((await lastUpdate(second)).historiaDias < DAYS) {
        if (second.stderr().includes("Error")) throw new Error(second.stderr());
        await new Promise<void>((resolve) => { standIn.onServed = () => resolve(); setTimeout(resolve, 1000); });
      }
      const askedAfter = standIn.asked.slice(askedBeforeKill.length);
      // Each day at most twice in all: the one being stored when the process died may be asked again.
      const twice = window.filter((d) => standIn.asked.filter((a) => a === d).length > 1);
      expect(twice.length).toBeLessThanOrEqual(1);
      expect(new Set(standIn.asked)).toEqual(new Set(window));
      expect(askedAfter.length).toBeLessThan(DAYS);
      expect((await lastUpdate(second)).estaciones).toBe(year.stations.length);
    } finally {
      await second.stop();
    }
    // Two server starts on a busy machine.
  }, 150_000);
});
