// Answers to POST /api/gasolinaeco/search, as bytes ready to send. One instance per server, with one
// cache: popular questions (a city's presets, a shared link, several drivers in one town) repeat
// within a minute, and their answers, and their compressed forms, are made once per station index.
import type { SearchRequest } from "../../src/domain/contract/stations.ts";
import { findNearby, searchInstant, type NearbyQuery } from "../../src/domain/nearby.ts";
import { AnswerCache } from "./answer-cache.ts";
import type { AnswerBody } from "./json-answer.ts";
import { nearbyCandidates } from "../stations/nearby-search.ts";
import type { StationCatalog } from "../stations/station-catalog.ts";
import { stationResultsEnvelopeJson } from "./station-results-json.ts";

export interface SearchAnswers {
  answer(q: SearchRequest, acceptEncoding: string | undefined): AnswerBody;
}

/**
 * What a nearby answer depends on: the question and the minute it is asked about (opening hours are
 * minute-precise and zone offsets are whole minutes, so every instant of that minute gives the same
 * open-now). Numbers come parsed, so "40.4168" and "40.41680" are one question.
 */
export function nearbyAnswerKey(q: NearbyQuery): string {
  return `${q.producto}|${q.venta ?? "publica"}|${q.distancia}|${q.latitud}|${q.longitud}|${Math.floor(q.at.getTime() / 60_000)}`;
}

export function createSearchAnswers(catalog: StationCatalog, now: () => Date, cacheBytes: number): SearchAnswers {
  const cache = new AnswerCache(cacheBytes);
  return {
    answer(q, acceptEncoding) {
      // SPEC §3: the timestamp is the client's wall clock in ms; the client is where it searches.
      const at = searchInstant(q.timestamp, q.latitud, q.longitud, now());
      const index = catalog.current;
      const question = { producto: q.producto, venta: q.venta, distancia: q.distancia, latitud: q.latitud, longitud: q.longitud, at };
      return cache.respond(index, nearbyAnswerKey(question), () => stationResultsEnvelopeJson(findNearby(nearbyCandidates(index, question), question)), acceptEncoding);
    },
  };
}
