// The hostile searchruta polylines, shared by the endpoint tests and the benchmark: each
// with the Spanish refusal the server must answer at once.
import { encodePolyline } from "../../src/domain/polyline.ts";
import { ROUTE_LIMIT_MESSAGES } from "../../src/domain/route-limits.ts";
import { densify, type LatLon } from "./route-fixtures.ts";
import { MAX_ROUTE_VERTICES } from "../../src/domain/route-limits.ts";

export const MADRID: LatLon = [40.4168, -3.7038];

/** A fixed pseudo-random sequence, so every run sends the same paths. */
export function seededRandom(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

const polyline = (points: LatLon[]) => encodePolyline(points as [number, number][]);

/** Every `every` vertices the path jumps from one corner of Spain to the other. */
function zigZagAcrossSpain(vertices: number, every = 3): LatLon[] {
  return Array.from({ length: vertices }, (_, i): LatLon => (Math.floor(i / every) % 2 === 0 ? [36.5 + i * 1e-5, -6.2] : [43.3, 2.9 - i * 1e-5]));
}

/** Back and forth over the same kilometre of Madrid: under the length limit, and no driving route. */
export function foldingInMadrid(vertices: number): LatLon[] {
  return Array.from({ length: vertices }, (_, i): LatLon => [MADRID[0] + (i % 2) * 0.009, MADRID[1] + (i % 7) * 1e-6]);
}

function randomPointsOverSpain(vertices: number): LatLon[] {
  const next = seededRandom(11);
  return Array.from({ length: vertices }, (): LatLon => [36 + next() * 7.5, -9 + next() * 12.3]);
}

export interface HostileRoute { name: string; ruta: string; anchoKm?: number; refusal: string }

export const HOSTILE_ROUTES: HostileRoute[] = [
  { name: "a zig-zag across Spain every 3 vertices (50 KB)", ruta: polyline(zigZagAcrossSpain(5_000)), refusal: ROUTE_LIMIT_MESSAGES.tooLong },
  { name: "a zig-zag across Spain at the 1 MB limit", ruta: polyline(zigZagAcrossSpain(45_000, 2)), refusal: ROUTE_LIMIT_MESSAGES.tooLong },
  { name: "a path folding 2,500 times over the same kilometre of Madrid", ruta: polyline(foldingInMadrid(2_500)), refusal: ROUTE_LIMIT_MESSAGES.tooComplex },
  { name: "20,000 repeated points", ruta: polyline(Array.from({ length: 20_000 }, (): LatLon => MADRID)), refusal: ROUTE_LIMIT_MESSAGES.tooFewPoints },
  { name: "jumps across the antimeridian", ruta: polyline(Array.from({ length: 2_000 }, (_, i): LatLon => [40, i % 2 ? 179.99 : -179.99])), refusal: ROUTE_LIMIT_MESSAGES.tooLong },
  { name: "coordinates out of range", ruta: polyline([[40, -3], [95, 200], [41, -2]]), refusal: "ruta no válida: coordenadas fuera de rango" },
  { name: "20,000 points scattered over the whole country", ruta: polyline(randomPointsOverSpain(20_000)), refusal: ROUTE_LIMIT_MESSAGES.tooLong },
  { name: "60,000 points of a short walk", ruta: polyline(Array.from({ length: 60_000 }, (_, i): LatLon => [40 + i * 1e-6, -3])), refusal: ROUTE_LIMIT_MESSAGES.tooManyPoints },
];

/**
 * The most work one accepted search can ask for: Madrid → Guadalajara → Zaragoza → Barcelona (~620 km,
 * under every limit) with one vertex short of the 50,000 allowed, searched with desvioKm 5.
 */
export function largestAcceptedRoute(): string {
  const flat = densify([[40.4168, -3.7038], [40.63, -3.16], [41.35, -1.64], [41.6488, -0.8891], [41.39, 2.17]], MAX_ROUTE_VERTICES - 1, 0.3);
  const points: [number, number][] = [];
  for (let i = 0; i < flat.length; i += 2) points.push([flat[i]!, flat[i + 1]!]);
  return encodePolyline(points);
}
