// @vitest-environment jsdom
// The station screen (SPEC §2 "Station detail", §4, §5, §8, §9): the station and its prices, opinions,
// the opinion form, photos and their upload, the price history.
import "fake-indexeddb/auto";
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { expect, test, vi } from "vitest";
import { useUiStore } from "../../../src/stores/ui-store.ts";
import { logIn, renderApp, useAppTestSetup } from "../helpers/app-harness.tsx";
import { installFakeApi, refusal, success, type FakeRoute } from "../helpers/fake-api.ts";
import { stationInfo } from "../helpers/station-fixtures.ts";
import { useLocaleStore } from "../../../src/stores/locale-store.ts";

useAppTestSetup();


const INFO = "POST /api/gasolinaeco/searchstation";
const COMMENTS = "POST /api/comentarios/get";
const IMAGES = "POST /api/imagenes/get";
const HISTORY = "GET /api/gasolinaeco/historico/4375";
const MEDIAN = "GET /api/gasolinaeco/medianaprovincia/4375";

const comment = { nombre: "Luis", fecha: "2026-04-10T09:00:00.000Z", comentario: "Muy buen servicio", valoracion: 4 };
const photo = { id: "ph1", url: "/api/imagenes/ph1", fecha: "2026-04-11T09:00:00.000Z", ancho: 800, alto: 600 };

function station(routes: Record<string, FakeRoute> = {}) {
  return installFakeApi({ [INFO]: success(stationInfo()), [COMMENTS]: success([]), [IMAGES]: success([]), [HISTORY]: success([]), [MEDIAN]: success([]), ...routes });
}

async function openStation(routes: Record<string, FakeRoute> = {}) {
  const api = station(routes);
  await renderApp("/station/4375");
  await screen.findByRole("heading", { level: 1, name: "REPSOL" });
  return api;
}

const snack = () => useUiStore.getState().snack;

test("asks for the station of the URL", async () => {
  const api = await openStation();
  expect(api.callsTo("POST", "/api/gasolinaeco/searchstation")[0]?.body).toEqual({ id: "4375" });
});

test("shows the sign, address, locality, postcode and opening hours", async () => {
  await openStation();
  const card = screen.getByRole("region", { name: "REPSOL" });
  for (const text of ["AVENIDA DE ARAGON, 12", "50001"]) expect(within(card).getByText(text)).toBeTruthy();
  expect(hoursShown(card)).toBe("L-D: 06:00-22:00");
  expect(within(card).getAllByText("ZARAGOZA").length).toBeGreaterThan(0);
});

/** The opening hours as a person reads them (the text is split into pieces that do not break inside). */
const hoursShown = (card: HTMLElement, term = "Horario") => within(card).getByText(term).nextElementSibling?.textContent;

test("writes split shifts exactly as the feed does, and in English with the weekdays' names", async () => {
  const horario = "L-V: 06:00-14:00 y 16:00-22:00; S: 08:00-14:00";
  await openStation({ [INFO]: success(stationInfo({ horario })) });
  expect(hoursShown(await screen.findByRole("region", { name: "REPSOL" }))).toBe(horario);
  cleanup();
  useLocaleStore.getState().choose("en");
  await openStation({ [INFO]: success(stationInfo({ horario })) });
  expect(hoursShown(await screen.findByRole("region", { name: "REPSOL" }), "Opening hours")).toBe("Mon–Fri: 06:00–14:00, 16:00–22:00; Sat: 08:00–14:00");
});

test("the brand icon takes the colour class of its bandera", async () => {
  await openStation();
  expect(document.querySelector(".brand-logo.brand-repsol")).toBeTruthy();
});

test("the page title is the sign and the locality", async () => {
  await openStation();
  await waitFor(() => expect(document.title).toBe("REPSOL, ZARAGOZA | GasolinaEco"));
});

