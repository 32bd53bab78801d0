import { describe, expect, it } from "vitest";
import { cheapestStops, planRefuels, usableStations, withoutDominated } from "../../src/domain/refuel-plan.ts";
import { litresForSequence, tripModel, type TripModel, type TripSettings, type TripStation } from "../../src/domain/refuel-trip.ts";
import { lightOnRefuels } from "../../src/domain/refuel-reference.ts";
import { refuelPlanAnswer } from "../../src/domain/refuel-plan-answer.ts";
import { mulberry32 } from "../helpers/seeded-random.ts";

type Named = TripStation & { id: string };

/** Every subset of the open stations, each with its cheapest litres: the oracle. */
function exhaustiveCost(m: TripModel, stations: readonly Named[]): number | null {
  const st = usableStations(stations, m.lengthKm);
  let best: number | null = null;
  for (let mask = 0; mask < 1 << st.length; mask++) {
    const subset = st.filter((_, k) => mask & (1 << k));
    const litres = litresForSequence(m, subset);
    if (litres && (best === null || litres.cost < best)) best = litres.cost;
  }
  return best;
}

function randomInstance(random: () => number): { stations: Named[]; trip: TripSettings } {
  const lengthKm = 200 + Math.floor(random() * 900);
  const count = 1 + Math.floor(random() * 11);
  // Prices on a coarse grid so that ties happen; some detours long, some stations closed.
  const stations = Array.from({ length: count }, (_, k) => ({
    id: `s${k}`,
    distanciaOrigen: Math.round(random() * lengthKm),
    desvioKm: random() < 0.3 ? 0 : Math.round(random() * 300) / 10,
    precio: 1.3 + Math.floor(random() * 6) * 0.05,
    abierta: random() > 0.1,
  }));
  const trip: TripSettings = {
    lengthKm,
    tankLitres: 20 + Math.floor(random() * 50),
    levelPct: Math.floor(random() * 101),
    consumption: 4 + random() * 6,
    reservePct: Math.floor(random() * 25),
    ...(random() < 0.4 ? { arrivalPct: Math.floor(random() * 60) } : {}),
  };
  return { stations, trip };
}

describe("planRefuels", () => {
  it("costs what the exhaustive search over every subset of stops costs, on 600 random trips", () => {
    const random = mulberry32(20261128);
    let feasible = 0;
    let withStops = 0;
    for (let run = 0; run < 600; run++) {
      const { stations, trip } = randomInstance(random);
      const m = tripModel(trip);
      const oracle = exhaustiveCost(m, stations);
      const plan = planRefuels(stations, trip);
      const where = JSON.stringify({ run, trip, stations });
      if (oracle === null) {
        expect(plan.reachable, where).toBe(false);
        continue;
      }
      expect(plan.reachable, where).toBe(true);
      if (!plan.reachable) continue;
      expect(Math.abs(plan.cost - oracle), where).toBeLessThan(0.01);
      feasible++;
      if (plan.stops.length > 0) withStops++;
    }
    // The instances exercise both outcomes and plans of several stops.
    expect(feasible).toBeGreaterThan(250);
    expect(withStops).toBeGreaterThan(150);
  });

  it("never lets the tank below the reserve at a stop, nor over full, and arrives with the level wanted", () => {
    const random = mulberry32(7);
    for (let run = 0; run < 300; run++) {
      const { stations, trip } = randomInstance(random);
      const plan = planRefuels(stations, trip);
      if (!plan.reachable) continue;
      const m = tripModel(trip);
      let level = (trip.tankLitres * trip.levelPct) / 100;
      let km = 0;
      let first = true;
      for (const stop of plan.stops) {
        level -= (m.perKm * (stop.station.distanciaOrigen - km)) + (m.perKm * stop.station.desvioKm) / 2;
        expect(level).toBeGreaterThanOrEqual((first ? Math.min(m.reserveLitres, m.startUsable < 0 ? 0 : m.reserveLitres) : m.reserveLitres) - 1e-6);
        level += stop.litres;
        expect(level).toBeLessThanOrEqual(trip.tankLitres + 1e-6);
        level -= (m.perKm * stop.station.desvioKm) / 2;
        km = stop.station.distanciaOrigen;
        first = false;
      }
      level -= m.perKm * (trip.lengthKm - km);
      expect(level).toBeGreaterThanOrEqual(m.arrivalLitres - 1e-6);
      expect(plan.arrivalLitres).toBeCloseTo(level, 6);
    }
  });
});

const trip = { lengthKm: 600, tankLitres: 50, levelPct: 30, consumption: 6.5 };
const at = (id: string, km: number, precio: number, extra: Partial<TripStation> = {}): Named => ({ id, distanciaOrigen: km, desvioKm: 0, precio, abierta: true, ...extra });

