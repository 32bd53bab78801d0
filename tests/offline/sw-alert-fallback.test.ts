// A push message the service worker cannot read still says something, in the app's language: the app
// leaves the words in its local data whenever a language is activated, where the worker reads them.
import "fake-indexeddb/auto";
import { get } from "idb-keyval";
import { afterAll, describe, expect, it } from "vitest";
import { activateLocale } from "../../src/i18n/i18n.ts";
import { localData } from "../../src/stores/idb-state-storage.ts";
import { STORAGE_KEYS } from "../../src/stores/storage-keys.ts";
import { APP_DATA, FALLBACK_BODY, notificationOf } from "../../sw/alert-notification-content.ts";

describe("the words for a price alert that cannot be read", () => {
  afterAll(async () => {
    await activateLocale("es");
  });

  it("are read by the worker where the app leaves them", () => {
    expect(APP_DATA.fallbackKey).toBe(STORAGE_KEYS.alertFallback);
    expect(`${APP_DATA.database}/${APP_DATA.store}`).toBe("gasolinaeco/local-data");
    expect(localData()).toBeTruthy();
  });

  it("are left in the app's language when one is activated, Spanish by default", async () => {
    await activateLocale("ca");
    await expect.poll(() => get(STORAGE_KEYS.alertFallback, localData())).toBe("Ha baixat el preu d’un dels teus avisos.");
    await activateLocale("es");
    await expect.poll(() => get(STORAGE_KEYS.alertFallback, localData())).toBe(FALLBACK_BODY);
  });

  it("are what the notification says for an unreadable message", () => {
    expect(notificationOf({ unexpected: true }, "Ha baixat el preu d’un dels teus avisos.").options.body).toBe("Ha baixat el preu d’un dels teus avisos.");
    expect(notificationOf(undefined).options.body).toBe(FALLBACK_BODY);
  });
});
