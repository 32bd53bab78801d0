// @vitest-environment jsdom
// datos and the two average-price reports (SPEC §2, §8, §9).
import "fake-indexeddb/auto";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { expect, test } from "vitest";
import { currentPath, renderApp, useAppTestSetup } from "../helpers/app-harness.tsx";
import { installFakeApi, success } from "../helpers/fake-api.ts";

const { consoleError } = useAppTestSetup();


const provinces = [
  { provincia: "Madrid", mediaDiesel: 1.4591, media95: 1.559, media98: 1.7, mediaGLP: 0 },
  { provincia: "Soria", mediaDiesel: 1.5, media95: 1.6, media98: 0, mediaGLP: 0.95 },
];
const brands = [{ bandera: "repsol", mediaDiesel: 1.52, media95: 1.62, media98: 1.78, mediaGLP: 0.99 }];

const cells = (row: HTMLElement) => within(row).getAllByRole("cell").map((cell) => cell.textContent?.replace(/\s/g, " "));

test("datos links to both reports", async () => {
  await renderApp("/datos");
  fireEvent.click(await screen.findByRole("link", { name: "Precio medio por provincia" }));
  expect(currentPath()).toBe("/informe-preciomedio-provincia");
});

test("the province table has the columns diesel, 95, 98 and GLP", async () => {
  installFakeApi({ "POST /api/reporting/informemediaprovinciaproducto": success(provinces) });
  await renderApp("/informe-preciomedio-provincia");
  const table = await screen.findByRole("table");
  expect(within(table).getAllByRole("columnheader").map((header) => header.textContent)).toEqual([
    "Provincia",
    "Diesel",
    "Gasolina 95",
    "Gasolina 98",
    "GLP",
  ]);
});

test("prices show 3 decimals and the euro sign", async () => {
  installFakeApi({ "POST /api/reporting/informemediaprovinciaproducto": success(provinces) });
  await renderApp("/informe-preciomedio-provincia");
  const madrid = (await screen.findByRole("rowheader", { name: "Madrid" })).closest("tr")!;
  expect(cells(madrid).slice(0, 3)).toEqual(["1,459 €", "1,559 €", "1,700 €"]);
});

test("a price of 0 shows as '-'", async () => {
  installFakeApi({ "POST /api/reporting/informemediaprovinciaproducto": success(provinces) });
  await renderApp("/informe-preciomedio-provincia");
  const soria = (await screen.findByRole("rowheader", { name: "Soria" })).closest("tr")!;
  expect(cells(soria)[2]).toBe("-");
});

test("the brand table lists each bandera with its averages", async () => {
  installFakeApi({ "POST /api/reporting/informemediabanderaproducto": success(brands) });
  await renderApp("/informe-preciomedio-bandera");
  const repsol = (await screen.findByRole("rowheader", { name: "Repsol" })).closest("tr")!;
  expect(cells(repsol)).toEqual(["1,520 €", "1,620 €", "1,780 €", "0,990 €"]);
  expect(screen.getByRole("columnheader", { name: "Bandera" })).toBeTruthy();
});

test("a failed report is logged only", async () => {
  installFakeApi({ "POST /api/reporting/informemediaprovinciaproducto": { status: 500 } });
  await renderApp("/informe-preciomedio-provincia");
  await waitFor(() => expect(consoleError()).toHaveBeenCalled());
  expect(screen.queryByRole("table")).toBeNull();
  expect(screen.queryByRole("alert")).toBeNull();
});

test("every other product some province sells gets its column, the gases by weight in €/kg", async () => {
  const withOthers = [
    { ...provinces[0]!, otros: { gnc: 1.249, adblue: 0.729 } },
    { ...provinces[1]!, otros: { adblue: 0.8 } },
  ];
  installFakeApi({ "POST /api/reporting/informemediaprovinciaproducto": success(withOthers) });
  await renderApp("/informe-preciomedio-provincia");
  const table = await screen.findByRole("table");
  expect(within(table).getAllByRole("columnheader").map((header) => header.textContent)).toEqual([
    "Provincia", "Diesel", "Gasolina 95", "Gasolina 98", "GLP", "Gas natural comprimido", "AdBlue",
  ]);
  const madrid = screen.getByRole("rowheader", { name: "Madrid" }).closest("tr")!;
  const soria = screen.getByRole("rowheader", { name: "Soria" }).closest("tr")!;
  expect(cells(madrid).slice(4)).toEqual(["1,249 €/kg", "0,729 €"]);
  expect(cells(soria).slice(4)).toEqual(["-", "0,800 €"]);
});
