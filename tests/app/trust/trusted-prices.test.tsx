// @vitest-environment jsdom
// Prices you can trust in the app: a set-aside price struck through with its reason, each
// price's age on the station page, the badge on cards past a week, "¿Precio incorrecto?", the count on
// the config screen, and addresses without a dangling comma.
import "fake-indexeddb/auto";
import { fireEvent, screen, within } from "@testing-library/react";
import { expect, test, vi } from "vitest";
import { renderApp, useAppTestSetup } from "../helpers/app-harness.tsx";
import { installFakeApi, refusal, success } from "../helpers/fake-api.ts";
import { stationInfo, stationResult } from "../helpers/station-fixtures.ts";

vi.mock("../../../src/map/StationsMap.tsx", () => import("../helpers/fake-stations-map.tsx"));

useAppTestSetup();


const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000 - 3_600_000).toISOString();
const REPORT = "POST /api/gasolinaeco/precioincorrecto";

function stationRoutes(info = stationInfo()) {
  return {
    "POST /api/gasolinaeco/searchstation": success(info),
    "POST /api/comentarios/get": success([]),
    "POST /api/imagenes/get": success([]),
    "GET /api/gasolinaeco/historico/4375": success([]),
  };
}

const ABSURD = stationInfo({
  precio_gasoleoA: 0.3,
  productos: [
    { producto: "gasoleoA", nombre: "Gasóleo A", precio: 0.3, desde: daysAgo(2), dudoso: "fuera_de_rango", medianaProvincia: null },
    { producto: "gasolina95", nombre: "Gasolina 95 E5", precio: 1.559, desde: daysAgo(9), dudoso: null, medianaProvincia: null },
  ],
});

async function openStation(routes: Record<string, ReturnType<typeof success>> = {}) {
  const api = installFakeApi({ ...stationRoutes(ABSURD), ...routes });
  await renderApp("/station/4375");
  await screen.findByRole("heading", { level: 1, name: "REPSOL" });
  return api;
}

const priceRow = (label: string) => within(screen.getByRole("table")).getByRole("row", { name: new RegExp(`^${label}`) });

test("strikes through an implausible price and says why it is set aside", async () => {
  await openStation();
  const row = priceRow("Diesel");
  expect(row.querySelector("s")?.textContent).toBe("0,300\u00a0€");
  expect(row.textContent).toContain("Precio dudoso: fuera del rango posible (0,500–3,500 €/l)");
});

test("shows a plausible price plain, with how long it has gone unchanged", async () => {
  await openStation();
  const row = priceRow("Gasolina 95");
  expect(row.querySelector("s")).toBeNull();
  expect(row.textContent).toContain("sin cambios desde hace 9 días");
});

test("marks a card whose price has not changed for over a week, and not a recent one", async () => {
  installFakeApi({
    "POST /api/gasolinaeco/search": success([
      stationResult({ id: "1", rotulo: "VIEJA", desde: daysAgo(9) }),
      stationResult({ id: "2", rotulo: "NUEVA", desde: daysAgo(3) }),
    ]),
  });
  await renderApp("/search/diesel/5/-3.70379/40.416775");
  await screen.findAllByRole("article");
  expect(within(screen.getByRole("article", { name: "VIEJA" })).getByText("sin cambios desde hace 9 días")).toBeTruthy();
  expect(within(screen.getByRole("article", { name: "NUEVA" })).queryByText(/sin cambios/)).toBeNull();
});

test("shows a feed address without the comma left by a missing number", async () => {
  installFakeApi({ "POST /api/gasolinaeco/search": success([stationResult({ id: "1", rotulo: "PAULETE", direccion: "CALLE JOSE PAULETE, " })]) });
  await renderApp("/search/diesel/5/-3.70379/40.416775");
  const card = (await screen.findAllByRole("article"))[0]!;
  expect(within(card).getByText("CALLE JOSE PAULETE")).toBeTruthy();
});

async function fillReport(price: string) {
  fireEvent.click(screen.getByRole("button", { name: "¿Precio incorrecto?" }));
  const form = screen.getByRole("form", { name: "Avisar de un precio incorrecto" });
  fireEvent.change(within(form).getByLabelText("Combustible"), { target: { value: "gasolina95" } });
  fireEvent.change(within(form).getByLabelText("Precio que has visto (€/l)"), { target: { value: price } });
  fireEvent.change(within(form).getByLabelText("Comentario (opcional)"), { target: { value: "El surtidor marca otro" } });
  return form;
}

test("sends a wrong-price report and shows the thanks", async () => {
  const api = await openStation({ [REPORT]: success(null, "Gracias: revisaremos el precio. El precio oficial no cambia hasta que lo publique el Ministerio.") });
  const form = await fillReport("1,499");
  fireEvent.click(within(form).getByRole("button", { name: "Enviar aviso" }));
  expect(await screen.findByText(/^Gracias: revisaremos el precio/)).toBeTruthy();
  expect(api.callsTo("POST", "/api/gasolinaeco/precioincorrecto")[0]?.body).toEqual({
    stationid: "4375", producto: "gasolina95", precio: 1.499, comentario: "El surtidor marca otro",
  });
});

test("keeps the send button disabled for a price that is not one", async () => {
  await openStation();
  const form = await fillReport("mucho");
  expect((within(form).getByRole("button", { name: "Enviar aviso" }) as HTMLButtonElement).disabled).toBe(true);
});

test("shows the server's reason when a report is refused", async () => {
  await openStation({ [REPORT]: refusal("Demasiadas peticiones seguidas: espera un poco y vuelve a intentarlo.", 429) });
  const form = await fillReport("1,499");
  fireEvent.click(within(form).getByRole("button", { name: "Enviar aviso" }));
  expect((await screen.findByRole("alert")).textContent).toBe("Demasiadas peticiones seguidas: espera un poco y vuelve a intentarlo.");
});

test("config shows how many prices the last ingest set aside", async () => {
  installFakeApi({
    "POST /api/configuracion/obtenerconfig": success({}),
    "GET /api/gasolinaeco/getlastupdate": success({ fecha: daysAgo(0), ingestado: daysAgo(0), estaciones: 807, preciosDudosos: 3 }),
  });
  await renderApp("/config");
  const feed = await screen.findByLabelText("Datos del Ministerio");
  expect(within(feed).getByText("Precios dudosos apartados").nextElementSibling?.textContent).toBe("3");
});

test("lists brands in Spanish alphabetical order of the names shown", async () => {
  const averages = { mediaDiesel: 1.5, media95: 1.6, media98: 0, mediaGLP: 0 };
  installFakeApi({ "POST /api/reporting/informemediabanderaproducto": success(["bp", "none", "repsol", "ballenoil"].map((bandera) => ({ bandera, ...averages }))) });
  await renderApp("/informe-preciomedio-bandera");
  await screen.findByRole("rowheader", { name: "Repsol" });
  expect(screen.getAllByRole("rowheader").map((cell) => cell.textContent)).toEqual(["Ballenoil", "BP", "Otras", "Repsol"]);
});
