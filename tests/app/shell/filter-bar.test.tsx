// @vitest-environment jsdom
// The header's filter rows (SPEC §2, §4, §5): fuel toggle, distance, BUSCAR and its messages.
import "fake-indexeddb/auto";
import { fireEvent, screen, within } from "@testing-library/react";
import { get } from "idb-keyval";
import { expect, test } from "vitest";
import { flushStorage } from "../../../src/stores/idb-state-storage.ts";
import { STORAGE_KEYS } from "../../../src/stores/storage-keys.ts";
import { useUiStore } from "../../../src/stores/ui-store.ts";
import { currentPath, gpsAt, renderApp, useAppTestSetup } from "../helpers/app-harness.tsx";
import { localData } from "../helpers/local-data.ts";

useAppTestSetup();

const buscar = () => screen.getByRole("button", { name: "BUSCAR" });
const slider = () => screen.getByRole("slider", { name: "Distancia" }) as HTMLInputElement;

test("offers 95, 98 and DIESEL as a single choice", async () => {
  await renderApp("/");
  const group = await screen.findByRole("group", { name: "Combustible" });
  const options = within(group).getAllByRole("radio");
  expect(options.map((option) => option.closest("label")?.textContent)).toEqual(["95", "98", "DIESEL"]);
  fireEvent.click(within(group).getByLabelText("95"));
  fireEvent.click(within(group).getByLabelText("DIESEL"));
  expect(options.filter((option) => (option as HTMLInputElement).checked)).toHaveLength(1);
});

test("the slider goes from 1 to 50 km in steps of 1 and starts at 10", async () => {
  await renderApp("/");
  await screen.findByRole("slider", { name: "Distancia" });
  expect([slider().min, slider().max, slider().step, slider().value]).toEqual(["1", "50", "1", "10"]);
  expect(screen.getByText("10 km")).toBeTruthy();
});

test("plus and minus change the distance by 1 km", async () => {
  await renderApp("/");
  fireEvent.click(await screen.findByRole("button", { name: "Más distancia" }));
  fireEvent.click(screen.getByRole("button", { name: "Más distancia" }));
  fireEvent.click(screen.getByRole("button", { name: "Menos distancia" }));
  expect(screen.getByText("11 km")).toBeTruthy();
});

test("minus stops at 1 km", async () => {
  await renderApp("/");
  fireEvent.change(await screen.findByRole("slider", { name: "Distancia" }), { target: { value: "1" } });
  fireEvent.click(screen.getByRole("button", { name: "Menos distancia" }));
  expect(screen.getByText("1 km")).toBeTruthy();
});

test("BUSCAR without a fuel warns 'Selecciona combustible!' with 'Aviso!' and stays", async () => {
  await renderApp("/welcome");
  gpsAt(40.4, -3.7);
  fireEvent.click(await screen.findByRole("button", { name: "BUSCAR" }));
  expect(screen.getByText("Selecciona combustible!")).toBeTruthy();
  expect(screen.getByRole("button", { name: "Aviso!" })).toBeTruthy();
  expect(currentPath()).toBe("/welcome");
});

test("BUSCAR without GPS says 'No se ha podido establecer tu ubicación GPS' with 'Error!' for 5 s", async () => {
  await renderApp("/welcome");
  fireEvent.click(await screen.findByLabelText("DIESEL"));
  fireEvent.click(buscar());
  expect(screen.getByText("No se ha podido establecer tu ubicación GPS")).toBeTruthy();
  expect(screen.getByRole("button", { name: "Error!" })).toBeTruthy();
  expect(useUiStore.getState().snack?.duration).toBe(5000);
  expect(currentPath()).toBe("/welcome");
});

test("BUSCAR opens the search for the fuel, distance and GPS position", async () => {
  await renderApp("/welcome");
  gpsAt(40.416775, -3.70379);
  fireEvent.click(await screen.findByLabelText("98"));
  fireEvent.change(slider(), { target: { value: "25" } });
  fireEvent.click(buscar());
  expect(currentPath()).toBe("/search/98/25/-3.70379/40.416775");
});

test("BUSCAR saves distance and product as the preference", async () => {
  await renderApp("/welcome");
  gpsAt(40.4, -3.7);
  fireEvent.click(await screen.findByLabelText("95"));
  fireEvent.click(buscar());
  await flushStorage();
  expect(await get(STORAGE_KEYS.product, localData())).toBe(JSON.stringify("95"));
  expect(await get(STORAGE_KEYS.distance, localData())).toBe("10");
});
