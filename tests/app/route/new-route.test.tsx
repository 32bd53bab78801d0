// @vitest-environment jsdom
// Route creation (SPEC §2, §4, §5, §9): autosuggest, choice validation, fuel, 'Mi posición'.
import "fake-indexeddb/auto";
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { expect, test } from "vitest";
import { useUiStore } from "../../../src/stores/ui-store.ts";
import { currentPath, gpsAt, renderApp, useAppTestSetup } from "../helpers/app-harness.tsx";
import { installFakeApi, success, type RecordedCall } from "../helpers/fake-api.ts";

useAppTestSetup();


const place = (nombre: string, provincia: string, latitud: number, longitud: number) => ({
  nombre,
  provincia,
  latitud,
  longitud,
  tipo: "municipio",
});
const MADRID = place("Madrid", "Madrid", 40.4168, -3.7038);
const ZARAGOZA = place("Zaragoza", "Zaragoza", 41.6488, -0.8891);
const MANY = Array.from({ length: 8 }, (_, i) => place(`Mad ${i + 1}`, "Madrid", 40 + i / 10, -3.7));

function placesApi() {
  return installFakeApi({
    "GET /api/lugares/sugerir": (call: RecordedCall) => {
      const q = call.query.get("q") ?? "";
      return success(q.toLowerCase().startsWith("zar") ? [ZARAGOZA] : [MADRID, ...MANY.slice(0, 7)]);
    },
  });
}

async function openForm() {
  await renderApp("/nueva-ruta");
  const form = await screen.findByRole("form", { name: "Nueva ruta" });
  return {
    form,
    origin: within(form).getByRole("combobox", { name: "Origen" }) as HTMLInputElement,
    destination: within(form).getByRole("combobox", { name: "Destino" }) as HTMLInputElement,
    fuel: within(form).getByRole("combobox", { name: "Combustible" }) as HTMLSelectElement,
    myPosition: within(form).getByRole("checkbox", { name: "Mi posición" }) as HTMLInputElement,
    submit: within(form).getByRole("button", { name: "Buscar gasolineras en la ruta" }) as HTMLButtonElement,
  };
}

async function choose(input: HTMLInputElement, typed: string, option: string) {
  fireEvent.focus(input);
  fireEvent.change(input, { target: { value: typed } });
  const list = await screen.findByRole("listbox", { name: `Sugerencias de ${input.labels?.[0]?.textContent?.toLowerCase()}` });
  fireEvent.click(within(list).getByRole("option", { name: new RegExp(`^${option}`) }));
  fireEvent.blur(input);
}

/** The shell finds no GPS in jsdom and marks it inactive on start: a reading comes after that. */
async function openFormWithGps(latitude: number, longitude: number) {
  const fields = await openForm();
  act(() => gpsAt(latitude, longitude));
  return fields;
}

const snack = () => useUiStore.getState().snack;

test("typing a place asks for at most 8 suggestions and lists them", async () => {
  const api = placesApi();
  const { origin } = await openForm();
  fireEvent.focus(origin);
  fireEvent.change(origin, { target: { value: "Mad" } });
  const list = await screen.findByRole("listbox", { name: "Sugerencias de origen" });
  expect(within(list).getAllByRole("option")).toHaveLength(8);
  expect(api.callsTo("GET", "/api/lugares/sugerir")).not.toHaveLength(0);
  expect(origin.getAttribute("aria-expanded")).toBe("true");
});

test("the suggestions are asked with the text typed and limit 8", async () => {
  const api = placesApi();
  const { origin } = await openForm();
  fireEvent.focus(origin);
  fireEvent.change(origin, { target: { value: "Mad" } });
  await screen.findByRole("listbox");
  const calls = api.callsTo("GET", "/api/lugares/sugerir");
  expect(calls).toHaveLength(1);
  expect([calls[0]?.query.get("q"), calls[0]?.query.get("limit")]).toEqual(["Mad", "8"]);
});

test("choosing a suggestion fills the field with it", async () => {
  placesApi();
  const { origin } = await openForm();
  await choose(origin, "Mad", "Madrid");
  expect(origin.value).toBe("Madrid");
  expect(screen.queryByRole("listbox")).toBeNull();
});

test("submit is disabled until origin, destination and fuel are filled", async () => {
  placesApi();
  const { origin, destination, fuel, submit } = await openForm();
  expect(fuel.value).toBe("");
  expect(within(fuel).getByRole("option", { name: "Selecciona producto" })).toBeTruthy();
  expect(submit.disabled).toBe(true);
  await choose(origin, "Mad", "Madrid");
  await choose(destination, "Zar", "Zaragoza");
  expect(submit.disabled).toBe(true);
  fireEvent.change(fuel, { target: { value: "diesel" } });
  expect(submit.disabled).toBe(false);
});

