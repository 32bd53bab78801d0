// One process at a time on a DATA_DIR with the embedded database: the server, `ingest`, `moderate`,
// `backup` and `restore` each take this lock before they open DATA_DIR/pglite, and a second one is
// refused with one line instead of two PGlite copies each saving over the other's writes.
//
// Why an flock(2) on a file held open (through the kept `fs-ext` package) and not something else:
// - the kernel drops it when the holder ends, however it ends (kill -9, out of memory, power cut of a
//   container), so a crash never leaves a lock behind and never asks for a "start and stop once";
// - a pid file checked alive is wrong across pid namespaces, the case this guards most: two containers
//   on one volume both run as pid 1, and each would take the other's file for its own or a dead one;
//   a pid can also be recycled by an unrelated process after a crash. flock is one kernel's answer for
//   every namespace that shares the file;
// - mtime-and-timeout locks (proper-lockfile) wait out a stale timeout after a crash and can be taken
//   from a holder that is alive but paused (a stopped container, a long GC) past it.
// The pid and program written in the file are only for the refusal's message, never for the decision.
import { closeSync, ftruncateSync, openSync, readFileSync, writeSync } from "node:fs";
import path from "node:path";
import fsExt from "fs-ext";

export const LOCK_FILE = "gasolinaeco.lock";

export interface DataDirLock {
  /** Lets the next process in (the kernel also does when this one ends). */
  release(): void;
}

export type LockOutcome = { ok: true; lock: DataDirLock } | { ok: false; message: string };

/** Takes DATA_DIR for `program` (a Spanish name: "el servidor", "npm run backup"), or says who holds it. */
export function lockDataDir(dataDir: string, program: string): LockOutcome {
  const dir = path.resolve(dataDir);
  const file = path.join(dir, LOCK_FILE);
  // "a+" creates it without emptying it: the holder's line stays readable for the refusal.
  const fd = openSync(file, "a+", 0o600);
  try {
    fsExt.flockSync(fd, "exnb");
  } catch (error) {
    closeSync(fd);
    const code = (error as NodeJS.ErrnoException).code;
    if (code !== "EAGAIN" && code !== "EWOULDBLOCK") throw error;
    return { ok: false, message: heldMessage(dir, readHolder(file)) };
  }
  ftruncateSync(fd);
  writeSync(fd, `${program} (pid ${process.pid}) desde ${new Date().toISOString()}\n`);
  let held = true;
  return {
    ok: true,
    lock: {
      release() {
        if (!held) return;
        held = false;
        fsExt.flockSync(fd, "un");
        closeSync(fd);
      },
    },
  };
}

function readHolder(file: string): string {
  try {
    return readFileSync(file, "utf8").trim();
  } catch {
    return "";
  }
}

function heldMessage(dir: string, holder: string): string {
  return `DATA_DIR (${dir}) está en uso${holder ? ` por ${holder}` : " por otro proceso"}: un solo proceso por carpeta de datos `
    + "(servidor, ingest, moderate, backup o restore). Páralo antes, o usa otra DATA_DIR.";
}
