// The favourites store: kept in IndexedDB and read back by a new store, one entry per
// station, a limit, the changes the account has not confirmed yet, and the account's list after a merge.
import "fake-indexeddb/auto";
import { clear, get, set } from "idb-keyval";
import { beforeEach, expect, test } from "vitest";
import { MAX_FAVOURITES } from "../../../src/domain/favourites.ts";
import { createFavouritesStore } from "../../../src/stores/favourites-store.ts";
import { waitForStore } from "../../../src/stores/hydration.ts";
import { flushStorage } from "../../../src/stores/idb-state-storage.ts";
import { STORAGE_KEYS } from "../../../src/stores/storage-keys.ts";
import { localData } from "../helpers/local-data.ts";

const station = (id: string) => ({ id, rotulo: `Estación ${id}`, direccion: `Calle ${id}` });
const ids = (store: ReturnType<typeof createFavouritesStore>) => store.getState().stations.map((s) => s.id);

async function newStore() {
  const store = createFavouritesStore();
  await waitForStore(store);
  return store;
}

const entry = (id: string, desde = "2026-04-15T08:00:00.000Z") => ({ id, rotulo: `CUENTA ${id}`, direccion: "", desde });

beforeEach(async () => {
  await flushStorage();
  await clear(localData());
});

test("a favourite is kept in IndexedDB and a new store reads it back", async () => {
  (await newStore()).getState().add({ ...station("101"), prices: { gasoleoA: 1.459 } });
  await flushStorage();
  expect(await get(STORAGE_KEYS.favourites, localData())).toContain('"101"');
  const reopened = await newStore();
  expect(reopened.getState().stations).toMatchObject([{ id: "101", rotulo: "Estación 101", seenPrices: { gasoleoA: 1.459 } }]);
});

test("adding a station twice keeps it once", async () => {
  const store = await newStore();
  store.getState().add(station("101"));
  store.getState().add(station("101"));
  expect(ids(store)).toEqual(["101"]);
});

test("removing a station takes it out of the list and out of storage", async () => {
  const store = await newStore();
  store.getState().add(station("101"));
  store.getState().add(station("102"));
  store.getState().remove("101");
  await flushStorage();
  expect(ids(await newStore())).toEqual(["102"]);
});

test("refuses a station past the limit and says so", async () => {
  const store = await newStore();
  for (let i = 0; i < MAX_FAVOURITES; i++) store.getState().add(station(String(1000 + i)));
  expect(store.getState().add(station("9999"))).toBe(false);
  expect(ids(store)).not.toContain("9999");
});

test("keeps as pending what the account has not confirmed", async () => {
  const store = await newStore();
  store.getState().add(station("101"));
  store.getState().add(station("102"));
  store.getState().remove("102");
  expect(store.getState()).toMatchObject({ pendingAdds: ["101"], pendingRemovals: ["102"] });
});

test("the account's list replaces the device's and clears what was sent", async () => {
  const store = await newStore();
  store.getState().add(station("101"));
  store.getState().applyAccountList([entry("101"), entry("202")], { adds: ["101"], removals: [], login: false });
  expect(ids(store).sort()).toEqual(["101", "202"]);
  expect(store.getState().stations.find((s) => s.id === "202")?.rotulo).toBe("CUENTA 202");
  expect(store.getState().pendingAdds).toEqual([]);
});

test("a star pressed while the merge was out survives the account's answer", async () => {
  const store = await newStore();
  store.getState().add(station("101"));
  const sent = { adds: ["101"], removals: [], login: false };
  store.getState().add(station("303"));
  store.getState().remove("101");
  store.getState().applyAccountList([entry("101")], sent);
  expect(ids(store)).toEqual(["303"]);
  expect(store.getState()).toMatchObject({ pendingAdds: ["303"], pendingRemovals: ["101"] });
});

test("remembers across restarts a login whose merge has not gone through, until it has", async () => {
  (await newStore()).getState().requestLoginMerge();
  await flushStorage();
  const reopened = await newStore();
  expect(reopened.getState().loginMergeDue).toBe(true);
  reopened.getState().applyAccountList([], { adds: [], removals: [], login: true });
  expect(reopened.getState().loginMergeDue).toBe(false);
});

test("records the prices the driver has seen", async () => {
  const store = await newStore();
  store.getState().add(station("101"));
  store.getState().markSeen({ "101": { gasolina95: 1.559 } });
  expect(store.getState().stations[0]?.seenPrices).toEqual({ gasolina95: 1.559 });
});

test("ignores a stored value of another shape instead of failing", async () => {
  await set(STORAGE_KEYS.favourites, JSON.stringify({ state: { stations: [{ id: 5 }, "x", station("7")] }, version: 0 }), localData());
  expect((await newStore()).getState().stations).toEqual([]);
});
