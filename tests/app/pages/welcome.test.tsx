// @vitest-environment jsdom
// Home (SPEC §2 Welcome): headline, one of four backgrounds, wizard steps, news.
import "fake-indexeddb/auto";
import { fireEvent, screen } from "@testing-library/react";
import { expect, test, vi } from "vitest";
import { renderApp, useAppTestSetup } from "../helpers/app-harness.tsx";

useAppTestSetup();


const hero = () => document.querySelector<HTMLElement>(".welcome-hero")!;

test("shows the headline about the cheapest station in Spain", async () => {
  await renderApp("/");
  expect(await screen.findByRole("heading", { level: 1, name: "Encuentra la gasolinera más barata de España" })).toBeTruthy();
});

test.each([
  [0, "1"],
  [0.3, "2"],
  [0.6, "3"],
  [0.99, "4"],
])("picks background %s of four at random", async (random, background) => {
  vi.spyOn(Math, "random").mockReturnValue(random);
  await renderApp("/");
  await screen.findByRole("heading", { level: 1 });
  expect(hero().dataset.background).toBe(background);
});

test("has the three wizard steps", async () => {
  await renderApp("/");
  await screen.findByRole("heading", { level: 1 });
  expect(screen.getByRole("button", { name: /Selecciona combustible/ })).toBeTruthy();
  expect(screen.getByRole("button", { name: /Elige la distancia/ })).toBeTruthy();
  expect(screen.getByRole("button", { name: /Pulsa BUSCAR/ })).toBeTruthy();
});

test("a wizard step scrolls to the top", async () => {
  await renderApp("/");
  fireEvent.click(await screen.findByRole("button", { name: /Elige la distancia/ }));
  expect(window.scrollTo).toHaveBeenCalledWith(expect.objectContaining({ top: 0 }));
});

test("a wizard step highlights the fuel filter block", async () => {
  await renderApp("/");
  fireEvent.click(await screen.findByRole("button", { name: /Selecciona combustible/ }));
  expect(screen.getByRole("region", { name: "Filtro de búsqueda" }).classList.contains("is-highlighted")).toBe(true);
});

test("a second click on a wizard step removes the highlight", async () => {
  await renderApp("/");
  fireEvent.click(await screen.findByRole("button", { name: /Selecciona combustible/ }));
  fireEvent.click(screen.getByRole("button", { name: /Pulsa BUSCAR/ }));
  expect(screen.getByRole("region", { name: "Filtro de búsqueda" }).classList.contains("is-highlighted")).toBe(false);
});

test("the news tell about the tank cost, opinions and route planning", async () => {
  await renderApp("/");
  const news = await screen.findByRole("region", { name: "Novedades" });
  expect(news.textContent).toMatch(/depósito/);
  expect(news.textContent).toMatch(/Opiniones/);
  expect(news.textContent).toMatch(/rutas/);
});
