// The discounts store: kept in IndexedDB and read back by a new store, the same plan held once, the
// limit, the changes the account has not confirmed yet, the account's plans after a merge, and a copy
// kept before the account sync existed.
import "fake-indexeddb/auto";
import { clear, set } from "idb-keyval";
import { beforeEach, expect, test } from "vitest";
import { DISCOUNT_LIMITS, type DiscountPlan } from "../../../src/domain/discounts.ts";
import { createDiscountsStore } from "../../../src/stores/discounts-store.ts";
import { waitForStore } from "../../../src/stores/hydration.ts";
import { flushStorage } from "../../../src/stores/idb-state-storage.ts";
import { STORAGE_KEYS } from "../../../src/stores/storage-keys.ts";
import { localData } from "../helpers/local-data.ts";

const REPSOL = { marca: "repsol", valor: 10, unidad: "centimos", dias: [], topeEuros: null } as const satisfies Omit<DiscountPlan, "id">;
const GALP = { ...REPSOL, marca: "galp", valor: 8 };
const accountPlan = (id: string, marca: string): DiscountPlan => ({ ...REPSOL, id, marca, dias: [] });

async function newStore() {
  const store = createDiscountsStore();
  await waitForStore(store);
  return store;
}

const brands = (store: ReturnType<typeof createDiscountsStore>) => store.getState().plans.map((p) => p.marca);
const noChanges = { adds: [], removals: [], login: false };

beforeEach(async () => {
  await flushStorage();
  await clear(localData());
});

test("a plan is kept in IndexedDB and a new store reads it back, still to reach the account", async () => {
  (await newStore()).getState().add(REPSOL);
  await flushStorage();
  const reopened = await newStore();
  expect(reopened.getState().plans).toMatchObject([REPSOL]);
  expect(reopened.getState().pendingAdds).toEqual([reopened.getState().plans[0]!.id]);
});

test("the same plan added twice is held once", async () => {
  const store = await newStore();
  expect(store.getState().add(REPSOL)).toBe("added");
  expect(store.getState().add({ ...REPSOL, dias: [] })).toBe("already");
  expect(brands(store)).toEqual(["repsol"]);
});

test("no more plans than the limit", async () => {
  const store = await newStore();
  for (let i = 0; i < DISCOUNT_LIMITS.plans; i++) store.getState().add({ ...REPSOL, valor: 1 + i });
  expect(store.getState().add(GALP)).toBe("full");
  expect(store.getState().plans).toHaveLength(DISCOUNT_LIMITS.plans);
});

test("removing a plan takes it out of the list and keeps its removal for the account", async () => {
  const store = await newStore();
  store.getState().add(REPSOL);
  const id = store.getState().plans[0]!.id;
  store.getState().remove(id);
  expect(store.getState()).toMatchObject({ plans: [], pendingAdds: [], pendingRemovals: [id] });
});

test("the account's plans replace the device's once the merge confirms what it sent", async () => {
  const store = await newStore();
  store.getState().add(REPSOL);
  const sent = { adds: [...store.getState().pendingAdds], removals: [], login: true };
  store.getState().requestLoginMerge();
  store.getState().applyAccountList([accountPlan("a1", "cepsa"), accountPlan("a2", "repsol")], sent);
  expect(store.getState()).toMatchObject({ plans: [{ id: "a1" }, { id: "a2" }], pendingAdds: [], loginMergeDue: false });
});

test("a plan added while a merge was out stays, and stays pending", async () => {
  const store = await newStore();
  store.getState().add(GALP);
  store.getState().applyAccountList([accountPlan("a1", "cepsa")], noChanges);
  expect(brands(store)).toEqual(["cepsa", "galp"]);
  expect(store.getState().pendingAdds).toHaveLength(1);
});

test("a plan removed while a merge was out does not come back with the account's answer", async () => {
  const store = await newStore();
  store.getState().applyAccountList([accountPlan("a1", "cepsa"), accountPlan("a2", "galp")], noChanges);
  store.getState().remove("a1");
  store.getState().applyAccountList([accountPlan("a1", "cepsa"), accountPlan("a2", "galp")], noChanges);
  expect(brands(store)).toEqual(["galp"]);
  expect(store.getState().pendingRemovals).toEqual(["a1"]);
});

test("a refusal is said until a merge goes through, and is not kept on the device", async () => {
  const store = await newStore();
  store.getState().refuseSync("Demasiados");
  expect(store.getState().syncRefusal).toBe("Demasiados");
  await flushStorage();
  expect((await newStore()).getState().syncRefusal).toBeNull();
  store.getState().applyAccountList([], noChanges);
  expect(store.getState().syncRefusal).toBeNull();
});

test("plans kept before the account sync existed are all still to reach the account", async () => {
  const old = { ...REPSOL, id: "old-1" };
  await set(STORAGE_KEYS.discounts, JSON.stringify({ state: { plans: [old], updatedAt: 1 }, version: 1 }), localData());
  const store = await newStore();
  expect(store.getState()).toMatchObject({ plans: [old], pendingAdds: ["old-1"], pendingRemovals: [], loginMergeDue: false });
});
