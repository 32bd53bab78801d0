// Autosuggest over the merged places. Every name is indexed under precomputed normalised keys in one
// sorted array, so a query is a binary search plus a walk over the keys it prefixes:
//   tier 0  the query is a whole name ("madrid", "a coruna", "donostia")
//   tier 1  it starts a name, or a name without its article ("alcala", "coruna", "l hospitalet")
//   tier 2  it starts a later word of a name ("sebas" in "Donostia/San Sebastián")
//   tier 3  all its words start words of the name or the province ("alcala henares", "valencia madrid")
// Within a tier, more important places first (population, or stations when no census was given).
import { leadingForms, nameParts, normaliseText } from "./place-names.ts";
import type { Place } from "./merge-places.ts";
import { compareSpanish } from "../../src/domain/spanish-order.ts";

export interface PlaceSearch {
  readonly size: number;
  suggest(query: string, limit: number): Place[];
}

export interface KeyTable {
  keys: string[];
  place: Int32Array;
  tier: Uint8Array;
}

/**
 * Everything a search needs, as plain data (arrays, typed arrays): built where it is cheap to wait
 * (places-rebuild-worker.ts builds it on a worker thread) and sent to the thread that answers.
 */
export interface PlaceSearchTables {
  places: Place[];
  /** rank[p]: position of place p by importance, then shorter name, then name: one integer to compare. */
  rank: Int32Array;
  /** The normalised words of each place's names and province (tier 3). */
  placeWords: string[][];
  names: KeyTable;
  words: KeyTable;
}

export function buildPlaceSearchTables(places: Place[]): PlaceSearchTables {
  const byImportance = places
    .map((_, p) => p)
    .sort((a, b) => places[b]!.importance - places[a]!.importance || places[a]!.nombre.length - places[b]!.nombre.length || compareSpanish(places[a]!.nombre, places[b]!.nombre) || (places[a]!.nombre < places[b]!.nombre ? -1 : 1));
  const rank = new Int32Array(places.length);
  byImportance.forEach((p, position) => (rank[p] = position));

  const provinceWords = new Map<string, string[]>();
  const wordsOf = (text: string) => normaliseText(text).split(" ").filter((w) => w !== "");
  const placeWords = places.map((p) => {
    if (!provinceWords.has(p.provincia)) provinceWords.set(p.provincia, wordsOf(p.provincia));
    return [...new Set([...p.names.flatMap(wordsOf), ...provinceWords.get(p.provincia)!])];
  });
  return { places, rank, placeWords, names: buildNameKeys(places), words: buildWordKeys(placeWords) };
}

export function buildPlaceSearch(places: Place[]): PlaceSearch {
  return placeSearchFrom(buildPlaceSearchTables(places));
}

export function placeSearchFrom({ places, rank, placeWords, names, words }: PlaceSearchTables): PlaceSearch {
  // Per-query scratch, reused: the best tier seen for each place in this query (stamped, never cleared).
  const stamp = new Int32Array(places.length);
  const bestTier = new Uint8Array(places.length);
  let generation = 0;

  return {
    size: places.length,
    suggest(query, limit) {
      const q = normaliseText(query);
      if (q === "" || limit <= 0) return [];
      generation++;
      const touched: number[] = [];
      const note = (p: number, tier: number) => {
        if (stamp[p] !== generation) {
          stamp[p] = generation;
          bestTier[p] = tier;
          touched.push(p);
        } else if (tier < bestTier[p]!) {
          bestTier[p] = tier;
        }
      };

      forEachPrefixed(names.keys, q, (k) => {
        const tier = names.tier[k]!;
        note(names.place[k]!, tier === 1 && names.keys[k]!.length === q.length ? 0 : tier);
      });

      const queryWords = q.split(" ");
      if (touched.length < limit && queryWords.length > 1) {
        // Tier 3: places having a word for every query word, found through the most selective word.
        const [first, ...rest] = [...queryWords].sort((a, b) => b.length - a.length) as [string, ...string[]];
        forEachPrefixed(words.keys, first, (k) => {
          const p = words.place[k]!;
          if (stamp[p] === generation) return;
          if (rest.every((w) => placeWords[p]!.some((pw) => pw.startsWith(w)))) note(p, 3);
        });
      }

      return topK(touched, limit, (p) => bestTier[p]! * places.length + rank[p]!).map((p) => places[p]!);
    },
  };
}

function buildNameKeys(places: readonly Place[]): KeyTable {
  const rows: string[] = [];
  places.forEach((place, p) => {
    const seen = new Map<string, number>();
    for (const part of place.names.flatMap(nameParts)) {
      for (const form of leadingForms(part)) {
        seen.set(form, 1);
        // Every later word start of the full form, for tier 2.
        for (let i = form.indexOf(" "); i >= 0; i = form.indexOf(" ", i + 1)) {
          const suffix = form.slice(i + 1);
          if (!seen.has(suffix)) seen.set(suffix, 2);
        }
      }
    }
    for (const [key, tier] of seen) rows.push(row(key, p, tier));
  });
  return toTable(rows);
}

function buildWordKeys(placeWords: readonly (readonly string[])[]): KeyTable {
  return toTable(placeWords.flatMap((words, p) => words.map((w) => row(w, p, 3))));
}

// Rows are "key\u0001place\u0001tier" strings: the engine's native string sort orders them by key
// (normalised keys hold only a-z, 0-9 and spaces, all above \u0001) far faster than a comparator.
function row(key: string, place: number, tier: number): string {
  return `${key}\u0001${place}\u0001${tier}`;
}

function toTable(rows: string[]): KeyTable {
  rows.sort();
  const keys: string[] = new Array(rows.length);
  const place = new Int32Array(rows.length);
  const tier = new Uint8Array(rows.length);
  rows.forEach((r, k) => {
    const [key, p, t] = r.split("\u0001");
    keys[k] = key!;
    place[k] = Number(p);
    tier[k] = Number(t);
  });
  return { keys, place, tier };
}

/** Calls back with the position of every key that starts with `prefix` (keys sorted). */
function forEachPrefixed(keys: readonly string[], prefix: string, visit: (k: number) => void): void {
  let lo = 0;
  let hi = keys.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (keys[mid]! < prefix) lo = mid + 1;
    else hi = mid;
  }
  for (let k = lo; k < keys.length && keys[k]!.startsWith(prefix); k++) visit(k);
}

/** The `limit` items of lowest score, in order, without sorting the whole list. */
function topK(items: readonly number[], limit: number, score: (item: number) => number): number[] {
  const best: { item: number; score: number }[] = [];
  for (const item of items) {
    const s = score(item);
    if (best.length === limit && s >= best[best.length - 1]!.score) continue;
    let at = best.length;
    while (at > 0 && best[at - 1]!.score > s) at--;
    best.splice(at, 0, { item, score: s });
    if (best.length > limit) best.pop();
  }
  return best.map((b) => b.item);
}
