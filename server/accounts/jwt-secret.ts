// The HS256 key of the session tokens: JWT_SECRET when given. Else a random one generated on first
// start and kept so tokens survive a restart: on PGlite (one process) in DATA_DIR/jwt-secret (mode
// 0600); on PostgreSQL in the database, so every process sharing it signs and verifies with one key.
import { randomBytes } from "node:crypto";
import { mkdir, readFile } from "node:fs/promises";
import path from "node:path";
import type { Db } from "../db/db.ts";
import { sharedServerKey, writeNewKeyFile } from "../db/server-keys.ts";
import { partLog } from "../log/logger.ts";

const SECRET_FILE = "jwt-secret";
const DB_KEY_NAME = "jwt";
const MIN_LENGTH = 32;

async function readStored(file: string): Promise<string | undefined> {
  try {
    const stored = (await readFile(file, "utf8")).trim();
    if (stored.length < MIN_LENGTH) throw new Error(`${file} no contiene una clave válida: bórralo para generar otra`);
    return stored;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return undefined;
    throw error;
  }
}

const newSecret = () => randomBytes(48).toString("base64url");

export interface JwtSecretOptions {
  jwtSecret: string | undefined;
  dataDir: string;
  /** On PostgreSQL the generated key is kept in the database instead of DATA_DIR. */
  db?: Pick<Db, "kind" | "query">;
}

export async function loadJwtSecret(options: JwtSecretOptions): Promise<Uint8Array> {
  if (options.jwtSecret) return new TextEncoder().encode(options.jwtSecret);
  const file = path.resolve(options.dataDir, SECRET_FILE);
  if (options.db?.kind === "postgres") {
    // A key this process generated before the key moved to the database seeds it, so its tokens stay valid.
    const seed = (await readStored(file).catch(() => undefined)) ?? newSecret();
    const { value: secret, created } = await sharedServerKey(options.db, DB_KEY_NAME, seed);
    if (created) partLog("accounts").info("JWT_SECRET no definido: clave generada y guardada en la base de datos (server_keys), común a todos los procesos");
    return new TextEncoder().encode(secret);
  }
  const stored = await readStored(file);
  if (stored) return new TextEncoder().encode(stored);

  await mkdir(path.dirname(file), { recursive: true });
  const secret = newSecret();
  if (!(await writeNewKeyFile(file, secret + "\n"))) {
    const theirs = await readStored(file);
    if (!theirs) throw new Error(`${file} desapareció al leerla`);
    return new TextEncoder().encode(theirs);
  }
  partLog("accounts").info(`JWT_SECRET no definido: clave generada y guardada en ${file}`);
  return new TextEncoder().encode(secret);
}
