// Routes for the corridor tests and the benchmark, built from waypoints (for example station
// positions along the A-2) and densified to any number of vertices.
import type { FlatPath } from "../../src/domain/polyline.ts";
import { KM_PER_DEGREE, cumulativeKm } from "../../src/domain/route-geometry.ts";
import type { Station } from "../../server/feed/station.ts";

export type LatLon = readonly [number, number];

/** Municipalities the A-2 crosses from Madrid to Barcelona, in order (feed spelling). */
export const A2_MUNICIPALITIES = [
  ["28", "Madrid"], ["28", "San Fernando de Henares"], ["28", "Torrejón de Ardoz"], ["28", "Alcalá de Henares"],
  ["19", "Guadalajara"], ["19", "Torija"], ["19", "Alcolea del Pinar"], ["42", "Medinaceli"], ["50", "Ariza"],
  ["50", "Calatayud"], ["50", "Almunia de Doña Godina (La)"], ["50", "Zaragoza"], ["50", "Bujaraloz"],
  ["22", "Fraga"], ["25", "Lleida"], ["25", "Cervera"], ["08", "Igualada"], ["08", "Martorell"], ["08", "Barcelona"],
] as const;

/** Mean station position of each municipality, in the order given; unknown ones are skipped. */
export function municipalityWaypoints(stations: readonly Station[], municipalities: readonly (readonly [string, string])[]): LatLon[] {
  return municipalities.flatMap(([province, name]) => {
    const here = stations.filter((s) => s.idProvincia === province && s.municipio === name);
    if (here.length === 0) return [];
    const lat = here.reduce((sum, s) => sum + s.latitud, 0) / here.length;
    const lon = here.reduce((sum, s) => sum + s.longitud, 0) / here.length;
    return [[lat, lon] as const];
  });
}

/**
 * A path through the waypoints with exactly `vertices` vertices, spread evenly by length, each
 * pushed sideways by a sine of `wiggleKm` amplitude so segments are not all collinear, as on a road.
 */
export function densify(waypoints: readonly LatLon[], vertices: number, wiggleKm = 0): FlatPath {
  const legs = new Float64Array(waypoints.flat());
  const along = cumulativeKm(legs);
  const total = along[along.length - 1]!;
  const out = new Float64Array(vertices * 2);
  let leg = 0;
  for (let v = 0; v < vertices; v++) {
    const d = (total * v) / (vertices - 1);
    while (leg < waypoints.length - 2 && along[leg + 1]! < d) leg++;
    const [lat1, lon1] = waypoints[leg]!;
    const [lat2, lon2] = waypoints[leg + 1]!;
    const span = along[leg + 1]! - along[leg]!;
    const f = span > 0 ? Math.min(1, (d - along[leg]!) / span) : 0;
    const isEnd = v === 0 || v === vertices - 1;
    const offset = isEnd ? 0 : wiggleKm * Math.sin(d / 2.5);
    const cos = Math.cos((((lat1 + lat2) / 2) * Math.PI) / 180);
    // Unit normal of the leg in km space, turned back into degrees.
    const ex = (lon2 - lon1) * cos;
    const ey = lat2 - lat1;
    const norm = Math.hypot(ex, ey) || 1;
    out[v * 2] = lat1 + f * (lat2 - lat1) + ((ex / norm) * offset) / KM_PER_DEGREE;
    out[v * 2 + 1] = lon1 + f * (lon2 - lon1) - ((ey / norm) * offset) / (KM_PER_DEGREE * cos);
  }
  return out;
}

/** A point `km` to the left (positive) or right of the middle of the segment a→b, at its latitude. */
export function offsetFromMidpoint(a: LatLon, b: LatLon, km: number): LatLon {
  const lat = (a[0] + b[0]) / 2;
  const lon = (a[1] + b[1]) / 2;
  const cos = Math.cos((lat * Math.PI) / 180);
  const ex = (b[1] - a[1]) * cos;
  const ey = b[0] - a[0];
  const norm = Math.hypot(ex, ey);
  return [lat + ((ex / norm) * km) / KM_PER_DEGREE, lon - ((ey / norm) * km) / (KM_PER_DEGREE * cos)];
}

/** A public, always-open Spanish station at the given place, for hand-placed corridor cases. */
export function syntheticStation(id: string, at: LatLon, prices: Station["prices"] = { gasoleoA: 1.5 }, overrides: Partial<Station> = {}): Station {
  return {
    id, rotulo: `PRUEBA ${id}`, bandera: "none", direccion: "CARRETERA DE PRUEBA, KM 1", localidad: "PRUEBA",
    municipio: "Prueba", provincia: "MADRID", idProvincia: "28", idMunicipio: "1", idCcaa: "13", cp: "",
    horario: "L-D: 24H", latitud: at[0], longitud: at[1], margen: "N", remision: "", tipoVenta: "P", pais: "ES",
    prices, ...overrides,
  };
}