test("the fuel options are Gasolina 95, Gasolina 98 and Diesel, then every other product", async () => {
  const { fuel } = await openForm();
  const options = [...fuel.options].filter((o) => o.value).map((o) => [o.value, o.text]);
  expect(options.slice(0, 3)).toEqual([
    ["95", "Gasolina 95"],
    ["98", "Gasolina 98"],
    ["diesel", "Diesel"],
  ]);
  expect(options).toContainEqual(["glp", "GLP"]);
  expect(options).toContainEqual(["gnc", "Gas natural comprimido"]);
  expect(options).toHaveLength(23);
});

test("an origin typed but not chosen says 'Debes seleccionar un origen válido de la lista al indicar el lugar'", async () => {
  placesApi();
  const { origin, destination, fuel, submit } = await openForm();
  fireEvent.change(origin, { target: { value: "Mi casa" } });
  fireEvent.blur(origin);
  await choose(destination, "Zar", "Zaragoza");
  fireEvent.change(fuel, { target: { value: "95" } });
  fireEvent.click(submit);
  expect(snack()?.message).toBe("Debes seleccionar un origen válido de la lista al indicar el lugar");
  expect(currentPath()).toBe("/nueva-ruta");
});

test("a destination typed but not chosen says 'Debes seleccionar un destino válido de la lista al indicar el lugar'", async () => {
  placesApi();
  const { origin, destination, fuel, submit } = await openForm();
  await choose(origin, "Mad", "Madrid");
  fireEvent.change(destination, { target: { value: "La playa" } });
  fireEvent.blur(destination);
  fireEvent.change(fuel, { target: { value: "95" } });
  fireEvent.click(submit);
  expect(snack()?.message).toBe("Debes seleccionar un destino válido de la lista al indicar el lugar");
  expect(currentPath()).toBe("/nueva-ruta");
});

test("typing again after choosing forgets the choice", async () => {
  placesApi();
  const { origin, destination, fuel, submit } = await openForm();
  await choose(origin, "Mad", "Madrid");
  fireEvent.change(origin, { target: { value: "Madrid centro" } });
  fireEvent.blur(origin);
  await choose(destination, "Zar", "Zaragoza");
  fireEvent.change(fuel, { target: { value: "95" } });
  fireEvent.click(submit);
  expect(snack()?.message).toBe("Debes seleccionar un origen válido de la lista al indicar el lugar");
});

test("with origin and destination chosen it opens ruta/:prod/:lon1/:lat1/:lon2/:lat2", async () => {
  placesApi();
  const { origin, destination, fuel, submit } = await openForm();
  await choose(origin, "Mad", "Madrid");
  await choose(destination, "Zar", "Zaragoza");
  fireEvent.change(fuel, { target: { value: "diesel" } });
  fireEvent.click(submit);
  await waitFor(() => expect(currentPath()).toBe("/ruta/diesel/-3.7038/40.4168/-0.8891/41.6488"));
});

test("'Mi posición' clears and disables the origin and makes it not required", async () => {
  placesApi();
  const { origin, myPosition } = await openFormWithGps(40.3, -3.6);
  await choose(origin, "Mad", "Madrid");
  fireEvent.click(myPosition);
  expect(origin.value).toBe("");
  expect(origin.disabled).toBe(true);
  expect(origin.required).toBe(false);
});

test("unchecking 'Mi posición' enables the origin and makes it required again", async () => {
  const { origin, myPosition } = await openFormWithGps(40.3, -3.6);
  fireEvent.click(myPosition);
  fireEvent.click(myPosition);
  expect(origin.disabled).toBe(false);
  expect(origin.required).toBe(true);
});

test("'Mi posición' without GPS says 'No es posible localizar tu posición actual :(' with 'Error'", async () => {
  const { myPosition } = await openForm();
  fireEvent.click(myPosition);
  expect(snack()).toMatchObject({ message: "No es posible localizar tu posición actual :(", action: "Error" });
});

test("with 'Mi posición' the route starts at the GPS position", async () => {
  placesApi();
  const { destination, fuel, myPosition, submit } = await openFormWithGps(40.3, -3.6);
  fireEvent.click(myPosition);
  await choose(destination, "Zar", "Zaragoza");
  fireEvent.change(fuel, { target: { value: "95" } });
  expect(submit.disabled).toBe(false);
  fireEvent.click(submit);
  await waitFor(() => expect(currentPath()).toBe("/ruta/95/-3.6/40.3/-0.8891/41.6488"));
});
