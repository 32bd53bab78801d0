// GET /api/rutas/calcular through the whole app, with a local OSRM-format router behind it.
import { afterEach, describe, expect, it } from "vitest";
import * as v from "valibot";
import { routeResponse } from "../../../src/domain/contract/route.ts";
import { createOsrmClient } from "../../../server/routing/osrm-client.ts";
import { NO_ROUTE, startFakeOsrm, type FakeAnswer, type FakeOsrm } from "./fake-osrm.ts";
import { getJson, routeTestApp } from "./route-app.ts";

const ROUTE = new Float64Array([40.4168, -3.7038, 41.6488, -0.8891, 41.3874, 2.1686]);
const MADRID_BARCELONA = "/api/rutas/calcular?origen=-3.7038,40.4168&destino=2.1686,41.3874";

let fake: FakeOsrm | undefined;
afterEach(async () => {
  await fake?.close();
  fake = undefined;
});

async function appWithRouter(answer: FakeAnswer, timeoutMs = 2_000) {
  fake = await startFakeOsrm(answer);
  return routeTestApp({ router: createOsrmClient({ baseUrl: fake.url, timeoutMs, userAgent: "GasolinaEco/test" }) });
}

describe("GET /api/rutas/calcular", () => {
  it("returns the route as {polyline, distancia, duracion}", async () => {
    const app = await appWithRouter({ kind: "route", path: ROUTE });
    const { status, body } = await getJson(app, MADRID_BARCELONA);
    expect(status).toBe(200);
    const parsed = v.parse(routeResponse, body);
    expect(parsed.entity).toMatchObject({ polyline: expect.any(String), distancia: expect.any(Number), duracion: expect.any(Number) });
  });

  it("answers 404 with the Spanish no-route message on NoRoute", async () => {
    const app = await appWithRouter(NO_ROUTE);
    const { status, body } = await getJson(app, "/api/rutas/calcular?origen=-3.7038,40.4168&destino=2.6502,39.5696");
    expect(status).toBe(404);
    expect(body).toEqual({ success: false, message: "No hay ruta por carretera entre el origen y el destino", entity: null });
  });

  it("answers 504 with 'No se ha podido calcular la ruta' when the router is silent", async () => {
    const app = await appWithRouter({ kind: "silence" }, 300);
    const { status, body } = await getJson(app, MADRID_BARCELONA);
    expect(status).toBe(504);
    expect(body.message).toMatch(/^No se ha podido calcular la ruta/);
  });

  it("answers 502 when the router's answer is malformed", async () => {
    const app = await appWithRouter({ kind: "raw", status: 200, text: '{"code":"Ok","routes":[{"geometry":42}]}' });
    const { status, body } = await getJson(app, MADRID_BARCELONA);
    expect(status).toBe(502);
    expect(body.message).toMatch(/^No se ha podido calcular la ruta/);
  });

  it("answers 503 in Spanish when no router is configured", async () => {
    const { status, body } = await getJson(routeTestApp(), MADRID_BARCELONA);
    expect(status).toBe(503);
    expect(body.message).toMatch(/cálculo de rutas no está disponible/);
  });

  it("answers 400 in Spanish when the origin is not 'longitud,latitud'", async () => {
    const { status, body } = await getJson(routeTestApp(), "/api/rutas/calcular?origen=Madrid&destino=2.1686,41.3874");
    expect(status).toBe(400);
    expect(body.message).toBe('origen debe ser "longitud,latitud"');
  });

  it("answers 400 when the destination is missing", async () => {
    const { status, body } = await getJson(routeTestApp(), "/api/rutas/calcular?origen=-3.7038,40.4168");
    expect(status).toBe(400);
    expect(body.message).toMatch(/destino/);
  });

  it("answers 400 when a coordinate is out of range", async () => {
    const { status } = await getJson(routeTestApp(), "/api/rutas/calcular?origen=-3.7,140.4&destino=2.1686,41.3874");
    expect(status).toBe(400);
  });
});
