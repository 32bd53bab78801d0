// Starts the real server in a child process on a free loopback port, for benchmarks and browser tests:
// the compiled JavaScript of `npm run build` (dist-server/main.js, as `npm start` runs it) or the
// TypeScript source through tsx (no build needed); resolves once it answers, and stops it on demand.
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";

// USER_HZ on Linux is 100 on every architecture Node runs on.
const CLOCK_TICKS_PER_SECOND = 100;

/**
 * Node's arguments for the server, as `npm start` and `npm run serve` give them (package.json). The
 * old-generation cap: under a steady search load V8 promotes each request's short-lived objects and,
 * with no cap, lets the old space grow to ~150 MB of mostly garbage before a full collection; the
 * server's live heap with the national data and 20,000 queued alerts stays under 80 MB. Measured with
 * bench/alert-delivery.bench.ts (20,000 notifications beside searches): peak RSS 305-334 MB uncapped,
 * 231 MB at 192 MB, searches within their p99 target either way.
 */
export const SERVER_NODE_ARGS = ["--max-semi-space-size=4", "--max-old-space-size=192"];

/**
 * glibc's malloc settings, as `npm start` and `npm run serve` set them (package.json): two arenas
 * instead of one per thread that ever ran an image job, and every block over 128 KB (upload bodies,
 * decoded pixels) mapped on its own so it goes back to the system when freed.
 */
export const SERVER_ENV = { MALLOC_ARENA_MAX: "2", MALLOC_MMAP_THRESHOLD_: "131072" };

/** Which form of the server runs: "compiled" needs `npm run build` first. */
export type ServerForm = "compiled" | "source";

export const COMPILED_SERVER = "dist-server/main.js";

/** The server as `npm start` runs it: compiled, with its Node arguments. What the benches measure. */
export const AS_NPM_START = { form: "compiled", nodeArgs: SERVER_NODE_ARGS } as const satisfies Pick<StartOptions, "form" | "nodeArgs">;

const ENTRY_ARGS: Record<ServerForm, string[]> = {
  compiled: [COMPILED_SERVER],
  source: ["--import", "tsx", "server/main.ts"],
};

export interface RunningServer {
  url: string;
  pid: number;
  dataDir: string;
  rssMb(): Promise<number>;
  /** The most resident memory the process has had (VmHWM). */
  peakRssMb(): Promise<number>;
  /** CPU time (user + system) the server process has used so far, in milliseconds. */
  cpuMs(): Promise<number>;
  /** Everything the process has written so far, stdout and stderr apart. */
  stdout(): string;
  stderr(): string;
  /** Resolves with the exit code once the process has ended. */
  exited: Promise<number | null>;
  stop(): Promise<void>;
}

async function statusMb(pid: number, field: "VmRSS" | "VmHWM"): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, "utf8");
  const kb = Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  return kb / 1024;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      const port = typeof address === "object" && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

export interface StartOptions {
  readyTimeoutMs?: number;
  log?: boolean;
  waitForStations?: boolean;
  nodeArgs?: string[];
  form?: ServerForm;
  /**
   * Another checkout of the repository to run the server of (its own npm ci, and npm run build for the
   * compiled form), for an A/B against this one in the same run. Paths in `env` must then be absolute.
   */
  checkout?: string;
}

export async function startServer(env: Record<string, string>, options: StartOptions = {}): Promise<RunningServer> {
  const form = options.form ?? "source";
  const cwd = options.checkout ?? process.cwd();
  if (form === "compiled" && !existsSync(path.join(cwd, COMPILED_SERVER))) throw new Error(`${COMPILED_SERVER} is missing in ${cwd}: run \`npm run build\` first.`);
  const port = await freePort();
  const dataDir = env.DATA_DIR ?? (await mkdtemp(path.join(tmpdir(), "gasolinaeco-")));
  const child: ChildProcess = spawn(process.execPath, [...(options.nodeArgs ?? []), ...ENTRY_ARGS[form]], {
    cwd,
    env: { ...process.env, ...SERVER_ENV, FEED_INTERVAL_MIN: "0", ...env, PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  let stdout = "";
  let stderr = "";
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  child.stdout?.on("data", (d: Buffer) => { output += d; stdout += d; if (options.log) process.stdout.write(d); });
  child.stderr?.on("data", (d: Buffer) => { output += d; stderr += d; if (options.log) process.stderr.write(d); });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + (options.readyTimeoutMs ?? 120_000);
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early (${child.exitCode}):\n${output}`);
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) break;
    } catch { /* not listening yet */ }
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`server not ready in time:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  if (options.waitForStations) {
    for (;;) {
      const res = await fetch(`${url}/api/gasolinaeco/getlastupdate`).then((r) => r.json() as Promise<{ entity?: { estaciones?: number } }>).catch(() => ({ entity: undefined }));
      if ((res.entity?.estaciones ?? 0) > 0) break;
      if (child.exitCode !== null || Date.now() > deadline) {
        child.kill("SIGKILL");
        throw new Error(`server loaded no stations in time:\n${output}`);
      }
      await new Promise((r) => setTimeout(r, 300));
    }
  }
  return {
    url,
    pid: child.pid!,
    dataDir,
    stdout: () => stdout,
    stderr: () => stderr,
    exited,
    rssMb: () => statusMb(child.pid!, "VmRSS"),
    peakRssMb: () => statusMb(child.pid!, "VmHWM"),
    async cpuMs() {
      // /proc/<pid>/stat fields 14 and 15 (utime, stime) in clock ticks; the name field may hold spaces.
      const stat = await readFile(`/proc/${child.pid}/stat`, "utf8");
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS_PER_SECOND;
    },
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once("exit", r));
        child.kill("SIGTERM");
        await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
        if (child.exitCode === null) child.kill("SIGKILL");
      }
      if (!env.DATA_DIR) await rm(dataDir, { recursive: true, force: true });
    },
  };
}
