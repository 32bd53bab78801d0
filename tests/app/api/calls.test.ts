// @vitest-environment jsdom
// Every call of SPEC §7 goes out with its method, path and body, and its answer is parsed with the
// contract.
import "fake-indexeddb/auto";
import { expect, test } from "vitest";
import * as accounts from "../../../src/api/accounts.ts";
import type { ApiResult } from "../../../src/api/api-result.ts";
import * as community from "../../../src/api/community.ts";
import * as reports from "../../../src/api/reports.ts";
import * as stations from "../../../src/api/stations.ts";
import { useAppTestSetup } from "../helpers/app-harness.tsx";
import { installFakeApi, success } from "../helpers/fake-api.ts";

useAppTestSetup();

const station = {
  id: "4375", rotulo: "REPSOL", direccion: "CALLE MAYOR 1", horario: "L-D: 24H", bandera: "repsol", precio: 1.459,
  pricerange: 0, open: true, km: 1.2, gps: { latitud: 40.4, longitud: -3.7 }, pais: "ES",
};
const stationInfo = {
  id: "4375", rotulo: "REPSOL", direccion: "CALLE MAYOR 1", horario: "L-D: 24H", bandera: "repsol", open: true,
  gps: { latitud: 40.4, longitud: -3.7 }, pais: "ES", cp: "28001", localidad: "MADRID", municipio: "Madrid", provincia: "MADRID", tipoVenta: "P", margen: "D",
  precio_gasoleoA: 1.459, precio_gasolina95: 1.559, precio_gasolina98: 1.699, precio_GLP: 0, productos: [], actualizado: null,
};
const refuel = { externalID: "4375", rotulo: "REPSOL", distancia: 1.2, combustible: "diesel", fecha: "2026-11-20", precioRepostaje: 1.45, precioActual: 1.46, latitud: 40.4, longitud: -3.7 };
const average = { mediaDiesel: 1.4, media95: 1.5, media98: 1.6, mediaGLP: 0.9 };
const profile = { username: "Ana", tipovehiculo: null, istaxi: false, marcavehiculo: null, deposito: 0 };

interface Case {
  name: string;
  call: () => Promise<ApiResult<unknown>>;
  method: "GET" | "POST";
  path: string;
  body?: unknown;
  entity?: unknown;
}

