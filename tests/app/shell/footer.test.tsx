// @vitest-environment jsdom
// The footer (SPEC §2): ten preset diesel searches at 5 km, links, and the debug line.
import "fake-indexeddb/auto";
import { screen, within } from "@testing-library/react";
import { act } from "react";
import { expect, test } from "vitest";
import { gpsAt, renderApp, useAppTestSetup } from "../helpers/app-harness.tsx";

useAppTestSetup();

const CITIES = ["Madrid", "Barcelona", "Valencia", "Sevilla", "Alicante", "Málaga", "Murcia", "Cádiz", "Baleares", "Vizcaya"];

test("links the ten preset diesel searches at 5 km", async () => {
  await renderApp("/");
  const presets = within(await screen.findByRole("region", { name: /Diésel más barato a 5 km/ })).getAllByRole("link");
  expect(presets.map((link) => link.textContent)).toEqual(CITIES);
  for (const link of presets) expect(link.getAttribute("href")).toMatch(/^\/search\/diesel\/5\/-?\d+(\.\d+)?\/\d+(\.\d+)?$/);
});

test("the Madrid preset searches around the city centre", async () => {
  await renderApp("/");
  expect((await screen.findByRole("link", { name: "Madrid" })).getAttribute("href")).toBe("/search/diesel/5/-3.70379/40.416775");
});

test("links to tips, shop and contact", async () => {
  await renderApp("/");
  const links = within(await screen.findByRole("navigation", { name: "Enlaces del pie" })).getAllByRole("link");
  expect(links.map((link) => link.getAttribute("href"))).toEqual(
    expect.arrayContaining(["/consejos-ahorrar-combustible", "/tienda", "/contacto"]),
  );
});

test("the debug line shows version 1.0.0", async () => {
  await renderApp("/");
  expect(await screen.findByText("Versión 1.0.0")).toBeTruthy();
});

test("the GPS indicator is red while the GPS is inactive", async () => {
  await renderApp("/");
  expect(await screen.findByText("inactivo")).toBeTruthy();
  expect(document.querySelector(".gps-dot")?.classList.contains("gps-off")).toBe(true);
});

test("the GPS indicator turns green on a reading", async () => {
  await renderApp("/");
  await screen.findByText("inactivo");
  act(() => gpsAt(40.4, -3.7));
  expect(screen.getByText("activo")).toBeTruthy();
  expect(document.querySelector(".gps-dot")?.classList.contains("gps-on")).toBe(true);
});

test("the debug line shows the GPS speed", async () => {
  await renderApp("/");
  await screen.findByText("inactivo");
  act(() => gpsAt(40, -3));
  expect(screen.getByText("Velocidad GPS: 0 km/h")).toBeTruthy();
});
