// The VAPID key pair (RFC 8292) that identifies this server to push services. Browsers subscribe
// with its public key, so it must never change: VAPID_PUBLIC_KEY/VAPID_PRIVATE_KEY when given, else
// generated once and kept like the JWT key: on PGlite in DATA_DIR/vapid-keys.json (mode 0600), on
// PostgreSQL in server_keys, shared by every process.
import { createECDH } from "node:crypto";
import { mkdir, readFile } from "node:fs/promises";
import path from "node:path";
import webpush from "web-push";
import type { Db } from "../db/db.ts";
import { sharedServerKey, writeNewKeyFile } from "../db/server-keys.ts";
import { partLog } from "../log/logger.ts";

/** The web-push package's format, which is also how the keys are stored and configured. */
export interface VapidKeys {
  /** Uncompressed P-256 point, base64url: what GET /api/push/clave gives browsers. */
  publicKey: string;
  /** The 32-byte secret number, base64url, for signing. */
  privateKey: string;
}

const KEY_FILE = "vapid-keys.json";
const PRIVATE_KEY_BYTES = 32;
const DB_KEY_NAME = "vapid";

/** Keys from the two base64url strings (the web-push tools' format). */
export function vapidKeysFrom(publicKey: string, privateKey: string): VapidKeys {
  const point = Buffer.from(publicKey, "base64url");
  const d = Buffer.from(privateKey, "base64url");
  if (point.length !== 65 || point[0] !== 4 || d.length !== PRIVATE_KEY_BYTES) {
    throw new Error("VAPID_PUBLIC_KEY/VAPID_PRIVATE_KEY no son una clave P-256 en base64url (65 y 32 bytes)");
  }
  // The public key must belong to the private one: a mismatch would make every push fail.
  const ecdh = createECDH("prime256v1");
  ecdh.setPrivateKey(d);
  if (!ecdh.getPublicKey().equals(point)) throw new Error("VAPID_PUBLIC_KEY no corresponde a VAPID_PRIVATE_KEY");
  return { publicKey: point.toString("base64url"), privateKey: d.toString("base64url") };
}

export function generateVapidKeys(): VapidKeys {
  const { publicKey, privateKey } = webpush.generateVAPIDKeys();
  return vapidKeysFrom(publicKey, privateKey);
}

const serialise = (keys: VapidKeys) => JSON.stringify({ publicKey: keys.publicKey, privateKey: keys.privateKey });
const parse = (text: string): VapidKeys => {
  const stored = JSON.parse(text) as { publicKey: string; privateKey: string };
  return vapidKeysFrom(stored.publicKey, stored.privateKey);
};

export interface VapidKeyOptions {
  publicKey: string | undefined;
  privateKey: string | undefined;
  dataDir: string;
  db: Pick<Db, "kind" | "query">;
}

export async function loadVapidKeys(options: VapidKeyOptions): Promise<VapidKeys> {
  if (options.publicKey && options.privateKey) return vapidKeysFrom(options.publicKey, options.privateKey);
  if (options.db.kind === "postgres") {
    return parse((await sharedServerKey(options.db, DB_KEY_NAME, serialise(generateVapidKeys()))).value);
  }
  const file = path.resolve(options.dataDir, KEY_FILE);
  try {
    return parse(await readFile(file, "utf8"));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw new Error(`${file} no contiene claves VAPID válidas: ${(error as Error).message}`);
  }
  await mkdir(path.dirname(file), { recursive: true });
  const keys = generateVapidKeys();
  if (!(await writeNewKeyFile(file, serialise(keys) + "\n"))) return parse(await readFile(file, "utf8"));
  partLog("push").info(`VAPID_PUBLIC_KEY no definida: claves generadas y guardadas en ${file}`);
  return keys;
}
