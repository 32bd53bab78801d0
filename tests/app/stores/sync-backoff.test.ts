// The account syncs when the server says "too many" (429 with Retry-After): nothing pending is lost,
// nothing more is sent until the time it gave has passed, and then everything pending goes at once.
import "fake-indexeddb/auto";
import { afterEach, beforeEach, expect, test, vi } from "vitest";
import { syncDiscounts } from "../../../src/features/discounts/sync-discounts.ts";
import { syncFavourites } from "../../../src/features/favourites/sync-favourites.ts";
import { useDiscountsStore } from "../../../src/stores/discounts-store.ts";
import { useFavouritesStore } from "../../../src/stores/favourites-store.ts";
import { useSessionStore } from "../../../src/stores/session-store.ts";
import { installFakeApi, success, type FakeReply } from "../helpers/fake-api.ts";

const TOO_MANY: FakeReply = {
  status: 429,
  headers: { "retry-after": "30" },
  json: { success: false, message: "Demasiadas peticiones seguidas: espera un poco y vuelve a intentarlo.", entity: null },
};

const favourite = (id: string) => ({ id, rotulo: `Estación ${id}`, direccion: "" });
const plan = (id: string) => ({ id, marca: "repsol", valor: 10, unidad: "centimos" as const, dias: [], topeEuros: null });

/** Lets the fake fetch and the stores settle (microtasks and immediate callbacks; timers stay faked). */
const settle = () => vi.waitFor(() => undefined);

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
  useSessionStore.getState().setAuth("token-1", "ana@example.com");
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

test("favourites: a 429 keeps the changes, sends nothing until Retry-After has passed, then sends them all", async () => {
  const starred = (id: string) => ({ ...favourite(id), addedAt: 0, seenPrices: {} });
  useFavouritesStore.setState({ stations: [starred("101"), starred("102")], pendingAdds: ["101"], pendingRemovals: [], loginMergeDue: false });
  let refuse = true;
  const api = installFakeApi({ "POST /api/favoritas/fusionar": (call) => (refuse ? TOO_MANY : success((call.body as { ids: string[] }).ids.map((id) => ({ ...favourite(id), desde: "2026-11-28T10:00:00.000Z" })))) });
  const merges = () => api.callsTo("POST", "/api/favoritas/fusionar");

  await syncFavourites();
  expect(merges()).toHaveLength(1);
  expect(useFavouritesStore.getState().pendingAdds).toEqual(["101"]);

  // Another star meanwhile: kept, not sent.
  useFavouritesStore.setState({ pendingAdds: ["101", "102"] });
  await syncFavourites();
  vi.advanceTimersByTime(29_000);
  await settle();
  expect(merges()).toHaveLength(1);

  refuse = false;
  vi.advanceTimersByTime(1_000);
  await vi.waitFor(() => expect(useFavouritesStore.getState().pendingAdds).toEqual([]));
  expect(merges()).toHaveLength(2);
  expect(merges()[1]!.body).toEqual({ ids: ["101", "102"], quitar: [] });
});

test("discounts: a 429 keeps the plans pending, then they reach the account after Retry-After", async () => {
  useDiscountsStore.setState({ plans: [plan("a1")], pendingAdds: ["a1"], pendingRemovals: [], loginMergeDue: false });
  let refuse = true;
  const api = installFakeApi({ "POST /api/descuentos/fusionar": () => (refuse ? TOO_MANY : success([plan("a1")])) });
  const merges = () => api.callsTo("POST", "/api/descuentos/fusionar");

  await syncDiscounts();
  await syncDiscounts();
  expect(merges()).toHaveLength(1);
  expect(useDiscountsStore.getState()).toMatchObject({ plans: [plan("a1")], pendingAdds: ["a1"] });

  refuse = false;
  vi.advanceTimersByTime(30_000);
  await vi.waitFor(() => expect(useDiscountsStore.getState().pendingAdds).toEqual([]));
  expect(merges()).toHaveLength(2);
  expect(useDiscountsStore.getState().plans).toEqual([plan("a1")]);
});
