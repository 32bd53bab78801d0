// The discount plans of each account (table discount_plans, migration 011): the list, and the merge a
// device sends on login and whenever it has added or removed plans. The merge is a union (nothing either
// side saved is lost, a plan both hold kept once: src/domain/discounts.ts), and a union past the limit
// changes nothing. Every merge runs under a lock on the account's users row, so two devices cannot
// together pass the limit.
import { DISCOUNT_LIMITS, unitePlans, type DiscountPlan } from "../../src/domain/discounts.ts";
import type { Db, DbQueries } from "../db/db.ts";

interface PlanRow {
  id: string;
  marca: string;
  valor: number;
  unidad: DiscountPlan["unidad"];
  dias: number[] | null;
  tope_euros: number | null;
}

/** Locks the account's row for the transaction; false when the account no longer exists. */
async function lockAccount(tx: DbQueries, userId: string): Promise<boolean> {
  const rows = await tx.query("select 1 from users where id = $1 for update", [userId]);
  return rows.length > 0;
}

async function listIn(q: DbQueries, userId: string): Promise<DiscountPlan[]> {
  const rows = await q.query<PlanRow>(
    "select id, marca, valor, unidad, dias, tope_euros from discount_plans where user_id = $1 order by created_at, id",
    [userId]);
  return rows.map((r) => ({
    id: r.id,
    marca: r.marca,
    valor: Number(r.valor),
    unidad: r.unidad,
    dias: (r.dias ?? []).map(Number),
    topeEuros: r.tope_euros === null ? null : Number(r.tope_euros),
  }));
}

/**
 * Writes the plans in one statement, after the account's (a millisecond apart, from now or from its
 * latest plan if a clock behind put that later), so the list keeps the order they were added in.
 */
async function insertPlans(tx: DbQueries, userId: string, plans: readonly DiscountPlan[], now: Date): Promise<void> {
  if (plans.length === 0) return;
  await tx.query(
    `insert into discount_plans (user_id, id, marca, valor, unidad, dias, tope_euros, created_at)
     select $1, id, marca, valor, unidad, dias::smallint[], tope,
       greatest($8::timestamptz, (select max(created_at) + interval '1 millisecond' from discount_plans where user_id = $1))
         + (n - 1) * interval '1 millisecond'
     from unnest($2::text[], $3::text[], $4::float8[], $5::text[], $6::text[], $7::float8[]) with ordinality
       as t(id, marca, valor, unidad, dias, tope, n)
     on conflict do nothing`,
    [
      userId,
      plans.map((p) => p.id),
      plans.map((p) => p.marca),
      plans.map((p) => p.valor),
      plans.map((p) => p.unidad),
      // A list of days per plan travels as its array literal ("{6,7}"): unnest would flatten a 2-D array.
      plans.map((p) => `{${p.dias.join(",")}}`),
      plans.map((p) => p.topeEuros),
      now,
    ]);
}

export function createDiscountsRepository(db: Db) {
  return {
    list: (userId: string) => listIn(db, userId),

    /**
     * Removes the plans of `remove`, then adds those of `add` the account lacks; answers the whole list,
     * or null (and nothing changed) when the union would pass the limit. One transaction: the list is
     * never seen half merged.
     */
    async merge(userId: string, add: readonly DiscountPlan[], remove: readonly string[], now: Date): Promise<DiscountPlan[] | null> {
      return db.transaction(async (tx) => {
        if (!(await lockAccount(tx, userId))) return [];
        const kept = (await listIn(tx, userId)).filter((p) => !remove.includes(p.id));
        const united = unitePlans(kept, add.filter((p) => !remove.includes(p.id)), DISCOUNT_LIMITS.plans);
        if (united === null) return null;
        if (remove.length > 0) {
          await tx.query("delete from discount_plans where user_id = $1 and id = any($2::text[])", [userId, remove]);
        }
        await insertPlans(tx, userId, united.slice(kept.length), now);
        return listIn(tx, userId);
      });
    },
  };
}

export type DiscountsRepository = ReturnType<typeof createDiscountsRepository>;
