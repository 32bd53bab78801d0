// @vitest-environment jsdom
// "Mis descuentos" and "Tu precio": the driver adds the discounts they hold on /descuentos; the results
// then rank by the driver's price and say the pump's price and the plan on the cards it applies to.
import "fake-indexeddb/auto";
import { I18nProvider } from "@lingui/react";
import { fireEvent, render, screen, within } from "@testing-library/react";
import { act } from "react";
import { navigate } from "wouter/use-browser-location";
import { expect, test, vi } from "vitest";
import { i18n } from "../../../src/i18n/i18n.ts";
import { StationPopup } from "../../../src/map/StationPopup.tsx";
import { useDiscountsStore } from "../../../src/stores/discounts-store.ts";
import { useUiStore } from "../../../src/stores/ui-store.ts";
import { renderApp, useAppTestSetup } from "../helpers/app-harness.tsx";
import { installFakeApi, success } from "../helpers/fake-api.ts";
import { sortBy } from "../helpers/results-options.ts";
import { THREE_STATIONS } from "../helpers/station-fixtures.ts";

vi.mock("../../../src/map/StationsMap.tsx", () => import("../helpers/fake-stations-map.tsx"));

useAppTestSetup();


const cardNames = () => screen.getAllByRole("article").map((card) => within(card).getByRole("heading").textContent);

async function addDiscount(marca: string, valor: string, unidad: "c€/l" | "%" = "c€/l") {
  fireEvent.change(screen.getByLabelText("Marca"), { target: { value: marca } });
  fireEvent.change(screen.getByLabelText("Descuento"), { target: { value: valor } });
  fireEvent.change(screen.getByLabelText("Unidad"), { target: { value: unidad === "c€/l" ? "centimos" : "porcentaje" } });
  fireEvent.click(screen.getByRole("button", { name: "Añadir descuento" }));
}

test("'Repsol, 10 c€/l' added on /descuentos: the Repsol card says 'Tu precio' 0,100 € lower and the pump's price, and ranks by it", async () => {
  await renderApp("/descuentos");
  await screen.findByRole("heading", { level: 1, name: "Mis descuentos" });
  await addDiscount("repsol", "10");
  expect(within(screen.getByRole("list", { name: "Tus descuentos" })).getByText("Repsol −10 c€/l · todos los días")).toBeTruthy();

  // The driver goes on to a search in the same app.
  installFakeApi({ "POST /api/gasolinaeco/search": success(THREE_STATIONS) });
  act(() => navigate("/search/diesel/5/-3.70379/40.416775"));
  await screen.findAllByRole("article");
  // 1,459 € − 0,100 € = 1,359 €: cheaper than BALLENOIL's 1,389 €, so first on the list.
  expect(cardNames()).toEqual(["REPSOL CASTELLANA", "BALLENOIL ATOCHA", "CEPSA PRADO"]);
  const repsol = screen.getByRole("article", { name: "REPSOL CASTELLANA" });
  expect(within(repsol).getByText("Tu precio")).toBeTruthy();
  expect(within(repsol).getByText("1,359 €")).toBeTruthy();
  expect(within(repsol).getByText("Surtidor 1,459 € · Repsol −10 c€/l")).toBeTruthy();
  // Another brand's card shows its pump price alone.
  expect(within(screen.getByRole("article", { name: "CEPSA PRADO" })).queryByText("Tu precio")).toBeNull();
  await sortBy("Precio");
  expect(cardNames()).toEqual(["REPSOL CASTELLANA", "BALLENOIL ATOCHA", "CEPSA PRADO"]);
});

test("a plan is kept on the device and can be removed", async () => {
  await renderApp("/descuentos");
  await screen.findByRole("heading", { level: 1, name: "Mis descuentos" });
  await addDiscount("carrefour", "3", "%");
  expect(useDiscountsStore.getState().plans).toMatchObject([{ marca: "carrefour", valor: 3, unidad: "porcentaje", dias: [], topeEuros: null }]);
  fireEvent.click(screen.getByRole("button", { name: "Quitar Carrefour −3 % · todos los días" }));
  expect(useDiscountsStore.getState().plans).toEqual([]);
  expect(screen.getByText("Todavía no has añadido ningún descuento.")).toBeTruthy();
});

test("days and a cap are kept with the plan", async () => {
  await renderApp("/descuentos");
  await screen.findByRole("heading", { level: 1, name: "Mis descuentos" });
  fireEvent.click(screen.getByRole("checkbox", { name: "Sábado" }));
  fireEvent.click(screen.getByRole("checkbox", { name: "Domingo" }));
  fireEvent.change(screen.getByLabelText("Tope por repostaje (€, opcional)"), { target: { value: "5" } });
  await addDiscount("galp", "8");
  expect(screen.getByText("Galp −8 c€/l · sáb, dom · hasta 5,00 € por repostaje")).toBeTruthy();
});

test("bad input gets a clear Spanish message and saves nothing", async () => {
  await renderApp("/descuentos");
  await screen.findByRole("heading", { level: 1, name: "Mis descuentos" });
  fireEvent.click(screen.getByRole("button", { name: "Añadir descuento" }));
  expect(screen.getByText("Elige la marca donde tienes el descuento.")).toBeTruthy();
  await addDiscount("bp", "80");
  expect(screen.getByText("Escribe un descuento entre 0,1 y 50 c€/l.")).toBeTruthy();
  fireEvent.change(screen.getByLabelText("Tope por repostaje (€, opcional)"), { target: { value: "gratis" } });
  await addDiscount("bp", "5");
  expect(screen.getByText("El tope debe estar entre 0,5 y 500 €, o vacío si no tiene.")).toBeTruthy();
  expect(useDiscountsStore.getState().plans).toEqual([]);
});

test("the sidebar and /config lead to /descuentos", async () => {
  await renderApp("/config");
  expect((await screen.findByRole("link", { name: "gestiona tus descuentos" })).getAttribute("href")).toBe("/descuentos");
  fireEvent.click(screen.getByRole("button", { name: "Abrir menú" }));
  expect(within(screen.getByRole("dialog")).getByRole("link", { name: /Mis descuentos/ }).getAttribute("href")).toBe("/descuentos");
});

test("the map's panel of a station where a plan applies says 'Tu precio' and the pump's price", () => {
  const repsol = { ...THREE_STATIONS[1]!, precio: 1.359, precioSurtidor: 1.459 };
  render(
    <I18nProvider i18n={i18n}>
      <StationPopup station={repsol} onClose={() => {}} />
    </I18nProvider>,
  );
  const popup = screen.getByRole("region", { name: "Gasolinera seleccionada: REPSOL CASTELLANA" });
  expect(within(popup).getByText(/^Tu precio/).textContent?.replace(/\s/g, " ")).toBe("Tu precio 1,359 € · 0,85 km");
  expect(within(popup).getByText("Surtidor 1,459 €")).toBeTruthy();
});

test("adding a plan already held says so and keeps one", async () => {
  await renderApp("/descuentos");
  await screen.findByRole("heading", { level: 1, name: "Mis descuentos" });
  await addDiscount("repsol", "10");
  await addDiscount("repsol", "10");
  expect(useUiStore.getState().snack?.message).toBe("Ya tienes ese descuento.");
  expect(useDiscountsStore.getState().plans).toHaveLength(1);
});
