// Answers to POST /api/gasolinaeco/search, as bytes ready to send. One instance per server, with one
// cache: popular questions (a city's presets, a shared link, several drivers in one town) repeat
// within a minute, and their answers, and their compressed forms, are made once per station index.
import type { SearchRequest } from "../../src/domain/contract/stations.ts";
import { searchInstant } from "../../src/domain/nearby.ts";
import { AnswerCache } from "./answer-cache.ts";
import type { AnswerBody } from "../http/json-answer.ts";
import { findNearby } from "../../src/domain/nearby.ts";
import { nearbyAnswerKey, nearbyCandidates } from "../stations/nearby-search.ts";
import type { StationCatalog } from "../stations/station-catalog.ts";
import { stationResultsEnvelopeJson } from "./station-results-json.ts";

export interface SearchAnswers {
  answer(q: SearchRequest, acceptEncoding: string | undefined): AnswerBody;
}

export function createSearchAnswers(catalog: StationCatalog, now: () => Date, cacheBytes: number): SearchAnswers {
  const cache = new AnswerCache(cacheBytes);
  return {
    answer(q, acceptEncoding) {
      // SPEC §3: the timestamp is the client's wall clock in ms; the client is where it searches.
      const at = searchInstant(q.timestamp, q.latitud, q.longitud, now());
      const index = catalog.current;
      const question = { producto: q.producto, distancia: q.distancia, latitud: q.latitud, longitud: q.longitud, at };
      return cache.respond(index, nearbyAnswerKey(question), () => stationResultsEnvelopeJson(findNearby(nearbyCandidates(index, question), question)), acceptEncoding);
    },
  };
}