test("the price table lists Diesel, Gasolina 95, Gasolina 98 and GLP with 3 decimals and €, '-' for 0", async () => {
  await openStation();
  const rows = within(screen.getByRole("table")).getAllByRole("row").slice(1);
  expect(rows.map((row) => row.textContent?.replace(/\s/g, " "))).toEqual([
    "Diesel1,459 €",
    "Gasolina 951,559 €",
    "Gasolina 98-",
    "GLP0,899 €",
  ]);
});

test("'Ir a la gasolinera' opens directions to the station", async () => {
  const open = vi.spyOn(window, "open").mockReturnValue(null);
  await openStation();
  fireEvent.click(screen.getByRole("button", { name: "Ir a la gasolinera" }));
  expect(open.mock.calls[0]?.[0]).toContain("destination=41.65,-0.88");
});

test("the opinions card shows author, date, text and stars", async () => {
  await openStation({ [COMMENTS]: success([comment]) });
  const card = await screen.findByRole("region", { name: "Opiniones" });
  expect(within(card).getByText("Luis")).toBeTruthy();
  expect(within(card).getByText("10 abr 2026")).toBeTruthy();
  expect(within(card).getByText("Muy buen servicio")).toBeTruthy();
  expect(within(card).getByRole("img", { name: "4 de 5 estrellas" })).toBeTruthy();
});

test("an opinion's date is the station's day, not the phone's: 00:30 in Zaragoza, 23:30 the day before in Las Palmas", async () => {
  const late = { ...comment, fecha: "2026-04-09T22:30:00.000Z" };
  await openStation({ [COMMENTS]: success([late]) });
  expect(within(await screen.findByRole("region", { name: "Opiniones" })).getByText("10 abr 2026")).toBeTruthy();
  cleanup();
  await openStation({ [INFO]: success(stationInfo({ provincia: "PALMAS (LAS)", localidad: "LAS PALMAS" })), [COMMENTS]: success([late]) });
  expect(within(await screen.findByRole("region", { name: "Opiniones" })).getByText("9 abr 2026")).toBeTruthy();
});

test("no opinions card when the station has none", async () => {
  const api = await openStation();
  await waitFor(() => expect(api.callsTo("POST", "/api/comentarios/get")).toHaveLength(1));
  expect(screen.queryByRole("region", { name: "Opiniones" })).toBeNull();
});

test("a visitor is asked to log in instead of the opinion form", async () => {
  await openStation();
  const card = screen.getByRole("region", { name: "Tu opinión" });
  expect(within(card).getByRole("link", { name: "Inicia sesión" }).getAttribute("href")).toBe("/login");
  expect(screen.queryByRole("form", { name: "Opinión sobre la gasolinera" })).toBeNull();
});

async function openOpinionForm(routes: Record<string, FakeRoute> = {}) {
  logIn();
  const api = await openStation(routes);
  const form = screen.getByRole("form", { name: "Opinión sobre la gasolinera" });
  return { api, form, text: within(form).getByLabelText("Comentario") as HTMLTextAreaElement, send: within(form).getByRole("button", { name: "Enviar opinión" }) as HTMLButtonElement };
}

test("the opinion counter says 'n / 500'", async () => {
  const { form, text } = await openOpinionForm();
  expect(within(form).getByText("0 / 500")).toBeTruthy();
  fireEvent.change(text, { target: { value: "Rápidos" } });
  expect(within(form).getByText("7 / 500")).toBeTruthy();
});

test("an opinion stops at 500 characters", async () => {
  const { form, text } = await openOpinionForm();
  expect(text.maxLength).toBe(500);
  fireEvent.change(text, { target: { value: "a".repeat(600) } });
  expect(text.value).toHaveLength(500);
  expect(within(form).getByText("500 / 500")).toBeTruthy();
});

test("the rating starts at 3 of 5 stars", async () => {
  const { form } = await openOpinionForm();
  const group = within(form).getByRole("group", { name: "Valoración" });
  expect(within(group).getAllByRole("radio")).toHaveLength(5);
  expect((within(group).getByRole("radio", { name: "3 estrellas" }) as HTMLInputElement).checked).toBe(true);
});

