// @vitest-environment jsdom
// The stations map with OpenLayers itself (jsdom lays nothing out, so nothing is drawn; the layers,
// features, styles and view are what the canvas would show): markers by price band with the price,
// decluttered; the driver; tiles from configuration; the route and its corridor; the marker panel.
import "fake-indexeddb/auto";
import { act, cleanup, fireEvent, render as renderAlone, screen, waitFor, within } from "@testing-library/react";
import type Feature from "ol/Feature.js";
import type MultiPolygon from "ol/geom/MultiPolygon.js";
import type BaseLayer from "ol/layer/Base.js";
import type TileLayer from "ol/layer/Tile.js";
import type VectorLayer from "ol/layer/Vector.js";
import type VectorSource from "ol/source/Vector.js";
import type XYZ from "ol/source/XYZ.js";
import { fromLonLat, toLonLat } from "ol/proj.js";
import type Style from "ol/style/Style.js";
import { Router } from "wouter";
import { afterEach, beforeAll, beforeEach, expect, test, vi } from "vitest";
import { I18nProvider } from "@lingui/react";
import type { ReactElement } from "react";
import { i18n } from "../../../src/i18n/i18n.ts";
import type { StationResult } from "../../../src/domain/contract/stations.ts";
import { encodePolyline } from "../../../src/domain/polyline.ts";
import { sharedMap } from "../../../src/map/create-map.ts";
import type { StationsMapProps } from "../../../src/map/map-types.ts";
import { StationsMap } from "../../../src/map/StationsMap.tsx";
import { usePublicConfigStore } from "../../../src/stores/public-config-store.ts";
import { installFakeApi, success, type FakeReply } from "../helpers/fake-api.ts";
import { stationResult, THREE_STATIONS } from "../helpers/station-fixtures.ts";

/** Rendered alone, as the app's root would: under its Lingui provider, in Spanish. */
const render = (ui: ReactElement) => renderAlone(ui, { wrapper: ({ children }) => <I18nProvider i18n={i18n}>{children}</I18nProvider> });

