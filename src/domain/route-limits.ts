// What a driving route can be, so that the corridor search's work is bounded by that and never by
// what a client sends (a 150 KB polyline zig-zagging across Spain once held the server for 26 s).
// The longest road trips in the Peninsula are ~1,300 km (Girona-Huelva); with Portugal, France or a
// ferry on top, 3,000 km leaves room. OSRM's full overview gives 5-20 vertices a km: a 3,000 km
// route stays under 50,000 of them (the app's routes of 1,000 km have ~20,000).
import { routeLengthKm } from "./route-geometry.ts";
import type { FlatPath } from "./polyline.ts";
import { formatDecimal } from "./locale-number.ts";

export const MAX_ROUTE_KM = 3_000;
export const MAX_ROUTE_VERTICES = 50_000;

export const ROUTE_LIMIT_MESSAGES = {
  tooFewPoints: "ruta: la polilínea necesita al menos dos puntos distintos",
  tooManyPoints: `ruta: demasiados puntos (máximo ${formatDecimal(MAX_ROUTE_VERTICES, 0, 0)}); no parece una ruta por carretera`,
  tooLong: `ruta: mide más de ${formatDecimal(MAX_ROUTE_KM, 0, 0)} km; no parece una ruta por carretera`,
  tooComplex: "ruta: vuelve sobre sí misma demasiadas veces; no parece una ruta por carretera",
} as const;

/** The path without consecutive repeated points (they add work and change nothing). */
export function withoutRepeatedPoints(path: FlatPath): FlatPath {
  let kept = 0;
  const out = new Float64Array(path.length);
  for (let i = 0; i < path.length; i += 2) {
    const lat = path[i]!;
    const lon = path[i + 1]!;
    if (kept > 0 && out[kept - 2] === lat && out[kept - 1] === lon) continue;
    out[kept++] = lat;
    out[kept++] = lon;
  }
  return kept === path.length ? path : out.slice(0, kept);
}

/** Why this path cannot be a driving route, or null when it can (its coordinates are checked when decoded). */
export function drivingRouteProblem(path: FlatPath): string | null {
  if (path.length < 4) return ROUTE_LIMIT_MESSAGES.tooFewPoints;
  if (path.length / 2 > MAX_ROUTE_VERTICES) return ROUTE_LIMIT_MESSAGES.tooManyPoints;
  return routeLengthKm(path) > MAX_ROUTE_KM ? ROUTE_LIMIT_MESSAGES.tooLong : null;
}
