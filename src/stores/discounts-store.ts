// The driver's discount plans ("Mis descuentos"), kept on the device; `updatedAt` tells which copy is
// newer when the account's arrives (features/discounts/sync-discounts.ts).
import { create } from "zustand";
import { createJSONStorage, persist } from "zustand/middleware";
import { DISCOUNT_LIMITS, type DiscountPlan, type DiscountUnit } from "../domain/discounts.ts";
import { idbStateStorage } from "./idb-state-storage.ts";
import { STORAGE_KEYS } from "./storage-keys.ts";

interface DiscountsData {
  plans: DiscountPlan[];
  /** When the plans last changed here (ms), 0 before any change. */
  updatedAt: number;
}

export interface DiscountsState extends DiscountsData {
  /** False when the driver already holds the most plans allowed. */
  add: (plan: Omit<DiscountPlan, "id">) => boolean;
  remove: (id: string) => void;
  /** The account's copy, taken as it is (it was newer). */
  replace: (plans: DiscountPlan[], updatedAt: number) => void;
}

const DISCOUNTS_VERSION = 1;

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

function readPersisted(persisted: unknown): DiscountsData {
  const r = (persisted ?? {}) as Partial<Record<keyof DiscountsData, unknown>>;
  const plans = Array.isArray(r.plans) ? r.plans.map(readPlan).filter((p): p is DiscountPlan => p !== null) : [];
  return { plans, updatedAt: typeof r.updatedAt === "number" ? r.updatedAt : 0 };
}

const newId = () => (globalThis.crypto?.randomUUID?.() ?? `${Date.now()}-${Math.random().toString(36).slice(2)}`);

export function createDiscountsStore() {
  return create<DiscountsState>()(
    persist(
      (set, get) => ({
        plans: [],
        updatedAt: 0,
        add: (plan) => {
          if (get().plans.length >= DISCOUNT_LIMITS.plans) return false;
          set((state) => ({ plans: [...state.plans, { ...plan, id: newId() }], updatedAt: Date.now() }));
          return true;
        },
        remove: (id) => set((state) => ({ plans: state.plans.filter((p) => p.id !== id), updatedAt: Date.now() })),
        replace: (plans, updatedAt) => set({ plans, updatedAt }),
      }),
      {
        name: STORAGE_KEYS.discounts,
        version: DISCOUNTS_VERSION,
        storage: createJSONStorage(() => idbStateStorage),
        partialize: ({ plans, updatedAt }): DiscountsData => ({ plans, updatedAt }),
        migrate: (persisted) => readPersisted(persisted),
        merge: (persisted, current) => ({ ...current, ...readPersisted(persisted) }),
      },
    ),
  );
}

export const useDiscountsStore = createDiscountsStore();
