import { describe, expect, it } from "vitest";
import { areaMapPath, mapPath, parseMapParams } from "../../../src/features/map/map-path.ts";

describe("the browsing map's address", () => {
  it("reads the product, the centre and the zoom", () => {
    expect(parseMapParams({ producto: "diesel", lon: "2.1686", lat: "41.3874", zoom: "13" })).toEqual({
      product: "diesel", longitude: 2.1686, latitude: 41.3874, zoom: 13,
    });
  });

  it("accepts any product a search accepts", () => {
    expect(parseMapParams({ producto: "GLP", lon: "-3.7", lat: "40.4", zoom: "8" }).product).toBe("glp");
  });

  it("opens on the whole country with diesel when the address says nothing usable", () => {
    expect(parseMapParams({ producto: "leche", lon: "x", lat: "", zoom: "" })).toEqual({ product: "diesel", longitude: -3.7, latitude: 40.2, zoom: 6 });
  });

  it("keeps the zoom within the map's 6 to 18", () => {
    expect(parseMapParams({ producto: "95", lon: "-3.7", lat: "40.4", zoom: "2" }).zoom).toBe(6);
    expect(parseMapParams({ producto: "95", lon: "-3.7", lat: "40.4", zoom: "25" }).zoom).toBe(18);
  });

  it("writes the view rounded to about 10 m and a tenth of a zoom", () => {
    expect(mapPath({ product: "diesel", longitude: 2.168612345, latitude: 41.387449, zoom: 12.96 })).toBe("/mapa/diesel/2.1686/41.3874/13");
  });

  it("opens a search's area at the start zoom", () => {
    expect(areaMapPath("95", { longitude: -3.7038, latitude: 40.4168 })).toBe("/mapa/95/-3.7038/40.4168/13");
  });
});
