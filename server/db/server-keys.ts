// Keys a server generates once and keeps, so what it signed stays valid (the session tokens' key, the
// VAPID pair browsers subscribed with). On PostgreSQL several API processes share one database and each
// must use the same key: it lives in server_keys, created by whichever process comes first. On PGlite
// (one process) it lives in a file of DATA_DIR, readable by the owner only.
import { writeFile } from "node:fs/promises";
import type { DbQueries } from "./db.ts";

/** The value stored under `name`, after storing `candidate` when there was none; `created`: it was ours. */
export async function sharedServerKey(db: Pick<DbQueries, "query">, name: string, candidate: string): Promise<{ value: string; created: boolean }> {
  const inserted = await db.query("insert into server_keys (name, value) values ($1, $2) on conflict (name) do nothing returning name", [name, candidate]);
  if (inserted.length > 0) return { value: candidate, created: true };
  const [row] = await db.query<{ value: string }>("select value from server_keys where name = $1", [name]);
  if (!row) throw new Error(`server_keys: la clave ${name} desapareció al leerla`);
  return { value: row.value, created: false };
}

/**
 * Writes a new key file (mode 0600) unless one exists: false when another process has just written
 * its own, which the caller then reads and uses instead (a key is never overwritten).
 */
export async function writeNewKeyFile(file: string, content: string): Promise<boolean> {
  try {
    await writeFile(file, content, { mode: 0o600, flag: "wx" });
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "EEXIST") return false;
    throw error;
  }
}
