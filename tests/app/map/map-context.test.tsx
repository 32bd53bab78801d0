// @vitest-environment jsdom
// The map in React (STYLE: react-geo): one map shared through context, attached with a callback ref and
// detached on unmount; one hook per layer or listener that adds in the effect and removes in cleanup.
import { cleanup, render, screen } from "@testing-library/react";
import OlMap from "ol/Map.js";
import VectorLayer from "ol/layer/Vector.js";
import VectorSource from "ol/source/Vector.js";
import { afterEach, beforeAll, expect, test, vi } from "vitest";
import { createMap } from "../../../src/map/create-map.ts";
import { MapContainer } from "../../../src/map/MapContainer.tsx";
import { MapContext } from "../../../src/map/map-context.ts";
import { useOlLayer } from "../../../src/map/use-ol-layer.ts";
import { useOlListener } from "../../../src/map/use-ol-listener.ts";

beforeAll(() => {
  // OpenLayers watches its element's size; jsdom has no ResizeObserver (and lays nothing out).
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
});
afterEach(cleanup);

function LayerUser({ layer }: { layer: VectorLayer }) {
  useOlLayer(layer);
  return null;
}

function ListenerUser({ target, onEvent }: { target: OlMap; onEvent: () => void }) {
  useOlListener(target, "custom", onEvent);
  return null;
}

test("the map container attaches the map to its element", () => {
  const map = createMap();
  render(
    <MapContext.Provider value={map}>
      <MapContainer label="Mapa de prueba" />
    </MapContext.Provider>,
  );
  expect(map.getTargetElement()).toBe(screen.getByRole("region", { name: "Mapa de prueba" }));
});

test("unmounting the map container detaches the map", () => {
  const map = createMap();
  const view = render(
    <MapContext.Provider value={map}>
      <MapContainer label="Mapa de prueba" />
    </MapContext.Provider>,
  );
  view.unmount();
  expect(map.getTarget()).toBeUndefined();
});

test("the map container renders nothing without a map", () => {
  const { container } = render(<MapContainer label="Mapa de prueba" />);
  expect(container.childElementCount).toBe(0);
});

test("a layer hook adds its layer to the map of the context", () => {
  const map = createMap();
  const layer = new VectorLayer({ source: new VectorSource() });
  render(
    <MapContext.Provider value={map}>
      <LayerUser layer={layer} />
    </MapContext.Provider>,
  );
  expect(map.getLayers().getArray()).toContain(layer);
});

test("a layer hook removes its layer on unmount", () => {
  const map = createMap();
  const layer = new VectorLayer({ source: new VectorSource() });
  const view = render(
    <MapContext.Provider value={map}>
      <LayerUser layer={layer} />
    </MapContext.Provider>,
  );
  view.unmount();
  expect(map.getLayers().getArray()).not.toContain(layer);
});

test("a listener hook stops listening on unmount", () => {
  const onEvent = vi.fn();
  const map = new OlMap({});
  const view = render(<ListenerUser target={map} onEvent={onEvent} />);
  map.dispatchEvent("custom");
  view.unmount();
  map.dispatchEvent("custom");
  expect(onEvent).toHaveBeenCalledTimes(1);
});

test("the view starts at zoom 13 and stays between 6 and 18", () => {
  const view = createMap().getView();
  expect([view.getZoom(), view.getMinZoom(), view.getMaxZoom()]).toEqual([13, 6, 18]);
});
