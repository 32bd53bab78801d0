// @vitest-environment jsdom
import { test, expect } from "vitest";
import Map from "ol/Map.js";
import View from "ol/View.js";
import VectorLayer from "ol/layer/Vector.js";
import VectorSource from "ol/source/Vector.js";
import Feature from "ol/Feature.js";
import Point from "ol/geom/Point.js";
import { Style, Text, Circle, Fill } from "ol/style.js";

globalThis.ResizeObserver ??= class { observe() {} unobserve() {} disconnect() {} } as never;
test("ol in jsdom", () => {
  const map = new Map({ view: new View({ center: [0, 0], zoom: 13 }) });
  const div = document.createElement("div");
  document.body.appendChild(div);
  map.setTarget(div);
  const layer = new VectorLayer({ source: new VectorSource({ features: [new Feature(new Point([0, 0]))] }), declutter: true, style: new Style({ image: new Circle({ radius: 5, fill: new Fill({ color: "red" }) }), text: new Text({ text: "1,2" }) }) });
  map.addLayer(layer);
  expect(map.getTargetElement()).toBe(div);
  expect(div.querySelector(".ol-viewport")).toBeTruthy();
  map.setTarget(undefined);
  expect(div.querySelector(".ol-viewport")).toBeNull();
  map.removeLayer(layer);
});
