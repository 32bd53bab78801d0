// @vitest-environment jsdom
// "Mis descuentos" with an account: on login the device's plans are merged into the account's (a union,
// nothing lost) and the union is shown; logged in, each plan added or removed reaches the account; no
// signal and a refusal keep everything on the device, the refusal said on /descuentos; "Borrar todos mis
// datos" forgets the plans of this device.
import "fake-indexeddb/auto";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { expect, test } from "vitest";
import { TOO_MANY_PLANS_MESSAGE, type DiscountPlan } from "../../../src/domain/discounts.ts";
import { discountsSyncIdle } from "../../../src/features/discounts/sync-discounts.ts";
import { useDiscountsStore } from "../../../src/stores/discounts-store.ts";
import { currentPath, logIn, renderApp, useAppTestSetup } from "../helpers/app-harness.tsx";
import { installFakeApi, refusal, success, type FakeReply, type FakeRoute, type RecordedCall } from "../helpers/fake-api.ts";

useAppTestSetup();


const MERGE = "POST /api/descuentos/fusionar";

const plan = (id: string, marca: string, valor = 10): DiscountPlan => ({ id, marca, valor, unidad: "centimos", dias: [], topeEuros: null });
const ON_PHONE = plan("phone-1", "repsol");
const IN_ACCOUNT = plan("account-1", "cepsa", 5);

function holdOnDevice(plans: DiscountPlan[], pending: { adds?: string[]; removals?: string[] } = {}) {
  useDiscountsStore.setState({ plans, pendingAdds: pending.adds ?? [], pendingRemovals: pending.removals ?? [], loginMergeDue: false });
}

/** The account as the server keeps it: the merge's union and removals (no limit). */
function fakeAccount(start: DiscountPlan[]): (call: RecordedCall) => FakeReply {
  let account = [...start];
  return (call: RecordedCall) => {
    const body = call.body as { planes: DiscountPlan[]; quitar: string[] };
    account = [...account.filter((p) => !body.quitar.includes(p.id)), ...body.planes.filter((p) => !account.some((a) => a.id === p.id))];
    return success(account);
  };
}

async function openDiscounts(routes: Record<string, FakeRoute>) {
  const api = installFakeApi(routes);
  await renderApp("/descuentos");
  await screen.findByRole("heading", { level: 1, name: "Mis descuentos" });
  return { api, merges: () => api.callsTo("POST", "/api/descuentos/fusionar").map((c) => c.body) };
}

const listed = () => within(screen.getByRole("list", { name: "Tus descuentos" })).getAllByRole("listitem").map((item) => item.firstChild?.textContent);

test("on login, the device's plans are merged into the account's and the union is shown", async () => {
  holdOnDevice([ON_PHONE], { adds: ["phone-1"] });
  const { merges } = await openDiscounts({ [MERGE]: fakeAccount([IN_ACCOUNT]) });
  logIn();
  await waitFor(() => expect(merges()).toHaveLength(1));
  await discountsSyncIdle();
  expect(merges()[0]).toEqual({ planes: [ON_PHONE], quitar: [] });
  await waitFor(() => expect(listed()).toEqual(["Cepsa −5 c€/l · todos los días", "Repsol −10 c€/l · todos los días"]));
  expect(useDiscountsStore.getState()).toMatchObject({ pendingAdds: [], loginMergeDue: false });
});

test("logged in, a plan added on /descuentos reaches the account, and so does its removal", async () => {
  logIn();
  const { merges } = await openDiscounts({ [MERGE]: fakeAccount([]) });
  await waitFor(() => expect(merges()).toHaveLength(1));
  fireEvent.change(screen.getByLabelText("Marca"), { target: { value: "galp" } });
  fireEvent.change(screen.getByLabelText("Descuento"), { target: { value: "8" } });
  fireEvent.click(screen.getByRole("button", { name: "Añadir descuento" }));
  await waitFor(() => expect(merges()).toContainEqual({ planes: [expect.objectContaining({ marca: "galp", valor: 8 })], quitar: [] }));
  await discountsSyncIdle();
  const id = useDiscountsStore.getState().plans[0]!.id;
  await waitFor(() => expect(useDiscountsStore.getState().pendingAdds).toEqual([]));

  fireEvent.click(screen.getByRole("button", { name: "Quitar Galp −8 c€/l · todos los días" }));
  await waitFor(() => expect(merges()).toContainEqual({ planes: [], quitar: [id] }));
  await discountsSyncIdle();
  await waitFor(() => expect(useDiscountsStore.getState().pendingRemovals).toEqual([]));
});