test("sending is disabled while the opinion is empty", async () => {
  const { text, send } = await openOpinionForm();
  expect(send.disabled).toBe(true);
  fireEvent.change(text, { target: { value: "   " } });
  expect(send.disabled).toBe(true);
  fireEvent.change(text, { target: { value: "Bien" } });
  expect(send.disabled).toBe(false);
});

test("sends the station id, the text and the rating chosen", async () => {
  const { api, form, text, send } = await openOpinionForm({ "POST /api/comentarios/post": success(null) });
  fireEvent.change(text, { target: { value: " Limpia y barata " } });
  fireEvent.click(within(form).getByRole("radio", { name: "5 estrellas" }));
  fireEvent.click(send);
  await waitFor(() => expect(api.callsTo("POST", "/api/comentarios/post")).toHaveLength(1));
  expect(api.callsTo("POST", "/api/comentarios/post")[0]?.body).toEqual({ stationid: "4375", comentario: "Limpia y barata", valoracion: 5 });
});

test("after a sent opinion the form is hidden and thanks are given", async () => {
  const { text, send } = await openOpinionForm({ "POST /api/comentarios/post": success(null) });
  fireEvent.change(text, { target: { value: "Limpia" } });
  fireEvent.click(send);
  await waitFor(() => expect(screen.queryByRole("form", { name: "Opinión sobre la gasolinera" })).toBeNull());
  expect(snack()).toMatchObject({ message: "Tu comentario ha quedado registrado, en breve será visible.", action: "Gracias!" });
});

test("a refused opinion says the SPEC failure message with the reason, 'Error!', and keeps the form", async () => {
  const reason = "Valida tu correo electrónico para poder opinar y subir fotos: revisa tu bandeja de entrada.";
  const { text, send } = await openOpinionForm({ "POST /api/comentarios/post": refusal(reason, 403) });
  fireEvent.change(text, { target: { value: "Limpia" } });
  fireEvent.click(send);
  await waitFor(() => expect(snack()?.message).toBe(`Ocurrió un error al enviar el comentario, prueba mas tarde: ${reason}`));
  expect(snack()?.action).toBe("Error!");
  expect(useUiStore.getState().loader.visible).toBe(false);
  expect(screen.getByRole("form", { name: "Opinión sobre la gasolinera" })).toBeTruthy();
});

test("shows the station's photos", async () => {
  await openStation({ [IMAGES]: success([photo]) });
  const image = (await screen.findByRole("img", { name: "Foto 1 de REPSOL" })) as HTMLImageElement;
  expect(new URL(image.src).pathname).toBe("/api/imagenes/ph1");
});

test("sending the upload form without a file does nothing", async () => {
  logIn();
  const api = await openStation();
  const form = screen.getByRole("form", { name: "Subir foto" });
  fireEvent.click(within(form).getByRole("button", { name: "Enviar foto" }));
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(api.callsTo("POST", "/api/imagenes/post")).toHaveLength(0);
  expect(useUiStore.getState().loader.visible).toBe(false);
});

test("uploading a photo sends the file with the station id and shows it afterwards", async () => {
  logIn();
  let listed: unknown[] = [];
  const api = await openStation({
    [IMAGES]: () => success(listed),
    "POST /api/imagenes/post": () => {
      listed = [photo];
      return success(photo);
    },
  });
  const form = screen.getByRole("form", { name: "Subir foto" });
  const file = new File([new Uint8Array([0xff, 0xd8, 0xff])], "surtidor.jpg", { type: "image/jpeg" });
  fireEvent.change(within(form).getByLabelText("Foto de la gasolinera"), { target: { files: [file] } });
  fireEvent.click(within(form).getByRole("button", { name: "Enviar foto" }));
  await screen.findByRole("img", { name: "Foto 1 de REPSOL" });
  const body = api.callsTo("POST", "/api/imagenes/post")[0]?.body as Record<string, unknown>;
  expect(body.ideess).toBe("4375");
  // jsdom's File loses its name and bytes on the way into fetch; its type survives.
  expect((body.file as Blob).type).toBe("image/jpeg");
});

