// The favourite stations of each account (table favourite_stations, migration 006): list, add, remove,
// and the merge the app sends on login (union: nothing of either side is lost) and whenever it has
// changes made on the device to pass on. Every change to one account's list runs under a lock on its
// users row, so two devices cannot together pass the limit.
import { MAX_FAVOURITES } from "../../src/domain/favourites.ts";
import type { Db, DbQueries } from "../db/db.ts";

export interface FavouriteRow {
  stationId: string;
  since: Date;
}

export type AddOutcome = "added" | "already" | "full";

/** Locks the account's row for the transaction; false when the account no longer exists. */
async function lockAccount(tx: DbQueries, userId: string): Promise<boolean> {
  const rows = await tx.query("select 1 from users where id = $1 for update", [userId]);
  return rows.length > 0;
}

async function listIn(q: DbQueries, userId: string): Promise<FavouriteRow[]> {
  const rows = await q.query<{ station_id: string; created_at: Date | string }>(
    "select station_id, created_at from favourite_stations where user_id = $1 order by created_at, station_id",
    [userId]);
  return rows.map((r) => ({ stationId: r.station_id, since: new Date(r.created_at) }));
}

export function createFavouritesRepository(db: Db) {
  return {
    list: (userId: string) => listIn(db, userId),

    async add(userId: string, stationId: string, now: Date): Promise<AddOutcome> {
      return db.transaction(async (tx) => {
        if (!(await lockAccount(tx, userId))) return "full";
        const current = await listIn(tx, userId);
        if (current.some((f) => f.stationId === stationId)) return "already";
        if (current.length >= MAX_FAVOURITES) return "full";
        await tx.query("insert into favourite_stations (user_id, station_id, created_at) values ($1, $2, $3)", [userId, stationId, now]);
        return "added";
      });
    },

    /** True when the station was a favourite. */
    async remove(userId: string, stationId: string): Promise<boolean> {
      const rows = await db.query("delete from favourite_stations where user_id = $1 and station_id = $2 returning 1", [userId, stationId]);
      return rows.length > 0;
    },

    /**
     * Removes `remove`, then adds the stations of `add` the account lacks, in their order, while there is
     * room; answers the whole list. One transaction: the list is never seen half merged.
     */
    async merge(userId: string, add: readonly string[], remove: readonly string[], now: Date): Promise<FavouriteRow[]> {
      return db.transaction(async (tx) => {
        if (!(await lockAccount(tx, userId))) return [];
        if (remove.length > 0) {
          await tx.query("delete from favourite_stations where user_id = $1 and station_id = any($2::text[])", [userId, remove]);
        }
        const have = new Set((await listIn(tx, userId)).map((f) => f.stationId));
        const room = Math.max(0, MAX_FAVOURITES - have.size);
        const fresh = [...new Set(add)].filter((id) => !have.has(id) && !remove.includes(id)).slice(0, room);
        if (fresh.length > 0) {
          // One statement for the lot; each a millisecond apart so the list keeps the device's order.
          const times = fresh.map((_, i) => new Date(now.getTime() + i).toISOString());
          await tx.query(
            `insert into favourite_stations (user_id, station_id, created_at)
             select $1, id, at from unnest($2::text[], $3::timestamptz[]) as t(id, at)
             on conflict do nothing`,
            [userId, fresh, times]);
        }
        return listIn(tx, userId);
      });
    },
  };
}

export type FavouritesRepository = ReturnType<typeof createFavouritesRepository>;
