// /api/gasolinaeco: nearby search, station information, last feed update and price history.
import { Hono } from "hono";
import { historyQuery, searchRequest, stationInfoRequest } from "../../src/domain/contract/stations.ts";
import { searchInstant } from "../../src/domain/nearby.ts";
import type { AppContext } from "../app-context.ts";
import { fail, ok, parseJsonBody, parseWith } from "../http/validate.ts";
import { nearbyAnswerKey, searchNearbyRaw } from "../stations/nearby-search.ts";
import { AnswerCache } from "../http/answer-cache.ts";
import { stationResultsEnvelopeJson } from "../stations/station-results-json.ts";
import { toStationInfo } from "../stations/station-details.ts";
import { stationPriceHistory } from "../stations/price-history.ts";
import { lastGoodRun } from "../feed/last-good-run.ts";

export function gasolinaecoRoutes(ctx: AppContext) {
  const routes = new Hono();
  // Popular questions (a city's presets, a shared link, several drivers in one town) repeat within a
  // minute: their answers, and gzip, are made once per station index.
  const answers = new AnswerCache(ctx.config.searchCacheBytes);

  routes.post("/search", async (c) => {
    const parsed = await parseJsonBody(c, searchRequest);
    if (!parsed.ok) return parsed.response;
    const q = parsed.value;
    // SPEC §3: the timestamp is the client's wall clock in ms; the client is where it searches.
    const at = searchInstant(q.timestamp, q.latitud, q.longitud, ctx.now());
    const index = ctx.catalog.current;
    const question = { producto: q.producto, distancia: q.distancia, latitud: q.latitud, longitud: q.longitud, at };
    return answers.serve(c, index, nearbyAnswerKey(question), () => stationResultsEnvelopeJson(searchNearbyRaw(index, question)));
  });

  routes.post("/searchstation", async (c) => {
    const parsed = await parseJsonBody(c, stationInfoRequest);
    if (!parsed.ok) return parsed.response;
    const index = ctx.catalog.current;
    const station = index.byId.get(parsed.value.id);
    if (!station) return fail(c, 404, "Estación no encontrada");
    return ok(c, toStationInfo(station, ctx.now(), index.feedFecha));
  });

  routes.get("/getlastupdate", async (c) => {
    const run = await lastGoodRun(ctx.db);
    return ok(c, run ? {
      fecha: run.fecha?.toISOString() ?? null,
      ingestado: run.finishedAt?.toISOString() ?? null,
      estaciones: run.stations,
    } : { fecha: null, ingestado: null, estaciones: 0 });
  });

  routes.get("/historico/:id", async (c) => {
    const id = c.req.param("id");
    if (!/^\d{1,10}$/.test(id)) return fail(c, 400, "id de estación no válido");
    const query = parseWith(c, historyQuery, c.req.query());
    if (!query.ok) return query.response;
    if (!ctx.catalog.current.byId.has(id)) return fail(c, 404, "Estación no encontrada");
    return ok(c, await stationPriceHistory(ctx.db, id, query.value.dias, ctx.now()));
  });

  return routes;
}
