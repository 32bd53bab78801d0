// Merges the gazetteer sources into one list of places: entries of different sources that share a
// name (any part of a bilingual name, words in any order) in the same province and lie within
// MERGE_KM of each other are one place. Earlier sources win for the name shown and the position.
import { haversineKm } from "../../src/domain/geo.ts";
import type { PlaceKind } from "../../src/domain/contract/route.ts";
import type { GazetteerEntry, GazetteerSource } from "./gazetteer-entry.ts";
import { nameParts, tokenSetKey } from "./place-names.ts";
import { PROVINCES, provinceByCode } from "./provinces.ts";

/** Large municipalities put their capital and the mean of their stations this far apart. */
const MERGE_KM = 25;
/** Spain has about one fuel station per 3,900 inhabitants: the size estimate without a census. */
const PEOPLE_PER_STATION = 3_900;
/** Without a census, a provincial capital outranks towns with a few more stations. */
const CAPITAL_BONUS = 150_000;

export interface Place {
  nombre: string;
  provincia: string;
  provinceCode: string | undefined;
  latitud: number;
  longitud: number;
  poblacion: number | undefined;
  stations: number;
  kind: PlaceKind;
  /** Every name the merged entries gave it: the search matches any of them. */
  names: string[];
  /** Ranking weight: population, or an estimate from stations and capital status. */
  importance: number;
}

interface Group {
  place: Place;
  sources: Set<GazetteerSource>;
}

// The same names come back at every rebuild (after each feed ingest): their keys are kept.
const KEYS_BY_NAME = new Map<string, string[]>();

const CAPITAL_KEYS = new Map(PROVINCES.map((p) => [p.code, new Set(nameKeys(p.capital))]));

export function mergePlaces(...sources: readonly (readonly GazetteerEntry[])[]): Place[] {
  const groups: Group[] = [];
  const byKey = new Map<string, Group[]>();
  for (const entry of sources.flat()) {
    const keys = nameKeys(entry.name);
    let group = keys.flatMap((k) => byKey.get(k) ?? []).find((g) => belongs(entry, g));
    if (group) {
      absorb(group, entry);
    } else {
      group = { place: newPlace(entry), sources: new Set([entry.source]) };
      groups.push(group);
    }
    for (const k of keys) {
      const list = byKey.get(k) ?? [];
      if (!list.includes(group)) list.push(group);
      byKey.set(k, list);
    }
  }
  return groups.map((g) => withImportance(g.place));
}

function nameKeys(name: string): string[] {
  let keys = KEYS_BY_NAME.get(name);
  if (!keys) {
    keys = computeNameKeys(name);
    KEYS_BY_NAME.set(name, keys);
  }
  return keys;
}

function computeNameKeys(name: string): string[] {
  const parts = nameParts(name);
  const keys = parts.length === 1 && parts[0] === name ? [tokenSetKey(name)] : [tokenSetKey(name), ...parts.map(tokenSetKey)];
  return [...new Set(keys)].filter((k) => k !== "");
}

function belongs(entry: GazetteerEntry, group: Group): boolean {
  // One source never lists a place twice: same-named entries of one source are different places.
  if (group.sources.has(entry.source)) return false;
  const p = group.place;
  if (entry.provinceCode && p.provinceCode && entry.provinceCode !== p.provinceCode) return false;
  return haversineKm(entry.latitud, entry.longitud, p.latitud, p.longitud) <= MERGE_KM;
}

function newPlace(entry: GazetteerEntry): Place {
  return {
    nombre: entry.name,
    provincia: provinceByCode(entry.provinceCode ?? "")?.name ?? "",
    provinceCode: entry.provinceCode,
    latitud: entry.latitud,
    longitud: entry.longitud,
    poblacion: entry.population,
    stations: entry.stations ?? 0,
    kind: entry.kind,
    names: [entry.name],
    importance: 0,
  };
}

function absorb(group: Group, entry: GazetteerEntry): void {
  const p = group.place;
  if (!p.names.includes(entry.name)) p.names.push(entry.name);
  // The feed spells municipalities as INE does ("Vitoria-Gasteiz", "Elche/Elx"): a better label
  // than GeoNames' ("Gasteiz / Vitoria"), though its position (a mean of stations) is not.
  if (entry.source === "feed" && !group.sources.has("cnig")) p.nombre = entry.name;
  if (!p.provinceCode && entry.provinceCode) {
    p.provinceCode = entry.provinceCode;
    p.provincia = provinceByCode(entry.provinceCode)?.name ?? "";
  }
  if (entry.population !== undefined) p.poblacion = Math.max(p.poblacion ?? 0, entry.population);
  p.stations += entry.stations ?? 0;
  if (entry.kind === "municipio") p.kind = "municipio";
  group.sources.add(entry.source);
}

function withImportance(p: Place): Place {
  if (p.poblacion !== undefined) return { ...p, importance: p.poblacion };
  const capitals = CAPITAL_KEYS.get(p.provinceCode ?? "");
  const isCapital = capitals !== undefined && p.names.some((n) => nameKeys(n).some((k) => capitals.has(k)));
  return { ...p, importance: p.stations * PEOPLE_PER_STATION + (isCapital ? CAPITAL_BONUS : 0) };
}
