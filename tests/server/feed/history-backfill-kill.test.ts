// The back-fill resumes after a kill -9: a process doing what the server does for the history at start
// (tests/helpers/backfill-process.ts) is killed while it back-fills from the local stand-in for the
// Ministry; started again, it asks only for the days it had not stored (the one being stored when it
// died at most once more), and then holds the whole window. Both databases.
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { rm } from "node:fs/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { historyWindow } from "../../../server/feed/history-window.ts";
import { buildYearOfDays, startMinistryStandIn, type MinistryStandIn } from "../../helpers/ministry-stand-in.ts";
import { freshDataDir } from "../../helpers/fresh-data-dir.ts";
import { adminQuery } from "../../helpers/pg-admin.ts";

const DAYS = 10;
const PG_URL = process.env.TEST_DATABASE_URL;
const year = buildYearOfDays();
const SCRIPT = new URL("../../helpers/backfill-process.ts", import.meta.url).pathname;

function startBackfill(env: Record<string, string>) {
  const child = spawn(process.execPath, ["--import", "tsx", SCRIPT], { env: { ...process.env, ...env }, stdio: ["ignore", "pipe", "pipe"] });
  let stdout = "";
  let stderr = "";
  child.stdout.on("data", (chunk: Buffer) => { stdout += chunk.toString(); });
  child.stderr.on("data", (chunk: Buffer) => { stderr += chunk.toString(); });
  const exited = new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
    child.once("exit", (code) => resolve({ code, stdout, stderr }));
  });
  return { pid: child.pid!, exited };
}

const kinds = [{ name: "pglite" }, ...(PG_URL ? [{ name: "postgres" }] : [])];

describe.each(kinds)("a back-fill killed midway ($name)", ({ name }) => {
  let standIn: MinistryStandIn;
  let dataDir = "";
  const schema = `t_kill_${randomBytes(4).toString("hex")}`;
  const env: Record<string, string> = {};
  beforeAll(async () => {
    standIn = await startMinistryStandIn(year);
    // The embedded database already made (the run's migrated template): no initdb in the process.
    dataDir = await freshDataDir("gasolinaeco-hist-");
    Object.assign(env, { DATA_DIR: dataDir, FEED_URL: standIn.feedUrl, FEED_RETRIES: "0", HISTORY_DAYS: String(DAYS), HISTORY_PAUSE_MS: "0", DATABASE_URL: "" });
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
    const threeServed = new Promise<void>((resolve) => {
      standIn.onServed = () => { if (standIn.asked.length === 3) resolve(); };
    });
    const first = startBackfill(env);
    await Promise.race([threeServed, first.exited.then((r) => { throw new Error(`ended before the kill: ${r.stderr}`); })]);
    process.kill(first.pid, "SIGKILL");
    await first.exited;
    standIn.onServed = undefined;
    const askedBeforeKill = [...standIn.asked];
    expect(askedBeforeKill.length).toBeLessThan(DAYS);

    const second = await startBackfill(env).exited;
    expect(second.code, second.stderr).toBe(0);
    const window = historyWindow(new Date(), DAYS).map((d) => d.label);
    const askedAfter = standIn.asked.slice(askedBeforeKill.length);
    // Each day at most twice in all: the one being stored when the process died may be asked again.
    expect(window.filter((d) => standIn.asked.filter((a) => a === d).length > 1).length).toBeLessThanOrEqual(1);
    expect(new Set(standIn.asked)).toEqual(new Set(window));
    expect(askedAfter.length).toBeLessThanOrEqual(DAYS - askedBeforeKill.length + 1);
    expect(JSON.parse(second.stdout.trim().split("\n").at(-1)!)).toEqual({ historiaDias: DAYS });
  }, 30_000);
});
