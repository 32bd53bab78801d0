// The net saving and "Solo las que compensan" compare the driver's prices ("Tu precio") where a plan
// applies: the nearest station's price the nearby saving is measured from, each station's own price,
// and the route's ranking by net saving. The rule is the domain's (net-saving.ts); the results hand it
// the driver's prices.
import { expect, test } from "vitest";
import { NO_BRAND_FILTER } from "../../../src/domain/brand-filter.ts";
import type { DiscountPlan } from "../../../src/domain/discounts.ts";
import { netSaving, roundTripKm } from "../../../src/domain/net-saving.ts";
import { shownStations, worthTheTripOf } from "../../../src/features/results/shown-stations.ts";
import { routeStation, stationResult } from "../helpers/station-fixtures.ts";

const USE = { litres: 40, consumption: 6.5 };
const REPSOL_10: DiscountPlan = { id: "p1", marca: "repsol", valor: 10, unidad: "centimos", dias: [], topeEuros: null };
const driver = { plans: [REPSOL_10], at: Date.parse("2026-04-15T10:00:00Z") };

test("the nearby saving is measured from the driver's price at the nearest station, and at each station", () => {
  const nearest = stationResult({ id: "1", bandera: "repsol", precio: 1.459, km: 0.5 });
  const farther = stationResult({ id: "2", bandera: "ballenoil", precio: 1.389, km: 4 });
  const [repsol, ballenoil] = shownStations([nearest, farther], "nearby", NO_BRAND_FILTER, USE, driver);
  expect(repsol!.saving?.referencia).toBe(1.359);
  expect(ballenoil!.saving?.ahorro).toBe(netSaving({ referencePrice: 1.359, price: 1.389, ...USE, extraKm: roundTripKm(4) }));
  expect(ballenoil!.saving!.ahorro).toBeLessThan(0);
});

test("the route's ranking by net saving follows the driver's prices", () => {
  const stations = [
    routeStation({ id: "1", bandera: "ballenoil", precio: 1.389, desvioKm: 0.5, distanciaOrigen: 5 }),
    routeStation({ id: "2", bandera: "repsol", precio: 1.419, desvioKm: 0.5, distanciaOrigen: 10 }),
  ];
  expect(shownStations(stations, "route", NO_BRAND_FILTER, USE).map((s) => s.id)).toEqual(["1", "2"]);
  // 1,419 € − 10 c€/l = 1,319 €: the Repsol saves more.
  expect(shownStations(stations, "route", NO_BRAND_FILTER, USE, driver).map((s) => s.id)).toEqual(["2", "1"]);
});

test("'Solo las que compensan' weighs the driver's price against the distance", () => {
  // Farther and dearer at the pump, so not worth the trip… until the plan makes it the cheapest.
  const near = stationResult({ id: "1", bandera: "ballenoil", precio: 1.389, km: 1 });
  const far = stationResult({ id: "2", bandera: "repsol", precio: 1.419, km: 3 });
  expect(worthTheTripOf(shownStations([near, far], undefined, NO_BRAND_FILTER, USE), undefined).map((s) => s.id)).toEqual(["1"]);
  expect(worthTheTripOf(shownStations([near, far], undefined, NO_BRAND_FILTER, USE, driver), undefined).map((s) => s.id)).toEqual(["1", "2"]);
});
