// At most MAILS_PER_ADDRESS mails to one address in 24 h, whatever the accounts that named it: an
// account made for a stranger's address, deleted and made again, cannot turn our mail on them. Each
// mail is counted in the database (every process shares the count) under a hash of the address, taken
// under a transaction lock on that hash so two mails at once cannot both take the last place. A mail
// is counted before it is sent: a failed send still counts.
import { createHash } from "node:crypto";
import type { Db } from "../db/db.ts";
import type { Mailer } from "./mailer.ts";

export const MAILS_PER_ADDRESS = 5;
const WINDOW_MS = 24 * 3600_000;

export class RecipientCapReached extends Error {
  constructor() {
    super(`esta dirección ya ha recibido ${MAILS_PER_ADDRESS} correos en 24 h`);
  }
}

export const addressHash = (address: string) => createHash("sha256").update(address.trim().toLowerCase()).digest("hex");

const CAPPED = Symbol("recipient-capped");

/**
 * `mailer` with the cap; mails to `uncapped` addresses (the operator's own) are not counted. A mailer
 * already capped is returned as it is, so no mail is counted twice.
 */
export function recipientCappedMailer(mailer: Mailer, db: Db, now: () => Date, uncapped: readonly string[] = []): Mailer {
  if (CAPPED in mailer) return mailer;
  const exempt = new Set(uncapped.map(addressHash));
  const capped: Mailer & { [CAPPED]: true } = {
    [CAPPED]: true,
    kind: mailer.kind,
    async send(message) {
      const hash = addressHash(message.to);
      if (!exempt.has(hash)) {
        const at = now();
        const allowed = await db.transaction(async (tx) => {
          await tx.query("select pg_advisory_xact_lock(hashtextextended($1, 0))", [`mail-cap:${hash}`]);
          // Every address's rows past the window: the table holds one day of mail.
          await tx.query("delete from mail_recipient_sends where sent_at <= $1", [new Date(at.getTime() - WINDOW_MS)]);
          const [row] = await tx.query<{ n: number }>("select count(*)::int as n from mail_recipient_sends where address_hash = $1", [hash]);
          if ((row?.n ?? 0) >= MAILS_PER_ADDRESS) return false;
          await tx.query("insert into mail_recipient_sends (address_hash, sent_at) values ($1, $2)", [hash, at]);
          return true;
        });
        if (!allowed) throw new RecipientCapReached();
      }
      await mailer.send(message);
    },
  };
  return capped;
}