test("a visitor is asked to log in instead of the upload form", async () => {
  await openStation();
  expect(within(screen.getByRole("region", { name: "Sube una foto" })).getByRole("link", { name: "Inicia sesión" })).toBeTruthy();
});

test("asks for 30 days of price history", async () => {
  const api = await openStation();
  await waitFor(() => expect(api.calls.some((call) => call.path === "/api/gasolinaeco/historico/4375")).toBe(true));
});

test("the price history draws one line per fuel it has", async () => {
  const now = Date.now();
  const day = 86_400_000;
  const iso = (ms: number) => new Date(ms).toISOString();
  await openStation({
    [HISTORY]: success([
      { producto: "gasoleoA", precio: 1.499, desde: iso(now - 40 * day) },
      { producto: "gasoleoA", precio: 1.459, desde: iso(now - 5 * day) },
      { producto: "gasolina95", precio: 1.559, desde: iso(now - 20 * day) },
    ]),
  });
  const chart = await screen.findByRole("img", { name: "Precio en los últimos 30 días" });
  expect([...chart.querySelectorAll("path.chart-line")].map((path) => path.getAttribute("data-fuel"))).toEqual(["gasoleoA", "gasolina95"]);
  expect(screen.getByText("Diesel: de 1,499 € a 1,459 €")).toBeTruthy();
});

test("the price history draws every product, gases in €/kg, AdBlue on a scale of its own", async () => {
  const now = Date.now();
  const day = 86_400_000;
  const iso = (ms: number) => new Date(ms).toISOString();
  await openStation({
    [HISTORY]: success([
      { producto: "gasoleoA", precio: 1.459, desde: iso(now - 3 * day) },
      { producto: "gnc", precio: 1.249, desde: iso(now - 40 * day) },
      { producto: "gnc", precio: 1.219, desde: iso(now - 2 * day) },
      { producto: "adblue", precio: 0.449, desde: iso(now - 10 * day) },
    ]),
  });
  const chart = await screen.findByRole("img", { name: "Precio en los últimos 30 días" });
  expect([...chart.querySelectorAll("path.chart-line")].map((path) => path.getAttribute("data-fuel"))).toEqual(["gasoleoA", "gnc"]);
  expect(screen.getByText("Gas natural comprimido: de 1,249 €/kg a 1,219 €/kg")).toBeTruthy();
  const adblue = screen.getByRole("img", { name: "Precio en los últimos 30 días: AdBlue" });
  expect([...adblue.querySelectorAll("path.chart-line")].map((path) => path.getAttribute("data-fuel"))).toEqual(["adblue"]);
  expect(screen.getByText("AdBlue: 0,449 € sin cambios")).toBeTruthy();
});

test("a station that cannot be loaded says so", async () => {
  installFakeApi({ [INFO]: refusal("Estación no encontrada", 404) });
  await renderApp("/station/4375");
  expect(await screen.findByText("No se ha podido cargar la gasolinera.")).toBeTruthy();
});

test("says when the prices were published by the station's clock, in the Canaries too, whatever the device's zone", async () => {
  const deviceZone = process.env.TZ;
  process.env.TZ = "UTC";
  try {
    // 08:00 UTC on 15 April: 10:00 in Zaragoza, 09:00 in Las Palmas.
    await openStation();
    expect(screen.getByText("Precios del 15 abr 2026, 10:00")).toBeTruthy();
    cleanup();
    await openStation({ [INFO]: success(stationInfo({ provincia: "PALMAS (LAS)", gps: { latitud: 28.1, longitud: -15.43 } })) });
    expect(screen.getByText("Precios del 15 abr 2026, 9:00")).toBeTruthy();
  } finally {
    if (deviceZone === undefined) delete process.env.TZ;
    else process.env.TZ = deviceZone;
  }
});

const WHEN = "GET /api/gasolinaeco/cuandorepostar/4375";
const sold = { productos: [{ producto: "gasoleoA", nombre: "Gasóleo A", precio: 1.459 }] };

