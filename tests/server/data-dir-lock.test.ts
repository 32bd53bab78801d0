// One process per DATA_DIR with the embedded database, with real processes: a second server on the
// folder stops with one line while the first keeps answering and keeps what it was given; a server
// killed with SIGKILL leaves no lock, so the next one starts at once; the tools refuse while it runs.
import { execFile } from "node:child_process";
import { rm } from "node:fs/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort, startServer, type RunningServer } from "../../bench/server-process.ts";
import { freshDataDir } from "../helpers/fresh-data-dir.ts";
import { serverForm, serverProgramArgs } from "../helpers/server-build.ts";

const QUIET = { ROUTING_URL: "off", GEOCODER_URL: "off", DATABASE_URL: "", SMTP_URL: "", FEED_URL: "http://127.0.0.1:9/nada", FEED_RETRIES: "0" };

interface Exit { code: number | null; output: string }

function run(program: "main" | "moderate" | "ingest", args: string[], env: Record<string, string>): Promise<Exit> {
  return new Promise((resolve) => {
    execFile(process.execPath, [...serverProgramArgs(program), ...args], { env: { ...process.env, FEED_INTERVAL_MIN: "0", ...QUIET, ...env }, timeout: 60_000 },
      (error, stdout, stderr) => resolve({ code: error ? (error.code as number | null) ?? null : 0, output: (stdout + stderr).trim() }));
  });
}

/** Registers an account through the server's API: a write kept in its database. */
async function register(server: RunningServer, email: string): Promise<{ status: number; message: string }> {
  const first = await fetch(`${server.url}/api/health`);
  const cookie = /XSRF-TOKEN=([^;]+)/.exec(first.headers.get("set-cookie") ?? "")![1]!;
  const res = await fetch(`${server.url}/api/users/register`, {
    method: "POST",
    headers: { "content-type": "application/json", cookie: `XSRF-TOKEN=${cookie}`, "x-xsrf-token": cookie },
    body: JSON.stringify({ email, password: "una-clave-larga-1" }),
  });
  return { status: res.status, message: ((await res.json()) as { message: string }).message };
}

describe("one process per DATA_DIR", () => {
  let dataDir: string;
  let first: RunningServer;
  let secondStart: Exit;

  beforeAll(async () => {
    dataDir = await freshDataDir("gasolinaeco-lock-");
    first = await startServer({ ...QUIET, DATA_DIR: dataDir }, { form: serverForm() });
    secondStart = await run("main", [], { DATA_DIR: dataDir, PORT: String(await freePort()), HOST: "127.0.0.1" });
  }, 120_000);

  afterAll(async () => {
    await first?.stop();
    await rm(dataDir, { recursive: true, force: true });
  });

  it("stops a second server on the same folder with one line that names it and its holder", () => {
    expect(secondStart.code).toBe(1);
    expect(secondStart.output).toContain(`DATA_DIR (${dataDir}) está en uso por el servidor (pid ${first.pid})`);
    expect(secondStart.output).not.toMatch(/escuchando|\n\s+at /);
  });

  it("leaves the first one answering and keeping its writes", async () => {
    expect((await register(first, "ana@example.com")).status).toBe(200);
    expect(await register(first, "ana@example.com")).toEqual({ status: 409, message: "Ya existe una cuenta con ese correo electrónico." });
  });

  it("refuses npm run moderate and npm run ingest while the server holds the folder", async () => {
    const moderate = await run("moderate", ["list"], { DATA_DIR: dataDir });
    expect(moderate.code).toBe(1);
    expect(moderate.output).toMatch(/está en uso por el servidor/);
    const ingest = await run("ingest", ["--file", "no-existe.json"], { DATA_DIR: dataDir });
    expect(ingest.code).toBe(1);
    expect(ingest.output).toMatch(/está en uso por el servidor/);
  }, 60_000);

  it("starts again at once on the folder of a server killed with SIGKILL, with what it had kept", async () => {
    expect((await register(first, "luis@example.com")).status).toBe(200);
    process.kill(first.pid, "SIGKILL");
    await first.exited;
    const next = await startServer({ ...QUIET, DATA_DIR: dataDir }, { readyTimeoutMs: 60_000, form: serverForm() });
    try {
      expect((await register(next, "luis@example.com")).status).toBe(409);
    } finally {
      await next.stop();
    }
  }, 90_000);
});