const CASES: Case[] = [
  { name: "search", call: () => stations.postNearbySearch({ distancia: 5, producto: "diesel", latitud: "40.4", longitud: "-3.7", timestamp: "1" }), method: "POST", path: "/api/gasolinaeco/search", body: { distancia: 5, producto: "diesel", latitud: "40.4", longitud: "-3.7", timestamp: "1" }, entity: [station] },
  { name: "searchruta", call: () => stations.searchRouteStations({ combustible: "95", minLat: 40, maxLat: 41, minLon: -4, maxLon: -3, latitud: 40.4, longitud: -3.7 }), method: "POST", path: "/api/gasolinaeco/searchruta", body: { combustible: "95", minLat: 40, maxLat: 41, minLon: -4, maxLon: -3, latitud: 40.4, longitud: -3.7 }, entity: [station] },
  { name: "obtenerultimosrepostajes", call: () => community.getLatestRefuels({ latitud: 40.4, longitud: -3.7 }), method: "POST", path: "/api/users/obtenerultimosrepostajes", body: { latitud: 40.4, longitud: -3.7 }, entity: [refuel] },
  { name: "searchstation", call: () => stations.getStationInfo("4375"), method: "POST", path: "/api/gasolinaeco/searchstation", body: { id: "4375" }, entity: stationInfo },
  { name: "getlastupdate", call: () => stations.getLastUpdate(), method: "GET", path: "/api/gasolinaeco/getlastupdate", entity: { fecha: null, ingestado: null, estaciones: 0 } },
  { name: "obtenertiposvehiculos", call: () => accounts.getVehicleTypes(), method: "GET", path: "/api/users/obtenertiposvehiculos", entity: [{ id: 1, nombre: "Turismo" }] },
  { name: "obtenermarcasvehiculos", call: () => accounts.getVehicleBrands(), method: "GET", path: "/api/users/obtenermarcasvehiculos", entity: [{ id: 1, nombre: "Seat" }] },
  { name: "getuserdata", call: () => accounts.getUserData(), method: "GET", path: "/api/users/getuserdata", entity: profile },
  { name: "register", call: () => accounts.register({ email: "a@b.es", password: "secreto" }), method: "POST", path: "/api/users/register", body: { email: "a@b.es", password: "secreto" } },
  { name: "comentarios/post", call: () => community.postComment({ stationid: "4375", comentario: "Bien", valoracion: 3 }), method: "POST", path: "/api/comentarios/post", body: { stationid: "4375", comentario: "Bien", valoracion: 3 } },
  { name: "setuserdata", call: () => accounts.setUserData({ username: "Ana", tipovehiculo: null, istaxi: false, marcavehiculo: null, deposito: 50 }), method: "POST", path: "/api/users/setuserdata", body: { username: "Ana", tipovehiculo: null, istaxi: false, marcavehiculo: null, deposito: 50 }, entity: profile },
  { name: "comentarios/get", call: () => community.getComments("4375"), method: "POST", path: "/api/comentarios/get", body: { externalID: "4375" }, entity: [{ nombre: "Ana", fecha: "2026-11-20", comentario: "Bien", valoracion: 4 }] },
  { name: "imagenes/post", call: () => community.uploadImage(new Blob(["x"], { type: "image/png" }), "4375"), method: "POST", path: "/api/imagenes/post" },
  { name: "imagenes/get", call: () => community.getImages("4375"), method: "POST", path: "/api/imagenes/get", body: { ideess: "4375" }, entity: [] },
  { name: "sendnavigateuser", call: () => community.sendNavigateUser({ userlogin: "a@b.es", externalID: "4375", combustible: "diesel" }), method: "POST", path: "/api/users/sendnavigateuser", body: { userlogin: "a@b.es", externalID: "4375", combustible: "diesel" } },
  { name: "token/login", call: () => accounts.login({ email: "a@b.es", password: "secreto", keep: true }), method: "POST", path: "/api/token/login", body: { email: "a@b.es", password: "secreto", keep: true }, entity: "jwt" },
  { name: "contact", call: () => community.sendContact({ email: "a@b.es", asunto: "Hola", mensaje: "Texto" }), method: "POST", path: "/api/gasolinaeco/contact", body: { email: "a@b.es", asunto: "Hola", mensaje: "Texto" } },
  { name: "validaremail", call: () => accounts.validateEmail("0123456789abcdef"), method: "POST", path: "/api/users/validaremail", body: { guid: "0123456789abcdef" } },
  { name: "obtenerconfig", call: () => reports.getPublicConfig(), method: "POST", path: "/api/configuracion/obtenerconfig", body: {}, entity: { version: "1.0.0" } },
  { name: "informemediaprovinciaproducto", call: () => reports.getProvinceReport(), method: "POST", path: "/api/reporting/informemediaprovinciaproducto", body: {}, entity: [{ provincia: "Madrid", ...average }] },
  { name: "informemediabanderaproducto", call: () => reports.getBrandReport(), method: "POST", path: "/api/reporting/informemediabanderaproducto", body: {}, entity: [{ bandera: "bp", ...average }] },
  { name: "borrarusuario", call: () => accounts.deleteUser(), method: "POST", path: "/api/users/borrarusuario", body: {} },
];

test("covers the 22 calls of SPEC §7", () => {
  expect(new Set(CASES.map((c) => c.path)).size).toBe(22);
});

test.each(CASES)("$name goes out as $method $path", async ({ call, method, path, body }) => {
  const api = installFakeApi({ [`${method} ${path}`]: success(null) });
  await call();
  expect(api.calls).toHaveLength(1);
  expect(api.calls[0]).toMatchObject({ method, path });
  if (body !== undefined) expect(api.calls[0]?.body).toEqual(body);
});

test.each(CASES.filter((c) => c.entity !== undefined))("$name hands back the entity of the answer", async ({ call, method, path, entity }) => {
  installFakeApi({ [`${method} ${path}`]: success(entity) });
  const result = await call();
  expect(result).toMatchObject({ ok: true, data: entity });
});

test("the image upload is multipart with the file and the station id", async () => {
  const api = installFakeApi({ "POST /api/imagenes/post": success(null) });
  await community.uploadImage(new File(["x"], "foto.png", { type: "image/png" }), "4375");
  const body = api.calls[0]?.body as Record<string, unknown>;
  expect(body.ideess).toBe("4375");
  expect(body.file).toMatchObject({ type: "image/png" });
});
