// Backup and restore of the embedded database (PGlite under DATA_DIR/pglite), with PGlite's own
// dumpDataDir / loadDataDir: the backup is a gzip'd tar of the whole data directory, so accounts,
// opinions, photos (bytea), favourites and alerts travel together. PGlite allows one process per
// directory, so both refuse while the server holds it (its postmaster.pid is there while it is open).
// On PostgreSQL (DATABASE_URL) use PostgreSQL's own pg_dump and pg_restore.
import { existsSync } from "node:fs";
import { readFile, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";

export type BackupOutcome = { ok: true; message: string } | { ok: false; message: string };

export const embeddedDir = (dataDir: string) => path.resolve(dataDir, "pglite");

/** Why the embedded database cannot be read or replaced now, or null. */
function heldByServer(dir: string): string | null {
  if (!existsSync(path.join(dir, "postmaster.pid"))) return null;
  return `La base de datos embebida (${dir}) está abierta por el servidor: páralo antes (un solo proceso por base de datos embebida). `
    + "Si no está en marcha porque se detuvo de golpe, arráncalo y páralo una vez para que la cierre bien.";
}

export async function backupEmbedded(dataDir: string, outFile: string): Promise<BackupOutcome> {
  const dir = embeddedDir(dataDir);
  if (!existsSync(path.join(dir, "PG_VERSION"))) return { ok: false, message: `No hay base de datos embebida en ${dir}.` };
  const held = heldByServer(dir);
  if (held) return { ok: false, message: held };
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

/** Opens the backup in a directory of its own and checks it is a GasolinaEco database. */
async function loadBackupInto(bytes: Uint8Array, dir: string): Promise<boolean> {
  if (!GZIP_MAGIC.every((b, i) => bytes[i] === b)) return false;
  let pg: PGlite | undefined;
  try {
    pg = await PGlite.create(dir, { loadDataDir: new Blob([new Uint8Array(bytes)]) });
    const [row] = (await pg.query<{ n: number }>("select count(*)::int as n from schema_migrations")).rows;
    return (row?.n ?? 0) > 0;
  } catch {
    return false;
  } finally {
    await pg?.close().catch(() => {});
  }
}

export async function restoreEmbedded(dataDir: string, inFile: string, now = new Date()): Promise<BackupOutcome> {
  const dir = embeddedDir(dataDir);
  const held = heldByServer(dir);
  if (held) return { ok: false, message: held };
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
