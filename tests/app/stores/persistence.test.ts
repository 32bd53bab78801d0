// The persisted stores write SPEC §9's keys to IndexedDB and a new store reads them back.
import "fake-indexeddb/auto";
import { clear, get, set } from "idb-keyval";
import { beforeEach, describe, expect, test } from "vitest";
import { createConsentStore } from "../../../src/stores/consent-store.ts";
import { createFilterStore } from "../../../src/stores/filter-store.ts";
import { waitForStore } from "../../../src/stores/hydration.ts";
import { flushStorage } from "../../../src/stores/idb-state-storage.ts";
import { createSavingStore } from "../../../src/stores/saving-store.ts";
import { createSessionStore } from "../../../src/stores/session-store.ts";
import { STORAGE_KEYS } from "../../../src/stores/storage-keys.ts";
import { localData } from "../helpers/local-data.ts";

const stored = (key: string) => get(key, localData());

async function hydrated<S extends Parameters<typeof waitForStore>[0]>(store: S): Promise<S> {
  await waitForStore(store);
  return store;
}

beforeEach(async () => {
  await flushStorage();
  await clear(localData());
});

describe("session", () => {
  test("keeps the token and the login name under gasolinaeco_jwt and gasolinaeco_login", async () => {
    const session = await hydrated(createSessionStore());
    session.getState().setAuth("jwt-abc", "ana@example.com");
    await flushStorage();
    expect(JSON.parse(await stored(STORAGE_KEYS.token))).toBe("jwt-abc");
    expect(JSON.parse(await stored(STORAGE_KEYS.login))).toBe("ana@example.com");
  });

  test("reads the session back into a new store", async () => {
    (await hydrated(createSessionStore())).getState().setAuth("jwt-abc", "ana@example.com");
    await flushStorage();
    const reopened = await hydrated(createSessionStore());
    expect(reopened.getState()).toMatchObject({ token: "jwt-abc", login: "ana@example.com" });
  });

  test("logout removes the stored token as well as the login name", async () => {
    const session = await hydrated(createSessionStore());
    session.getState().setAuth("jwt-abc", "ana@example.com");
    session.getState().logout();
    await flushStorage();
    expect(await stored(STORAGE_KEYS.token)).toBeUndefined();
    expect(await stored(STORAGE_KEYS.login)).toBeUndefined();
  });

  test("ignores auth info with an empty token", async () => {
    const session = await hydrated(createSessionStore());
    session.getState().setAuth("", "ana@example.com");
    expect(session.getState().login).toBeNull();
  });

  test("migrates values stored before versions existed", async () => {
    await set(STORAGE_KEYS.token, JSON.stringify("old-jwt"), localData());
    await set(STORAGE_KEYS.login, JSON.stringify("old@example.com"), localData());
    const session = await hydrated(createSessionStore());
    expect(session.getState()).toMatchObject({ token: "old-jwt", login: "old@example.com" });
  });
});

describe("search preferences", () => {
  test("starts at 10 km with no product when nothing is stored", async () => {
    const filter = await hydrated(createFilterStore());
    expect(filter.getState()).toMatchObject({ distance: 10, product: null });
  });

  test("saves nothing when the product is missing", async () => {
    const filter = await hydrated(createFilterStore());
    filter.getState().savePreferences(25, null);
    await flushStorage();
    expect(await stored(STORAGE_KEYS.distance)).toBeUndefined();
    expect(await stored(STORAGE_KEYS.product)).toBeUndefined();
  });

  test("saves nothing when the distance is missing", async () => {
    const filter = await hydrated(createFilterStore());
    filter.getState().savePreferences(undefined, "diesel");
    await flushStorage();
    expect(await stored(STORAGE_KEYS.product)).toBeUndefined();
  });

  test("moving the slider alone stores no preference", async () => {
    const filter = await hydrated(createFilterStore());
    filter.getState().setProduct("95");
    filter.getState().setDistance(30);
    await flushStorage();
    expect(await stored(STORAGE_KEYS.distance)).toBeUndefined();
  });

  test("saves distance and product under gasolinaeco_km and gasolinaeco_prod when both are given", async () => {
    const filter = await hydrated(createFilterStore());
    filter.getState().savePreferences(25, "diesel");
    await flushStorage();
    expect(JSON.parse(await stored(STORAGE_KEYS.distance))).toBe(25);
    expect(JSON.parse(await stored(STORAGE_KEYS.product))).toBe("diesel");
  });

  test("a new filter starts from the saved preferences", async () => {
    (await hydrated(createFilterStore())).getState().savePreferences(25, "98");
    await flushStorage();
    const reopened = await hydrated(createFilterStore());
    expect(reopened.getState()).toMatchObject({ distance: 25, product: "98" });
  });

  test("ignores a stored product that is not 95, 98 or diesel", async () => {
    await set(STORAGE_KEYS.product, JSON.stringify("queroseno"), localData());
    const filter = await hydrated(createFilterStore());
    expect(filter.getState().product).toBeNull();
  });

  test("keeps the distance between 1 and 50 km", async () => {
    const filter = await hydrated(createFilterStore());
    filter.getState().setDistance(80);
    expect(filter.getState().distance).toBe(50);
    filter.getState().setDistance(0);
    expect(filter.getState().distance).toBe(1);
  });
});

describe("cookie consent", () => {
  test("stores 1 under gasolinaeco_coookie_consent once accepted", async () => {
    const consent = await hydrated(createConsentStore());
    consent.getState().accept();
    await flushStorage();
    expect(await stored("gasolinaeco_coookie_consent")).toBe("1");
  });

  test("a new store remembers the consent", async () => {
    (await hydrated(createConsentStore())).getState().accept();
    await flushStorage();
    expect((await hydrated(createConsentStore())).getState().accepted).toBe(true);
  });

  test("stores nothing before Aceptar", async () => {
    await hydrated(createConsentStore());
    await flushStorage();
    expect(await stored(STORAGE_KEYS.cookieConsent)).toBeUndefined();
  });
});

describe("saving preferences", () => {
  test("'Solo las que compensan' starts off and is remembered on the device once turned on", async () => {
    const saving = await hydrated(createSavingStore());
    expect(saving.getState().onlyWorthTheTrip).toBe(false);
    saving.getState().setOnlyWorthTheTrip(true);
    await flushStorage();
    expect((await hydrated(createSavingStore())).getState().onlyWorthTheTrip).toBe(true);
  });
});
