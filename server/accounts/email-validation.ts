// E-mail validation tokens: 256 random bits sent in the link, only their SHA-256 stored. A token
// works once and for a week; an unknown, used or expired one validates nothing.
import { createHash, randomBytes } from "node:crypto";
import type { Db, DbQueries } from "../db/db.ts";

const VALIDITY_MS = 7 * 86_400_000;

const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");

/** Creates a token for the user and returns it (64 hex characters, the `guid` of the link). */
export async function createValidationToken(tx: DbQueries, userId: string, now: Date): Promise<string> {
  const token = randomBytes(32).toString("hex");
  // Expired tokens validate nothing; clearing them here keeps the table small without a job.
  await tx.query("delete from email_validations where expires_at <= $1", [now]);
  await tx.query(
    "insert into email_validations (token_sha256, user_id, created_at, expires_at) values ($1, $2, $3, $4)",
    [sha256(token), userId, now, new Date(now.getTime() + VALIDITY_MS)]);
  return token;
}

/** Marks the address of the token's user validated and spends the token. False if it was not valid. */
export async function consumeValidationToken(db: Db, token: string, now: Date): Promise<boolean> {
  const hash = sha256(token.trim().toLowerCase());
  return db.transaction(async (tx) => {
    const [row] = await tx.query<{ user_id: string; expires_at: Date | string }>(
      "delete from email_validations where token_sha256 = $1 returning user_id, expires_at", [hash]);
    if (!row || new Date(row.expires_at).getTime() <= now.getTime()) return false;
    await tx.query("update users set email_validated_at = coalesce(email_validated_at, $2) where id = $1", [row.user_id, now]);
    return true;
  });
}
