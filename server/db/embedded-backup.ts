// Backup and restore of the embedded database (PGlite under DATA_DIR/pglite), with PGlite's own
// dumpDataDir / loadDataDir: the backup is a gzip'd tar of the whole data directory, so accounts,
// opinions, photos (bytea), favourites and alerts travel together. PGlite allows one process per
// directory, so both take DATA_DIR's lock (server/data-dir-lock.ts) and refuse while the server or a
// tool holds it; after a crash the lock is free and they work at once.
// On PostgreSQL (DATABASE_URL) use PostgreSQL's own pg_dump and pg_restore.
import { existsSync } from "node:fs";
import { mkdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { gunzip } from "node:zlib";
import { PGlite } from "@electric-sql/pglite";
import { lockDataDir, type DataDirLock } from "../data-dir-lock.ts";

export type BackupOutcome = { ok: true; message: string } | { ok: false; message: string };

export const embeddedDir = (dataDir: string) => path.resolve(dataDir, "pglite");

const gunzipAsync = promisify(gunzip);

/** Runs `work` holding DATA_DIR, or answers who holds it without touching anything. */
async function whileHolding(dataDir: string, program: string, work: () => Promise<BackupOutcome>): Promise<BackupOutcome> {
  await mkdir(dataDir, { recursive: true });
  const taken = lockDataDir(dataDir, program);
  if (!taken.ok) return { ok: false, message: taken.message };
  const lock: DataDirLock = taken.lock;
  try {
    return await work();
  } finally {
    lock.release();
  }
}

export function backupEmbedded(dataDir: string, outFile: string): Promise<BackupOutcome> {
  return whileHolding(dataDir, "npm run backup", () => backupHeld(dataDir, outFile));
}

async function backupHeld(dataDir: string, outFile: string): Promise<BackupOutcome> {
  const dir = embeddedDir(dataDir);
  if (!existsSync(path.join(dir, "PG_VERSION"))) return { ok: false, message: `No hay base de datos embebida en ${dir}.` };
  const pg = await PGlite.create(dir);
  let dump: Blob;
  try {
    dump = await pg.dumpDataDir("gzip");
  } finally {
    await pg.close();
  }
  // Written beside the target and renamed: a backup cut short never takes the place of a good one.
  const partial = `${outFile}.partial`;
  await writeFile(partial, new Uint8Array(await dump.arrayBuffer()));
  await rename(partial, outFile);
  return { ok: true, message: `Copia de seguridad escrita en ${outFile} (${(dump.size / 1048576).toFixed(1)} MB).` };
}

const GZIP_MAGIC = [0x1f, 0x8b];

/** The backup's tar, or null when the file is not a whole gzip (cut short, damaged, another format). */
async function unpackedTar(bytes: Uint8Array): Promise<Buffer | null> {
  if (!GZIP_MAGIC.every((b, i) => bytes[i] === b)) return null;
  // Decompressed here, where a cut-short file is a caught error: PGlite's own gunzip of it also
  // throws outside any promise (an uncaught Z_BUF_ERROR that ends the process).
  const tar = await gunzipAsync(bytes).catch(() => null);
  // A tar opens with a header naming "ustar" at byte 257; anything else PGlite would try to gunzip again.
  return tar && tar.toString("latin1", 257, 262) === "ustar" ? tar : null;
}

/** Opens the backup in a directory of its own and checks it is a GasolinaEco database. */
async function loadBackupInto(bytes: Uint8Array, dir: string): Promise<boolean> {
  const tar = await unpackedTar(bytes);
  if (!tar) return false;
  let pg: PGlite | undefined;
  try {
    pg = await PGlite.create(dir, { loadDataDir: new Blob([new Uint8Array(tar)], { type: "application/x-tar" }) });
    const [row] = (await pg.query<{ n: number }>("select count(*)::int as n from schema_migrations")).rows;
    return (row?.n ?? 0) > 0;
  } catch {
    return false;
  } finally {
    await pg?.close().catch(() => {});
  }
}

export function restoreEmbedded(dataDir: string, inFile: string, now = new Date()): Promise<BackupOutcome> {
  return whileHolding(dataDir, "npm run restore", () => restoreHeld(dataDir, inFile, now));
}

async function restoreHeld(dataDir: string, inFile: string, now: Date): Promise<BackupOutcome> {
  const dir = embeddedDir(dataDir);
  if (!existsSync(inFile)) return { ok: false, message: `No existe el fichero ${inFile}.` };
  const restoring = `${dir}.restaurando`;
  await rm(restoring, { recursive: true, force: true });
  if (!(await loadBackupInto(new Uint8Array(await readFile(inFile)), restoring))) {
    await rm(restoring, { recursive: true, force: true });
    return { ok: false, message: `${inFile} no es una copia de seguridad de GasolinaEco (npm run backup): no se ha cambiado nada.` };
  }
  // The database it replaces is kept aside, not deleted: a wrong file restored can be undone by hand.
  let keptAside = "";
  if (existsSync(dir)) {
    keptAside = `${dir}.antes-${now.toISOString().replace(/[:.]/g, "-")}`;
    await rename(dir, keptAside);
  }
  await rename(restoring, dir);
  return { ok: true, message: `Base de datos restaurada desde ${inFile}.${keptAside ? ` La anterior queda en ${keptAside}.` : ""}` };
}
