// The contact mailbox: every message is stored first (so nothing is lost when mail is down), then
// mailed to the operator; mailed_at records that it went out.
import type { Db } from "../db/db.ts";

export interface ContactMessage { email: string; asunto: string; mensaje: string }

export function createContactRepository(db: Db) {
  return {
    async add(message: ContactMessage, now: Date): Promise<number> {
      const [row] = await db.query<{ id: number | string }>(
        "insert into contact_messages (email, asunto, mensaje, created_at) values ($1, $2, $3, $4) returning id",
        [message.email, message.asunto, message.mensaje, now]);
      return Number(row!.id);
    },
    async markMailed(id: number, now: Date): Promise<void> {
      await db.query("update contact_messages set mailed_at = $2 where id = $1", [id, now]);
    },
  };
}