test("the chart offers 7 días, 30 días, 90 días and 1 año, and 1 año asks for a year of history", async () => {
  const api = await openStation({ [INFO]: success(stationInfo(sold)), [WHEN]: success({ historicamenteBajo: false, percentil: 80, diasConDatos: 200, tendencia: "sube", mejorDia: null }) });
  const periods = await screen.findByRole("group", { name: "Periodo" });
  expect(within(periods).getAllByRole("button").map((b) => b.textContent)).toEqual(["7 días", "30 días", "90 días", "1 año"]);
  fireEvent.click(within(periods).getByRole("button", { name: "1 año" }));
  await waitFor(() => expect(api.callsTo("GET", "/api/gasolinaeco/historico/4375").some((c) => c.query.get("dias") === "365")).toBe(true));
  expect(await screen.findByRole("heading", { name: "Precio en el último año" })).toBeTruthy();
  expect(within(periods).getByRole("button", { name: "1 año" }).getAttribute("aria-pressed")).toBe("true");
  // The sentence of cuandorepostar, and nothing about weekdays where the data shows none.
  expect(await screen.findByText("Más caro que el 80 % de los días del último año")).toBeTruthy();
  expect(screen.queryByText(/suele costar/)).toBeNull();
  expect(api.callsTo("GET", "/api/gasolinaeco/cuandorepostar/4375")[0]?.query.get("producto")).toBe("gasoleoA");
});

test("under the chart: a historically low price, and the province's cheaper weekday where the data shows it", async () => {
  await openStation({
    [INFO]: success(stationInfo(sold)),
    [WHEN]: success({ historicamenteBajo: true, percentil: 0, diasConDatos: 365, tendencia: "baja", mejorDia: { dia: 1, ahorro: 0.02, semanas: 10, ambito: "provincia" } }),
  });
  expect(await screen.findByText("Precio históricamente bajo: el más bajo del último año")).toBeTruthy();
  expect(screen.getByText("En Zaragoza, el diésel suele costar 2,0 c€/l menos los lunes")).toBeTruthy();
});

test("the province's median of the driver's fuel is a second line, with its minimum, maximum and mean", async () => {
  const now = Date.now();
  const day = 86_400_000;
  const iso = (ms: number) => new Date(ms).toISOString();
  const api = await openStation({
    [INFO]: success(stationInfo(sold)),
    [HISTORY]: success([
      { producto: "gasoleoA", precio: 1.499, desde: iso(now - 40 * day) },
      { producto: "gasoleoA", precio: 1.459, desde: iso(now - 5 * day) },
      { producto: "gasolina95", precio: 1.559, desde: iso(now - 20 * day) },
    ]),
    [MEDIAN]: success([
      { desde: iso(now - 31 * day), precio: 1.489 },
      { desde: iso(now - 10 * day), precio: 1.529 },
      { desde: iso(now - 1 * day), precio: 1.509 },
    ]),
  });
  const chart = await screen.findByRole("img", { name: "Precio en los últimos 30 días" });
  await waitFor(() => expect(chart.querySelector("path.chart-median")?.getAttribute("data-median")).toBe("gasoleoA"));
  expect(api.callsTo("GET", "/api/gasolinaeco/medianaprovincia/4375")[0]?.query.get("producto")).toBe("gasoleoA");
  const legend = screen.getByText("Mediana de la provincia").closest("li")!;
  // From 30 days ago: 20 days at 1,489, 9 at 1,529 and the last at 1,509.
  expect(legend.textContent).toMatch(/mínimo 1,489\s€, máximo 1,529\s€, media 1,502\s€$/);
  // The other period asks again for that period's median.
  fireEvent.click(within(screen.getByRole("group", { name: "Periodo" })).getByRole("button", { name: "90 días" }));
  await waitFor(() => expect(api.callsTo("GET", "/api/gasolinaeco/medianaprovincia/4375").some((c) => c.query.get("dias") === "90")).toBe(true));
});
