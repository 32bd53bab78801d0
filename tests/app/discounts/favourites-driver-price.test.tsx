// @vitest-environment jsdom
// "Tu precio" on /favoritas: where one of the driver's plans applies, a favourite's fuels show the
// driver's price with the pump's under it and the plan named; the order by price follows the driver's
// price; the change since the last visit and the prices remembered as seen stay the pump's.
import "fake-indexeddb/auto";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { expect, test } from "vitest";
import type { DiscountPlan } from "../../../src/domain/discounts.ts";
import { useDiscountsStore } from "../../../src/stores/discounts-store.ts";
import { useFavouritesStore } from "../../../src/stores/favourites-store.ts";
import { useFilterStore } from "../../../src/stores/filter-store.ts";
import { renderApp, useAppTestSetup } from "../helpers/app-harness.tsx";
import { installFakeApi, success } from "../helpers/fake-api.ts";
import { stationInfo } from "../helpers/station-fixtures.ts";

useAppTestSetup();


const CEPSA = stationInfo({
  id: "4375",
  rotulo: "CEPSA ZARAGOZA",
  bandera: "cepsa",
  productos: [
    { producto: "gasoleoA", nombre: "Gasóleo A", precio: 1.459 },
    { producto: "gasolina95", nombre: "Gasolina 95 E5", precio: 1.559 },
  ],
});
const BALLENOIL = stationInfo({
  id: "102",
  rotulo: "BALLENOIL CASTELLANA",
  bandera: "ballenoil",
  gps: { latitud: 40.45, longitud: -3.69 },
  productos: [{ producto: "gasoleoA", nombre: "Gasóleo A", precio: 1.399 }],
});

const plan = (overrides: Partial<DiscountPlan>): DiscountPlan => ({ id: "p1", marca: "cepsa", valor: 10, unidad: "centimos", dias: [], topeEuros: null, ...overrides });

function hold(...plans: DiscountPlan[]) {
  useDiscountsStore.setState({ plans });
}

async function openFavourites() {
  useFavouritesStore.setState({
    stations: [
      { id: "4375", rotulo: "CEPSA ZARAGOZA", direccion: "", addedAt: 1, seenPrices: { gasoleoA: 1.469 } },
      { id: "102", rotulo: "BALLENOIL CASTELLANA", direccion: "", addedAt: 2, seenPrices: {} },
    ],
  });
  installFakeApi({ "POST /api/favoritas/precios": success([CEPSA, BALLENOIL]) });
  await renderApp("/favoritas");
  await screen.findByRole("heading", { level: 1, name: "Favoritas" });
  await screen.findAllByText(/Surtidor|1,399 €/);
}

const card = (name: string) => screen.getByRole("article", { name });
const cardNames = () => within(screen.getByRole("list", { name: "Gasolineras favoritas" })).getAllByRole("heading").map((h) => h.textContent);
/** What one fuel's price cell shows, line by line. */
function priceCell(cardName: string, fuel: string): string {
  const row = within(card(cardName)).getByRole("row", { name: new RegExp(`^${fuel}`) });
  const lines = [...row.querySelector(".favourite-price")!.children].map((line) => line.textContent!.replace(/\s+/g, " ").trim());
  return lines.join(" / ");
}

test("a favourite where a plan applies names the plan once and shows on every fuel 'Tu precio' with the pump's price under it", async () => {
  hold(plan({}));
  await openFavourites();
  expect(priceCell("CEPSA ZARAGOZA", "Gasóleo A")).toBe("Tu precio 1,359 € / Surtidor 1,459 €");
  expect(priceCell("CEPSA ZARAGOZA", "Gasolina 95 E5")).toBe("Tu precio 1,459 € / Surtidor 1,559 €");
  expect(within(card("CEPSA ZARAGOZA")).getByText("Tu precio con Cepsa −10 c€/l")).toBeTruthy();
});

test("a favourite of another brand shows its pump price alone", async () => {
  hold(plan({}));
  await openFavourites();
  expect(priceCell("BALLENOIL CASTELLANA", "Gasóleo A")).toBe("1,399 €");
  expect(within(card("BALLENOIL CASTELLANA")).queryByText(/Tu precio/)).toBeNull();
});

test("the order by price follows the driver's price", async () => {
  useFilterStore.getState().setProduct("diesel");
  await openFavourites();
  fireEvent.change(screen.getByLabelText("Ordenar por"), { target: { value: "price" } });
  // Pump prices: Ballenoil 1,399 € before Cepsa 1,459 €.
  expect(cardNames()).toEqual(["BALLENOIL CASTELLANA", "CEPSA ZARAGOZA"]);
  // With 10 c€/l at Cepsa the driver pays 1,359 € there: first.
  hold(plan({}));
  await waitFor(() => expect(cardNames()).toEqual(["CEPSA ZARAGOZA", "BALLENOIL CASTELLANA"]));
});

test("two plans of one brand that each win on a different fuel are each named with their fuels", async () => {
  // 7 % takes 10,2 c€ off diesel (1,459 €) and 10,9 c€ off petrol (1,559 €): 10,5 c€/l wins on diesel, 7 % on petrol.
  hold(plan({ id: "cents", valor: 10.5 }), plan({ id: "percent", valor: 7, unidad: "porcentaje" }));
  await openFavourites();
  expect(within(card("CEPSA ZARAGOZA")).getByText("Tu precio con Cepsa −10,5 c€/l (Gasóleo A) y Cepsa −7 % (Gasolina 95 E5)")).toBeTruthy();
});

test("the change since the last visit and the prices remembered as seen stay the pump's", async () => {
  hold(plan({}));
  await openFavourites();
  // Seen at 1,469 €, now 1,459 € at the pump: down 1 cent, whatever the plan takes off.
  expect(within(card("CEPSA ZARAGOZA")).getByText("▼ 1 cts")).toBeTruthy();
  await waitFor(() => expect(useFavouritesStore.getState().stations[0]!.seenPrices).toEqual({ gasoleoA: 1.459, gasolina95: 1.559 }));
});
