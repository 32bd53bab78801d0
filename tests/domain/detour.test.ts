import { describe, expect, it } from "vitest";
import { estimatedDetour, routedDetour } from "../../src/domain/detour.ts";
import { applyBrandFilter } from "../../src/domain/brand-filter.ts";

describe("detour estimate", () => {
  it("is twice the distance from the path times 1.3", () => {
    expect(estimatedDetour(1.5)).toEqual({ km: 3.9, min: 5, estimated: true });
  });

  it("is nothing for a station on the path", () => {
    expect(estimatedDetour(0)).toEqual({ km: 0, min: 0, estimated: true });
  });

  it("rounds to 10 m and whole minutes", () => {
    expect(estimatedDetour(0.123)).toEqual({ km: 0.32, min: 0, estimated: true });
  });
});

describe("routed detour", () => {
  it("turns the router's metres and seconds into km and minutes, not estimated", () => {
    expect(routedDetour(3456, 299)).toEqual({ km: 3.46, min: 5, estimated: false });
  });
});

describe("brand filter", () => {
  const stations = [{ bandera: "repsol" }, { bandera: "cepsa" }, { bandera: "none" }];

  it("keeps only the brands included", () => {
    expect(applyBrandFilter(stations, { mode: "include", brands: ["cepsa"] })).toEqual([{ bandera: "cepsa" }]);
  });

  it("leaves out the brands excluded", () => {
    expect(applyBrandFilter(stations, { mode: "exclude", brands: ["cepsa", "none"] })).toEqual([{ bandera: "repsol" }]);
  });

  it("keeps everything when no brand is chosen", () => {
    expect(applyBrandFilter(stations, { mode: "include", brands: [] })).toHaveLength(3);
  });
});
