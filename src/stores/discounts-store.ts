// The driver's discount plans ("Mis descuentos"), kept on the device so "Tu precio" works without an
// account and without signal. Plans added or removed here and not yet confirmed by the account are kept
// as pending, and so is a login whose merge has not gone through (the device's plans then still have to
// reach the account): features/discounts/sync-discounts.ts. A merge the account refuses (together past
// the limit) leaves everything pending and says why, for /descuentos to show.
import { create } from "zustand";
import { createJSONStorage, persist } from "zustand/middleware";
import { MAX_REMOVALS_SENT } from "../domain/contract/discounts.ts";
import { DISCOUNT_LIMITS, samePlan, type DiscountPlan, type DiscountUnit } from "../domain/discounts.ts";
import { idbStateStorage } from "./idb-state-storage.ts";
import { STORAGE_KEYS } from "./storage-keys.ts";
import {
  NOTHING_PENDING, pendingAfterAdd, pendingAfterMerge, pendingAfterRemove, pendingOf, readPending,
  type SyncedListActions, type SyncedListPending,
} from "./synced-list.ts";

export type { SentChanges } from "./synced-list.ts";

interface PersistedDiscounts extends SyncedListPending {
  plans: DiscountPlan[];
}

export type AddOutcome = "added" | "already" | "full";

export interface DiscountsState extends PersistedDiscounts, SyncedListActions<readonly DiscountPlan[]> {
  /** Why the account refused the last merge (Spanish), or null. Not kept: the next sync asks again. */
  syncRefusal: string | null;
  /** "already" when the driver holds the same plan; "full" at the most plans allowed. */
  add: (plan: Omit<DiscountPlan, "id">) => AddOutcome;
  remove: (id: string) => void;
  refuseSync: (message: string) => void;
  clear: () => void;
}

/** 2: the pending changes of the account sync (1 kept only the plans). */
const DISCOUNTS_VERSION = 2;

const EMPTY: PersistedDiscounts = { plans: [], ...NOTHING_PENDING };

const UNITS: readonly DiscountUnit[] = ["centimos", "porcentaje"];


/** A stored plan as the app can use it, or null for anything else (an older or damaged copy). */
export function readPlan(raw: unknown): DiscountPlan | null {
  const r = (raw ?? {}) as Partial<Record<keyof DiscountPlan, unknown>>;
  if (typeof r.id !== "string" || typeof r.marca !== "string" || typeof r.valor !== "number" || !Number.isFinite(r.valor) || r.valor <= 0) return null;
  if (!UNITS.includes(r.unidad as DiscountUnit)) return null;
  const dias = Array.isArray(r.dias) ? r.dias.filter((d): d is number => Number.isInteger(d) && d >= 1 && d <= 7) : [];
  const topeEuros = typeof r.topeEuros === "number" && Number.isFinite(r.topeEuros) && r.topeEuros > 0 ? r.topeEuros : null;
  return { id: r.id, marca: r.marca, valor: r.valor, unidad: r.unidad as DiscountUnit, dias, topeEuros };
}

function readPersisted(persisted: unknown): PersistedDiscounts {
  const r = (persisted ?? {}) as Partial<Record<keyof PersistedDiscounts, unknown>>;
  const plans = Array.isArray(r.plans) ? r.plans.map(readPlan).filter((p): p is DiscountPlan => p !== null) : [];
  return { plans, ...readPending(r) };
}

/** Version 1 had no sync: every plan it kept is still to reach the account. */
function migrateDiscounts(persisted: unknown, version: number): PersistedDiscounts {
  const read = readPersisted(persisted);
  return version < 2 ? { ...read, pendingAdds: read.plans.map((p) => p.id) } : read;
}

const newId = () => (globalThis.crypto?.randomUUID?.() ?? `${Date.now()}-${Math.random().toString(36).slice(2)}`);

export function createDiscountsStore() {
  return create<DiscountsState>()(
    persist(
      (set, get) => ({
        ...EMPTY,
        syncRefusal: null,
        add: (plan) => {
          const state = get();
          const { plans } = state;
          if (plans.some((held) => samePlan(held, { ...plan, id: "" }))) return "already";
          if (plans.length >= DISCOUNT_LIMITS.plans) return "full";
          const id = newId();
          set({ plans: [...plans, { ...plan, id }], ...pendingAfterAdd(state, id) });
          return "added";
        },
        remove: (id) =>
          // The oldest removals give way: a merge carries at most MAX_REMOVALS_SENT.
          set((state) => ({ plans: state.plans.filter((p) => p.id !== id), ...pendingAfterRemove(state, id, MAX_REMOVALS_SENT) })),
        requestLoginMerge: () => set({ loginMergeDue: true }),
        applyAccountList: (accountPlans, sent) =>
          set((state) => {
            const pending = pendingAfterMerge(state, sent);
            const fromAccount = accountPlans.filter((p) => !pending.pendingRemovals.includes(p.id));
            // Added here while the merge was out: kept until the next merge takes them.
            const stillPending = state.plans.filter(
              (p) => pending.pendingAdds.includes(p.id) && !fromAccount.some((kept) => kept.id === p.id || samePlan(kept, p)),
            );
            return { plans: [...fromAccount, ...stillPending], ...pending, syncRefusal: null };
          }),
        refuseSync: (message) => set({ syncRefusal: message }),
        clear: () => set({ ...EMPTY, syncRefusal: null }),
      }),
      {
        name: STORAGE_KEYS.discounts,
        version: DISCOUNTS_VERSION,
        storage: createJSONStorage(() => idbStateStorage),
        partialize: (state): PersistedDiscounts => ({ plans: state.plans, ...pendingOf(state) }),
        migrate: migrateDiscounts,
        merge: (persisted, current) => ({ ...current, ...readPersisted(persisted) }),
      },
    ),
  );
}

export const useDiscountsStore = createDiscountsStore();