beforeAll(() => {
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
});
beforeEach(() => {
  usePublicConfigStore.setState(usePublicConfigStore.getInitialState(), true);
  vi.spyOn(console, "error").mockImplementation(() => {});
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const CONFIG = "POST /api/configuracion/obtenerconfig";
const MADRID = { latitude: 40.4168, longitude: -3.7038 };

function showMap(props: Partial<StationsMapProps> = {}, config: FakeReply = success({})) {
  installFakeApi({ [CONFIG]: config });
  return render(
    <Router>
      <StationsMap stations={THREE_STATIONS} center={MADRID} userPosition={null} {...props} />
    </Router>,
  );
}

const layer = <L extends BaseLayer>(name: string) => sharedMap().getLayers().getArray().find((l) => l.get("name") === name) as L | undefined;
const features = (name: string) => (layer<VectorLayer<VectorSource>>(name)?.getSource()?.getFeatures() ?? []) as Feature[];
const stationFeature = (id: string) => features("stations").find((f) => f.getId() === id)!;

test("says how many stations are on the map", () => {
  showMap();
  expect(screen.getByText("3 estaciones en el mapa")).toBeTruthy();
});

test("draws one marker per station at its position", () => {
  showMap();
  expect(features("stations")).toHaveLength(3);
  const [lon, lat] = toLonLat((stationFeature("101").getGeometry() as unknown as { getCoordinates: () => number[] }).getCoordinates());
  expect([lon, lat].map((n) => n!.toFixed(4))).toEqual(["-3.7000", "40.4200"]);
});

test("declutters the markers so hundreds stay readable", () => {
  const many: StationResult[] = Array.from({ length: 400 }, (_, i) =>
    stationResult({ id: String(1000 + i), precio: 1.3 + i / 1000, gps: { latitud: 40.3 + i / 2000, longitud: -3.7 } }),
  );
  showMap({ stations: many });
  expect(layer<VectorLayer>("stations")!.getDeclutter()).toBeTruthy();
  expect(features("stations")).toHaveLength(400);
});

test("each marker shows its price and the colour of its band", () => {
  showMap();
  const label = (id: string) => {
    const text = (stationFeature(id).getStyle() as Style).getText()!;
    return [text.getText(), text.getBackgroundFill()!.getColor()];
  };
  expect(label("101")).toEqual(["1,389", "#1b7a36"]);
  expect(label("102")).toEqual(["1,459", "#f2b600"]);
  expect(label("103")).toEqual(["1,559", "#c62828"]);
});

test("a station that may be closed is grey", () => {
  showMap({ stations: [stationResult({ id: "9", open: false, pricerange: 0 })] });
  expect((stationFeature("9").getStyle() as Style).getText()!.getBackgroundFill()!.getColor()).toBe("#5f6368");
});

test("the cheapest station wins when labels collide", () => {
  showMap();
  expect(features("stations").map((f) => [f.getId(), f.get("rank")])).toEqual([
    ["101", 0],
    ["102", 1],
    ["103", 2],
  ]);
});

test("the view starts at zoom 13 on the searched position", () => {
  showMap();
  const view = sharedMap().getView();
  expect(view.getZoom()).toBe(13);
  expect(view.getCenter()!.map((n) => Math.round(n))).toEqual(fromLonLat([MADRID.longitude, MADRID.latitude]).map((n) => Math.round(n)));
});

test("draws the driver's position", () => {
  showMap({ userPosition: { latitude: 40.41, longitude: -3.71 } });
  expect(features("user-position")).toHaveLength(1);
});

test("takes the tiles and their attribution from the configuration", async () => {
  showMap({}, success({ tiles: { url: "https://tiles.example.org/{z}/{x}/{y}.png", attribution: "© Ejemplo <teselas>" } }));
  await waitFor(() => expect(layer<TileLayer>("tiles")).toBeTruthy());
  const source = layer<TileLayer>("tiles")!.getSource() as XYZ;
  expect(source.getUrls()).toEqual(["https://tiles.example.org/{z}/{x}/{y}.png"]);
  // OpenLayers writes the attribution as HTML: the driver reads the configured text, not markup.
  const attributions = source.getAttributions()!(undefined as never) as string[];
  const shown = attributions.map((html) => Object.assign(document.createElement("span"), { innerHTML: html }).textContent);
  expect(shown).toEqual(["© Ejemplo <teselas>"]);
  expect(attributions.join("")).not.toContain("<teselas>");
});

test("uses OpenStreetMap's tiles when the configuration cannot be read", async () => {
  showMap({}, "network-error");
  await waitFor(() => expect(layer<TileLayer>("tiles")).toBeTruthy());
  const source = layer<TileLayer>("tiles")!.getSource() as XYZ;
  expect(source.getUrls()).toEqual(["https://tile.openstreetmap.org/{z}/{x}/{y}.png"]);
  expect(source.getAttributions()!(undefined as never)).toEqual(["© OpenStreetMap contributors"]);
});

test("draws the route and the corridor around it", () => {
  const route = encodePolyline([
    [40.4168, -3.7038],
    [41.1, -2.2],
    [41.6488, -0.8891],
  ]);
  showMap({ route });
  expect(features("route")).toHaveLength(1);
  const corridor = features("corridor")[0]!.getGeometry() as MultiPolygon;
  expect(corridor.getPolygons().length).toBeGreaterThan(3);
  expect(layer("corridor")!.getOpacity()).toBeLessThan(1);
});

test("clicking a marker opens its panel with the way to the station page", () => {
  showMap();
  const map = sharedMap();
  vi.spyOn(map, "forEachFeatureAtPixel").mockImplementation((_pixel, callback) => callback(stationFeature("102"), layer("stations") as never, null as never) as never);
  act(() => {
    map.dispatchEvent({ type: "singleclick", pixel: [10, 10] } as never);
  });
  const panel = screen.getByRole("region", { name: "Gasolinera seleccionada: REPSOL CASTELLANA" });
  expect(within(panel).getByRole("link", { name: "Ver gasolinera" }).getAttribute("href")).toBe("/station/102");
  fireEvent.click(within(panel).getByRole("button", { name: "Cerrar" }));
  expect(screen.queryByRole("region", { name: /Gasolinera seleccionada/ })).toBeNull();
});

test("a route station's panel marks its detour", () => {
  const offRoute = { ...stationResult({ id: "900", rotulo: "FUERA DE RUTA" }), desvioKm: 3.9, desvioMin: 5, desvioEstimado: true };
  showMap({ stations: [offRoute] });
  const map = sharedMap();
  vi.spyOn(map, "forEachFeatureAtPixel").mockImplementation((_pixel, callback) => callback(stationFeature("900"), layer("stations") as never, null as never) as never);
  act(() => {
    map.dispatchEvent({ type: "singleclick", pixel: [10, 10] } as never);
  });
  const panel = screen.getByRole("region", { name: "Gasolinera seleccionada: FUERA DE RUTA" });
  expect(within(panel).getByText(/^Desvío: 3,9\skm · 5 min \(estimado\)$/)).toBeTruthy();
});

test("draws the selected route station's detour from the route to the station", () => {
  const route = encodePolyline([
    [40.0, -3.0],
    [40.0, -2.0],
  ]);
  const offRoute = { ...stationResult({ id: "901", rotulo: "A UN LADO", gps: { latitud: 40.02, longitud: -2.5 } }), desvioKm: 5.8, desvioMin: 7 };
  showMap({ stations: [offRoute], route });
  expect(features("detour")).toHaveLength(0);
  const map = sharedMap();
  vi.spyOn(map, "forEachFeatureAtPixel").mockImplementation((_pixel, callback) => callback(stationFeature("901"), layer("stations") as never, null as never) as never);
  act(() => {
    map.dispatchEvent({ type: "singleclick", pixel: [10, 10] } as never);
  });
  const line = features("detour")[0]!.getGeometry() as unknown as { getCoordinates(): number[][] };
  const [from, to] = line.getCoordinates().map((point) => toLonLat(point));
  expect(from![0]).toBeCloseTo(-2.5, 6);
  expect(from![1]).toBeCloseTo(40.0, 6);
  expect(to![1]).toBeCloseTo(40.02, 6);
});

test("draws the corridor as wide as the detour chosen", () => {
  const route = encodePolyline([
    [40.4168, -3.7038],
    [41.6488, -0.8891],
  ]);
  const width = () => {
    const [minX, , maxX] = (features("corridor")[0]!.getGeometry() as MultiPolygon).getExtent();
    return maxX! - minX!;
  };
  showMap({ route, corridorKm: 0.5 });
  const narrow = width();
  cleanup();
  showMap({ route, corridorKm: 5 });
  expect(width() - narrow).toBeGreaterThan(0);
});

test("unmounting the map removes its layers and detaches it", async () => {
  const view = showMap();
  await waitFor(() => expect(layer("tiles")).toBeTruthy());
  view.unmount();
  expect(sharedMap().getLayers().getLength()).toBe(0);
  expect(sharedMap().getTarget()).toBeUndefined();
});
