// The municipalities of the station feed, placed at the mean position of their stations: what a
// fresh install knows before any gazetteer file is given.
import type { Station } from "../feed/station.ts";
import type { GazetteerEntry } from "./gazetteer-entry.ts";
import { fromMinistryName } from "./place-names.ts";
import { provinceByCode } from "./provinces.ts";

export function placesFromStations(stations: readonly Station[]): GazetteerEntry[] {
  const groups = new Map<string, { name: string; province: string; lat: number; lon: number; count: number }>();
  for (const s of stations) {
    const province = provinceByCode(s.idProvincia)?.code;
    if (!province || !s.municipio.trim()) continue;
    const key = `${province}|${s.idMunicipio || s.municipio}`;
    const group = groups.get(key) ?? { name: s.municipio, province, lat: 0, lon: 0, count: 0 };
    group.lat += s.latitud;
    group.lon += s.longitud;
    group.count++;
    groups.set(key, group);
  }
  return [...groups.values()].map((g) => ({
    name: fromMinistryName(g.name),
    provinceCode: g.province,
    latitud: g.lat / g.count,
    longitud: g.lon / g.count,
    stations: g.count,
    kind: "municipio",
    source: "feed",
  }));
}