test("a login merge that found no signal is made when the signal returns", async () => {
  holdOnDevice([ON_PHONE], { adds: ["phone-1"] });
  let attempts = 0;
  const account = fakeAccount([]);
  const { merges } = await openDiscounts({ [MERGE]: (call) => (++attempts === 1 ? "network-error" : account(call)) });
  logIn();
  await waitFor(() => expect(merges()).toHaveLength(1));
  await discountsSyncIdle();
  expect(useDiscountsStore.getState()).toMatchObject({ plans: [ON_PHONE], loginMergeDue: true });
  window.dispatchEvent(new Event("online"));
  await waitFor(() => expect(merges()).toHaveLength(2));
  await discountsSyncIdle();
  expect(merges()[1]).toEqual({ planes: [ON_PHONE], quitar: [] });
  expect(useDiscountsStore.getState().loginMergeDue).toBe(false);
});

test("a merge the account refuses is said on /descuentos and loses nothing; removing a plan there lets it through", async () => {
  holdOnDevice([ON_PHONE, plan("phone-2", "galp")], { adds: ["phone-1", "phone-2"] });
  const account = fakeAccount([IN_ACCOUNT]);
  const { merges } = await openDiscounts({
    [MERGE]: (call) => ((call.body as { planes: unknown[] }).planes.length > 1 ? refusal(TOO_MANY_PLANS_MESSAGE, 409) : account(call)),
  });
  logIn();
  expect(await screen.findByText(TOO_MANY_PLANS_MESSAGE)).toBeTruthy();
  expect(listed()).toEqual(["Repsol −10 c€/l · todos los días", "Galp −10 c€/l · todos los días"]);
  expect(useDiscountsStore.getState()).toMatchObject({ pendingAdds: ["phone-1", "phone-2"], loginMergeDue: true });

  fireEvent.click(screen.getByRole("button", { name: "Quitar Galp −10 c€/l · todos los días" }));
  await waitFor(() => expect(merges()).toContainEqual({ planes: [ON_PHONE], quitar: [] }));
  await discountsSyncIdle();
  await waitFor(() => expect(screen.queryByText(TOO_MANY_PLANS_MESSAGE)).toBeNull());
  expect(listed()).toEqual(["Cepsa −5 c€/l · todos los días", "Repsol −10 c€/l · todos los días"]);
});

test("logged out, plans stay on the device and nothing is sent", async () => {
  const { merges } = await openDiscounts({ [MERGE]: fakeAccount([]) });
  fireEvent.change(screen.getByLabelText("Marca"), { target: { value: "galp" } });
  fireEvent.change(screen.getByLabelText("Descuento"), { target: { value: "8" } });
  fireEvent.click(screen.getByRole("button", { name: "Añadir descuento" }));
  expect(listed()).toEqual(["Galp −8 c€/l · todos los días"]);
  await discountsSyncIdle();
  expect(merges()).toEqual([]);
});

test("'Borrar todos mis datos' also forgets the discounts kept on the device", async () => {
  holdOnDevice([ON_PHONE]);
  logIn();
  installFakeApi({
    "GET /api/users/getuserdata": success({ username: "Ana", istaxi: false, deposito: 0 }),
    "GET /api/users/obtenertiposvehiculos": success([]),
    "GET /api/users/obtenermarcasvehiculos": success([]),
    "POST /api/users/borrarusuario": success(null),
    [MERGE]: success([ON_PHONE]),
  });
  await renderApp("/usuario");
  fireEvent.click(await screen.findByRole("button", { name: "Borrar todos mis datos" }));
  fireEvent.click(within(screen.getByRole("alertdialog", { name: "Borrar todos mis datos" })).getByRole("button", { name: "Borrar" }));
  await waitFor(() => expect(currentPath()).toBe("/logout"));
  expect(useDiscountsStore.getState().plans).toEqual([]);
});