describe("planRefuels on the cases a driver meets", () => {
  it("plans no stop when the tank already makes the trip above the arrival level", () => {
    const plan = planRefuels([at("a", 100, 1.4)], { ...trip, lengthKm: 300, levelPct: 80 });
    expect(plan).toMatchObject({ reachable: true, stops: [], litres: 0, cost: 0 });
  });

  it("plans one stop at the cheaper of two stations, buying just enough to arrive at the reserve", () => {
    // 30 % of 50 l = 15 l, reserve 5 l: 10 l usable = 153.8 km; 600 km need 39 l usable in all.
    const plan = planRefuels([at("dear", 100, 1.6), at("cheap", 140, 1.4)], trip);
    expect(plan.reachable).toBe(true);
    if (!plan.reachable) return;
    expect(plan.stops.map((s) => s.station.id)).toEqual(["cheap"]);
    expect(plan.stops[0]!.litres).toBeCloseTo(0.065 * 600 - 10, 6);
    expect(plan.arrivalPct).toBeCloseTo(10, 6);
  });

  it("says the trip cannot be made, and where the tank reaches the reserve, when a gap is longer than a tank", () => {
    // Full tank above the reserve: 45 l = 692 km; stations at 100 km and then nothing until 900.
    const plan = planRefuels([at("a", 100, 1.4), at("b", 900, 1.4)], { ...trip, lengthKm: 1000 });
    expect(plan).toEqual({ reachable: false, dryAtKm: expect.closeTo(100 + 45 / 0.065, 6) });
  });

  it("buys more when the level wanted at arrival is higher", () => {
    const low = planRefuels([at("a", 140, 1.4)], trip);
    const high = planRefuels([at("a", 140, 1.4)], { ...trip, arrivalPct: 40 });
    if (!low.reachable || !high.reachable) throw new Error("both reachable");
    expect(high.stops[0]!.litres - low.stops[0]!.litres).toBeCloseTo(15, 6);
    expect(high.arrivalPct).toBeCloseTo(40, 6);
  });

  it("skips a station closed when the driver passes, even the cheapest", () => {
    const plan = planRefuels([at("closed", 120, 1.2, { abierta: false }), at("open", 130, 1.5)], trip);
    if (!plan.reachable) throw new Error("reachable");
    expect(plan.stops.map((s) => s.station.id)).toEqual(["open"]);
  });

  it("pays for the fuel a detour burns: a cheap station far off the route loses to a dearer one on it", () => {
    // 60 km out and back burn 3.9 l: 1.35 €/l there costs more than 1.40 on the route.
    const plan = planRefuels([at("far", 120, 1.35, { desvioKm: 60 }), at("near", 125, 1.4)], trip);
    if (!plan.reachable) throw new Error("reachable");
    expect(plan.stops.map((s) => s.station.id)).toEqual(["near"]);
  });

  it("lets a driver setting off below the reserve reach the first station with what is left", () => {
    // 4 % of 50 l = 2 l: 30.7 km to an empty tank; the station is at 25 km.
    const plan = planRefuels([at("a", 25, 1.4), at("b", 300, 1.3)], { ...trip, levelPct: 4 });
    if (!plan.reachable) throw new Error("reachable");
    expect(plan.stops[0]!.station.id).toBe("a");
  });
});

describe("the driver who stops when the light comes on", () => {
  it("stops at the last station before the reserve and fills up each time", () => {
    const st = [at("a", 50, 1.5), at("b", 150, 1.6), at("c", 400, 1.4), at("d", 700, 1.5)];
    const m = tripModel(trip);
    const reference = lightOnRefuels(m, st);
    // From 10 usable litres (153.8 km) the last reachable is b at 150; from there, a full 45 l reach 842 km.
    expect(reference.stops).toBe(1);
    expect(reference.litres).toBeCloseTo(45 - (10 - 0.065 * 150), 6);
    expect(reference.averagePrice).toBeCloseTo(1.6, 6);
  });

  it("gives the plan's saving as its litres at the reference's average price minus its cost", () => {
    const st = [at("a", 50, 1.5), at("b", 150, 1.6), at("c", 140, 1.4)].map((s) => ({ ...s, rotulo: s.id.toUpperCase() }));
    const answer = refuelPlanAnswer(st, trip);
    if (!answer.alcanzable) throw new Error("reachable");
    expect(answer.paradas.map((p) => p.rotulo)).toEqual(["C"]);
    expect(answer.referencia).toEqual({ coste: Math.round(answer.litros * 1.6 * 100) / 100, paradas: 1 });
    expect(answer.ahorro).toBeCloseTo(answer.referencia.coste - answer.coste, 2);
  });
});

it("cheapestStops answers [] when no stop is needed and null when none can make it", () => {
  const m = tripModel({ ...trip, levelPct: 100, lengthKm: 100 });
  expect(cheapestStops(m, [])).toEqual([]);
  expect(cheapestStops(tripModel({ ...trip, lengthKm: 2000 }), [])).toBeNull();
});

it("leaves out a station whose neighbour is as cheap and closer to the route, and keeps a cheaper one further off", () => {
  const near = at("near", 100, 1.4, { desvioKm: 1 });
  const dearFar = at("dear-far", 100.5, 1.45, { desvioKm: 4 });
  const cheapFar = at("cheap-far", 101, 1.3, { desvioKm: 6 });
  expect(withoutDominated([near, dearFar, cheapFar]).map((s) => s.id)).toEqual(["near", "cheap-far"]);
});
