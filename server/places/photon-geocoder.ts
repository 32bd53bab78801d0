// Street addresses from a Photon-compatible geocoder (GEOCODER_URL, the public Photon unless set):
// GET /api?q=&limit=&lang=es&bbox=<Spain>. Short timeout, answers kept for a day, and every failure is
// an empty list: the local gazetteer answers on its own when the geocoder is slow, down or absent.
// The public instance is asked at most once a second; a question that would wait longer than
// MAX_WAIT_MS for its turn is left to the gazetteer (a driver typing asks several a second).
import { LRUCache } from "lru-cache";
import * as v from "valibot";
import type { PlaceSuggestion } from "../../src/domain/contract/route.ts";
import { createThrottle } from "../routing/throttle.ts";

export const PUBLIC_PHOTON_HOST = "photon.komoot.io";
const PUBLIC_PHOTON_MIN_INTERVAL_MS = 1000;
const MAX_WAIT_MS = 1000;
const CACHE_MAX_AGE_MS = 24 * 3_600_000;

export interface Geocoder {
  search(query: string, limit: number): Promise<PlaceSuggestion[]>;
}

export interface PhotonOptions {
  baseUrl: string;
  timeoutMs: number;
  userAgent: string;
  /** Minimum spacing between calls; defaults to 1 s for the public instance and 0 elsewhere. */
  minIntervalMs?: number;
  /** Clock of the cache's day (tests). */
  now?: () => number;
}

/** Peninsula, Balearics, Canaries, Ceuta and Melilla. */
const SPAIN_BBOX = "-18.4,27.5,4.6,44.0";
// Towns come from the local gazetteer; the geocoder is asked for what it lacks.
const WANTED_TYPES = new Set(["house", "street", "locality", "district", "other"]);

const feature = v.object({
  geometry: v.object({ coordinates: v.tuple([v.number(), v.number()]) }),
  properties: v.looseObject({
    name: v.optional(v.string()),
    street: v.optional(v.string()),
    housenumber: v.optional(v.string()),
    city: v.optional(v.string()),
    county: v.optional(v.string()),
    state: v.optional(v.string()),
    countrycode: v.optional(v.string()),
    type: v.optional(v.string()),
  }),
});
const photonAnswer = v.object({ features: v.array(v.unknown()) });

export function createPhotonGeocoder(options: PhotonOptions): Geocoder {
  const base = options.baseUrl.replace(/\/+$/, "");
  const cache = new LRUCache<string, PlaceSuggestion[]>({ max: 500, ttl: CACHE_MAX_AGE_MS, ...(options.now ? { perf: { now: options.now }, ttlResolution: 0 } : {}) });
  const publicInstance = new URL(base).hostname === PUBLIC_PHOTON_HOST;
  const throttle = createThrottle(options.minIntervalMs ?? (publicInstance ? PUBLIC_PHOTON_MIN_INTERVAL_MS : 0));
  // Photon instances serve a fixed set of languages and refuse others with a 400: after one such
  // answer, ask without `lang` (local names, which in Spain are the ones wanted anyway).
  let sendLang = true;

  return {
    async search(query, limit) {
      const key = `${limit}|${query.toLowerCase()}`;
      const cached = cache.get(key);
      if (cached) return cached;
      try {
        if (!(await takeTurn())) return [];
        let response = await ask(query, limit);
        if (response.status === 400 && sendLang) {
          sendLang = false;
          if (!(await takeTurn())) return [];
          response = await ask(query, limit);
        }
        if (!response.ok) return [];
        const answer = v.safeParse(photonAnswer, await response.json());
        if (!answer.success) return [];
        const hits = answer.output.features.flatMap((f) => toSuggestion(f)).slice(0, limit);
        cache.set(key, hits);
        return hits;
      } catch {
        return [];
      }
    },
  };

  /** Waits for this call's turn; false when it would come too late to be worth waiting for. */
  async function takeTurn(): Promise<boolean> {
    const wait = throttle.reserve(MAX_WAIT_MS);
    if (wait === null) return false;
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    return true;
  }

  function ask(query: string, limit: number): Promise<Response> {
    const params = new URLSearchParams({ q: query, limit: String(limit), bbox: SPAIN_BBOX });
    if (sendLang) params.set("lang", "es");
    return fetch(`${base}/api?${params}`, {
      headers: { "User-Agent": options.userAgent, Accept: "application/json" },
      signal: AbortSignal.timeout(options.timeoutMs),
    });
  }
}

function toSuggestion(raw: unknown): PlaceSuggestion[] {
  const parsed = v.safeParse(feature, raw);
  if (!parsed.success) return [];
  const { geometry, properties: p } = parsed.output;
  if (p.countrycode && p.countrycode.toUpperCase() !== "ES") return [];
  if (p.type && !WANTED_TYPES.has(p.type)) return [];
  const [longitud, latitud] = geometry.coordinates;
  const street = p.street ? [p.street, p.housenumber].filter(Boolean).join(" ") : undefined;
  const label = p.type === "house" && street ? street : (p.name ?? street);
  if (!label) return [];
  const nombre = p.city && p.city !== label ? `${label}, ${p.city}` : label;
  return [{ nombre, provincia: p.county ?? p.state ?? "", latitud, longitud, tipo: "direccion" }];
}
