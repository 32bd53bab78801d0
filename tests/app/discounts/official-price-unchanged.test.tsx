// @vitest-environment jsdom
// "Tu precio" never changes the official price: with a plan of 10 c€/l at Repsol kept on the device,
// the station page of a Repsol station, the kiosk board (its prices and its Repsol neighbour's) and the
// brand report show the pump prices only, as the Ministry publishes them.
import "fake-indexeddb/auto";
import { screen, within } from "@testing-library/react";
import { beforeEach, expect, test } from "vitest";
import type { KioskBoard } from "../../../src/domain/contract/kiosk.ts";
import { useDiscountsStore } from "../../../src/stores/discounts-store.ts";
import { renderApp, useAppTestSetup } from "../helpers/app-harness.tsx";
import { installFakeApi, success } from "../helpers/fake-api.ts";
import { stationInfo } from "../helpers/station-fixtures.ts";

useAppTestSetup();


beforeEach(() => {
  useDiscountsStore.setState({ plans: [{ id: "p1", marca: "repsol", valor: 10, unidad: "centimos", dias: [], topeEuros: null }] });
});

/** Every price written on the page, in order. */
const pricesOnScreen = () => [...document.body.textContent!.matchAll(/\d,\d{3}\s€/g)].map((match) => match[0].replace(/\s/, " "));

test("the station page of a Repsol station shows the pump prices only", async () => {
  installFakeApi({
    "POST /api/gasolinaeco/searchstation": success(stationInfo({
      productos: [
        { producto: "gasoleoA", nombre: "Gasóleo A", precio: 1.459 },
        { producto: "gasolina95", nombre: "Gasolina 95 E5", precio: 1.559 },
      ],
    })),
    "POST /api/comentarios/get": success([]),
    "POST /api/imagenes/get": success([]),
    "GET /api/gasolinaeco/historico/4375": success([]),
  });
  await renderApp("/station/4375");
  await screen.findByRole("heading", { level: 1, name: "REPSOL" });
  const rows = within(screen.getByRole("table")).getAllByRole("row").slice(1).map((row) => row.textContent?.replace(/\s/g, " "));
  expect(rows).toContain("Diesel1,459 €");
  expect(rows).toContain("Gasolina 951,559 €");
  expect(pricesOnScreen()).not.toContain("1,359 €");
  expect(screen.queryByText(/Tu precio/)).toBeNull();
});

test("the kiosk board shows the station's pump prices and its Repsol neighbour's", async () => {
  const board: KioskBoard = {
    estacion: {
      id: "4375", rotulo: "REPSOL", bandera: "repsol", direccion: "AVENIDA DE ARAGON, 12", localidad: "ZARAGOZA", provincia: "ZARAGOZA",
      horario: "L-D: 24H", open: true, productos: [{ producto: "gasoleoA", nombre: "Gasóleo A", precio: 1.459 }],
    },
    competidores: [{
      producto: "diesel", nombre: "Diésel",
      estaciones: [{ id: "4376", rotulo: "REPSOL DELICIAS", bandera: "repsol", direccion: "CALLE DELICIAS, 1", precio: 1.449, pricerange: 0, km: 1.2 }],
    }],
    actualizado: new Date().toISOString(),
    generado: new Date().toISOString(),
  };
  installFakeApi({ "GET /api/gasolinaeco/kiosko/4375": success(board) });
  await renderApp("/kiosko/4375");
  await screen.findByRole("heading", { level: 1, name: "REPSOL" });
  await screen.findByText("REPSOL DELICIAS");
  expect(pricesOnScreen()).toEqual(["1,459 €", "1,449 €"]);
  expect(screen.queryByText(/Tu precio/)).toBeNull();
});

test("the brand report gives Repsol's average pump prices", async () => {
  installFakeApi({
    "POST /api/reporting/informemediabanderaproducto": success([{ bandera: "repsol", mediaDiesel: 1.52, media95: 1.62, media98: 1.78, mediaGLP: 0.99 }]),
  });
  await renderApp("/informe-preciomedio-bandera");
  const repsol = (await screen.findByRole("rowheader", { name: "Repsol" })).closest("tr")!;
  expect(within(repsol).getAllByRole("cell").map((cell) => cell.textContent?.replace(/\s/g, " "))).toEqual(["1,520 €", "1,620 €", "1,780 €", "0,990 €"]);
  expect(screen.queryByText(/Tu precio/)).toBeNull();
});
