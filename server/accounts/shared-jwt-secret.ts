// On PostgreSQL several API processes share one database, and each must verify the tokens the others
// sign: the generated key is kept in the database (server_keys), created once by whichever process
// comes first; the others read that one.
import type { DbQueries } from "../db/db.ts";

const JWT_KEY_NAME = "jwt";

/** The stored key, after storing `candidate` when there was none. `created` says whether it was ours. */
export async function sharedJwtSecret(db: Pick<DbQueries, "query">, candidate: string): Promise<{ secret: string; created: boolean }> {
  const inserted = await db.query("insert into server_keys (name, value) values ($1, $2) on conflict (name) do nothing returning name", [JWT_KEY_NAME, candidate]);
  if (inserted.length > 0) return { secret: candidate, created: true };
  const [row] = await db.query<{ value: string }>("select value from server_keys where name = $1", [JWT_KEY_NAME]);
  if (!row) throw new Error("server_keys: la clave JWT desapareció al leerla");
  return { secret: row.value, created: false };
}
