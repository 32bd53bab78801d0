// @vitest-environment jsdom
// Tips, privacy, shop and config (SPEC §1, §2).
import "fake-indexeddb/auto";
import { screen, within } from "@testing-library/react";
import { expect, test } from "vitest";
import { renderApp, useAppTestSetup } from "../helpers/app-harness.tsx";
import { installFakeApi, success } from "../helpers/fake-api.ts";

useAppTestSetup();


const serverConfig = { version: "1.0.0", contactEmail: "hola@gasolinaeco.es", amazonTag: "gasolinaeco-21" };

test("the tips screen lists the ten saving tips in order", async () => {
  await renderApp("/consejos-ahorrar-combustible");
  await screen.findByRole("heading", { level: 1, name: "Consejos para ahorrar combustible" });
  const tips = within(screen.getByRole("main")).getAllByRole("heading", { level: 2 });
  expect(tips.map((tip) => tip.textContent)).toEqual([
    "Elige bien la gasolinera",
    "Conduce con suavidad",
    "Aprovecha la inercia",
    "Revisa la presión de los neumáticos",
    "Sube las ventanillas",
    "Lleva el maletero ligero",
    "Usa una tarjeta de fidelización",
    "Apaga el motor en paradas largas",
    "Respeta los límites de velocidad",
    "Camina si puedes",
  ]);
});

test("the privacy policy has every section of the spec", async () => {
  installFakeApi({ "POST /api/configuracion/obtenerconfig": success(serverConfig) });
  await renderApp("/privacidad");
  await screen.findByRole("heading", { level: 1, name: "Política de privacidad" });
  const sections = within(screen.getByRole("main")).getAllByRole("heading", { level: 2 }).map((heading) => heading.textContent);
  for (const title of [
    /Principios/,
    /Obtención/,
    /Derechos/,
    /Finalidad/,
    /Seguridad/,
    /otros sitios/,
    /cookies/i,
    /Legitimación/,
    /Categorías/,
    /Conservación/,
    /Destinatarios/,
    /Exactitud/,
    /consentimiento/,
    /Revocabilidad/,
    /Cambios/,
  ]) {
    expect(sections.some((section) => title.test(section ?? ""))).toBe(true);
  }
});

test("the privacy policy says what the app really stores: its own two cookies, no analytics, no advertising", async () => {
  installFakeApi({ "POST /api/configuracion/obtenerconfig": success(serverConfig) });
  await renderApp("/privacidad");
  const policy = (await screen.findByRole("heading", { level: 1, name: "Política de privacidad" })).closest("article")!.textContent ?? "";
  expect(policy).toContain("XSRF-TOKEN");
  expect(policy).toContain("gasolinaeco_cookies");
  expect(policy).toContain("No usamos cookies de terceros, ni de analítica ni de publicidad.");
  // The app loads neither service: the policy must not name one as a recipient.
  expect(policy).not.toMatch(/Google Analytics|Amazon Afiliados|cookies de terceros de/);
});

test("the privacy policy gives the contact address of the server configuration", async () => {
  installFakeApi({ "POST /api/configuracion/obtenerconfig": success(serverConfig) });
  await renderApp("/privacidad");
  const links = await screen.findAllByRole("link", { name: "hola@gasolinaeco.es" });
  expect(links[0]?.getAttribute("href")).toBe("mailto:hola@gasolinaeco.es");
});

test("the shop shows its three categories", async () => {
  installFakeApi({ "POST /api/configuracion/obtenerconfig": success(serverConfig) });
  await renderApp("/tienda");
  await screen.findByRole("heading", { level: 1, name: "Tienda" });
  expect(within(screen.getByRole("main")).getAllByRole("heading", { level: 2 }).map((heading) => heading.textContent)).toEqual([
    "Accesorios para el coche",
    "Electrónica para el vehículo",
    "Herramientas",
  ]);
});

test("every shop card links to Amazon with the affiliate tag", async () => {
  installFakeApi({ "POST /api/configuracion/obtenerconfig": success(serverConfig) });
  await renderApp("/tienda");
  await screen.findByRole("heading", { level: 1, name: "Tienda" });
  const links = await screen.findAllByRole("link", { name: /^ver en Amazon/ });
  expect(links.length).toBeGreaterThanOrEqual(3);
  for (const link of links) {
    const url = new URL(link.getAttribute("href")!);
    expect(url.host).toBe("www.amazon.es");
    expect(url.searchParams.get("tag")).toBe("gasolinaeco-21");
  }
});

test("the shop sets a shop title", async () => {
  installFakeApi({ "POST /api/configuracion/obtenerconfig": success(serverConfig) });
  await renderApp("/tienda");
  await screen.findByRole("heading", { level: 1, name: "Tienda" });
  expect(document.title).toMatch(/^Tienda/);
});

test("config shows the API host", async () => {
  installFakeApi({ "POST /api/configuracion/obtenerconfig": success(serverConfig) });
  await renderApp("/config");
  expect(await screen.findByText(window.location.origin)).toBeTruthy();
});

test("config shows the server's configuration as formatted JSON", async () => {
  installFakeApi({ "POST /api/configuracion/obtenerconfig": success(serverConfig) });
  await renderApp("/config");
  const json = await screen.findByLabelText("Configuración del servidor en JSON");
  expect(json.textContent).toBe(JSON.stringify(serverConfig, null, 2));
});
