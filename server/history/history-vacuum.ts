// The embedded database runs no autovacuum, and a newest-first back-fill rewrites most series' month
// row every day (the first change moves back a day): without a vacuum now and then the old versions
// pile up and the history takes several times its size. Every VACUUM_EVERY_DAYS stored days the
// back-filler vacuums price_months (the space is then reused, so the file stops growing). PostgreSQL's
// own autovacuum does it there.
import type { Db } from "../db/db.ts";
import { giveWayToRequests } from "../process/give-way.ts";

export const VACUUM_EVERY_DAYS = 7;

export function historyVacuum(db: Pick<Db, "kind" | "exec">): () => Promise<void> {
  let stored = 0;
  return async () => {
    if (db.kind !== "pglite" || ++stored % VACUUM_EVERY_DAYS !== 0) return;
    // One statement that cannot be cut: started, at least, when requests leave the loop alone.
    await giveWayToRequests();
    await db.exec("vacuum price_months");
  };
}
