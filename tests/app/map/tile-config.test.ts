// The map's tile source from the public configuration (DESIGN "The PWA": tile source from configuration,
// attribution shown), OpenStreetMap when none is configured.
import { expect, test } from "vitest";
import { tileConfig } from "../../../src/map/tile-config.ts";

test("uses the configured tile URL and attribution", () => {
  expect(tileConfig({ tiles: { url: "https://tiles.example.org/{z}/{x}/{y}.png", attribution: "© Ejemplo" } })).toEqual({
    url: "https://tiles.example.org/{z}/{x}/{y}.png",
    attribution: "© Ejemplo",
  });
});

test("falls back to OpenStreetMap and its attribution without a configuration", () => {
  expect(tileConfig(null)).toEqual({
    url: "https://tile.openstreetmap.org/{z}/{x}/{y}.png",
    attribution: "© OpenStreetMap contributors",
  });
});

test("fills a missing attribution with OpenStreetMap's", () => {
  expect(tileConfig({ tiles: { url: "https://tiles.example.org/{z}/{x}/{y}.png", attribution: " " } }).attribution).toBe(
    "© OpenStreetMap contributors",
  );
});
