// A server started on a DATA_DIR that cannot take writes stops at once with one line that names the
// folder and says why (it printed PGlite's "ErrnoError errno 51/69" and a stack trace before).
import { execFile, execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { serverProgramArgs } from "../helpers/server-build.ts";

interface StartOutcome { code: number | null; output: string }

function startServer(dataDir: string): Promise<StartOutcome> {
  return new Promise((resolve) => {
    execFile(process.execPath, serverProgramArgs("main"), {
      env: { ...process.env, DATA_DIR: dataDir, PORT: "0", HOST: "127.0.0.1", FEED_INTERVAL_MIN: "0", DATABASE_URL: "", SMTP_URL: "" },
      timeout: 60_000,
    }, (error, stdout, stderr) => resolve({ code: error ? (error.code as number | null) ?? null : 0, output: (stdout + stderr).trim() }));
  });
}

const scratch = mkdtempSync(path.join(tmpdir(), "gasolinaeco-datadir-"));
const mounted: string[] = [];

/** A tmpfs of its own (read-only, or tiny); null where this user may not mount (then the test is skipped). */
function mountTmpfs(name: string, options: string): string | null {
  const dir = path.join(scratch, name);
  try {
    execFileSync("mkdir", ["-p", dir]);
    execFileSync("mount", ["-t", "tmpfs", "-o", options, "tmpfs", dir], { stdio: "ignore" });
    mounted.push(dir);
    return dir;
  } catch {
    console.warn(`*** no se puede montar un tmpfs (${options}) aquí: se omite esa prueba ***`);
    return null;
  }
}

afterAll(() => {
  for (const dir of mounted) execFileSync("umount", [dir]);
  rmSync(scratch, { recursive: true, force: true });
});

function expectOneClearLine(outcome: StartOutcome, folder: string, reason: RegExp) {
  expect(outcome.code).toBe(1);
  expect(outcome.output.split("\n")).toHaveLength(1);
  expect(outcome.output).toContain(folder);
  expect(outcome.output).toMatch(reason);
  expect(outcome.output).not.toMatch(/ErrnoError|\n\s+at /);
}

describe("start on a DATA_DIR that cannot be written", () => {
  it("names the folder when part of its path is a file", async () => {
    const file = path.join(scratch, "un-fichero");
    writeFileSync(file, "x");
    const dataDir = path.join(file, "datos");
    expectOneClearLine(await startServer(dataDir), dataDir, /es un fichero, no una carpeta/);
  });

  const readOnly = mountTmpfs("solo-lectura", "ro,size=1m");
  it.skipIf(!readOnly)("says the folder is read-only", async () => {
    expectOneClearLine(await startServer(readOnly!), readOnly!, /solo lectura \(EROFS\)/);
  });

  const tiny = mountTmpfs("casi-lleno", "size=2m");
  it.skipIf(!tiny)("says the disk is full when the embedded database does not fit", async () => {
    expectOneClearLine(await startServer(tiny!), tiny!, /el disco está lleno \(ENOSPC\)/);
  });
});
