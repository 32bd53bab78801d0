// The HS256 key of the session tokens: JWT_SECRET when given, else a random one generated on first
// start and kept in DATA_DIR/jwt-secret (mode 0600) so tokens survive a restart.
import { randomBytes } from "node:crypto";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";

const SECRET_FILE = "jwt-secret";
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

export async function loadJwtSecret(options: { jwtSecret: string | undefined; dataDir: string }): Promise<Uint8Array> {
  if (options.jwtSecret) return new TextEncoder().encode(options.jwtSecret);
  const file = path.resolve(options.dataDir, SECRET_FILE);
  const stored = await readStored(file);
  if (stored) return new TextEncoder().encode(stored);

  await mkdir(path.dirname(file), { recursive: true });
  const secret = randomBytes(48).toString("base64url");
  try {
    // "wx": never overwrite a key another process has just written; use that one instead.
    await writeFile(file, secret + "\n", { mode: 0o600, flag: "wx" });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    const theirs = await readStored(file);
    if (!theirs) throw error;
    return new TextEncoder().encode(theirs);
  }
  console.log(`[accounts] JWT_SECRET no definido: clave generada y guardada en ${file}`);
  return new TextEncoder().encode(secret);
}
