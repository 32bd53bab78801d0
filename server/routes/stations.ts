// /api/gasolinaeco: station information, last feed update and price history. The nearby search has a
// route of its own (server/search/search-route.ts).
import { Hono, type Context } from "hono";
import type * as v from "valibot";
import type { Station } from "../feed/station.ts";
import { historyQuery, provinceMedianQuery, stationInfoRequest, whenToFillQuery } from "../../src/domain/contract/stations.ts";
import { SEARCH_PRODUCTS } from "../../src/domain/fuels.ts";
import { createWhenToFill } from "../stations/when-to-fill.ts";
import { createProvinceMedianHistory } from "../stations/province-median-history.ts";
import { cachedLastFailedRun } from "../feed/last-failed-run.ts";
import type { AppContext } from "../app-context.ts";
import { fail, ok } from "../http/envelope.ts";
import { parseJsonBody } from "../http/json-body.ts";
import { parseWith } from "../http/parse-input.ts";
import { toStationInfo } from "../stations/station-details.ts";
import { stationPriceHistory } from "../stations/price-history.ts";
import { isFeedStale } from "../../src/domain/feed-staleness.ts";
import { cachedQueueStats } from "../alerts/queue-stats.ts";
import { cachedDaysOfHistory } from "../feed/history-window.ts";

export const GASOLINAECO_BASE = "/api/gasolinaeco";

export function gasolinaecoRoutes(ctx: AppContext) {
  const routes = new Hono();

  routes.post("/searchstation", async (c) => {
    const parsed = await parseJsonBody(c, stationInfoRequest);
    if (!parsed.ok) return parsed.response;
    const index = ctx.catalog.current;
    const station = index.byId.get(parsed.value.id);
    if (!station) return fail(c, 404, /*i18n*/ "Estación no encontrada");
    return ok(c, toStationInfo(station, ctx.now(), index.feedFecha, index.trust));
  });

  const lastFailure = cachedLastFailedRun(ctx.db);
  const queueStats = cachedQueueStats(ctx.db);
  const historyDays = cachedDaysOfHistory(ctx.db, ctx.now);
  routes.get("/getlastupdate", async (c) => {
    const run = ctx.catalog.currentRun;
    const [failed, queue, historiaDias] = await Promise.all([lastFailure(), queueStats(), historyDays()]);
    const ultimoFallo = failed ? { fecha: failed.at.toISOString(), motivo: failed.reason } : null;
    // Price-alert notifications waiting to go out, and how long the oldest has waited (seconds).
    const avisos = {
      avisosPendientes: queue.pending,
      avisoMasAntiguoS: queue.oldestQueuedAt ? Math.max(0, Math.round((ctx.now().getTime() - queue.oldestQueuedAt.getTime()) / 1000)) : null,
    };
    if (!run) return ok(c, { fecha: null, ingestado: null, estaciones: 0, ultimoFallo, desactualizado: false, preciosDudosos: 0, ...avisos, historiaDias });
    const fecha = run.fecha?.toISOString() ?? null;
    const ingestado = run.finishedAt?.toISOString() ?? null;
    return ok(c, {
      fecha,
      ingestado,
      estaciones: run.stations,
      ultimoFallo,
      // Over two hours without new prices: every screen of the app says so (src/domain/feed-staleness.ts).
      desactualizado: isFeedStale({ fecha, ingestado }, ctx.now().getTime()),
      preciosDudosos: ctx.catalog.current.trust.implausibleCount,
      ...avisos,
      historiaDias,
    });
  });

  /** A station's GET (/…/:id?query): its station in the index and its checked query, or the 400 or 404 to answer. */
  function stationGet<S extends v.GenericSchema>(c: Context, schema: S):
    | { ok: true; station: Station; stations: readonly Station[]; query: v.InferOutput<S> }
    | { ok: false; response: Response } {
    const id = c.req.param("id") ?? "";
    if (!/^\d{1,10}$/.test(id)) return { ok: false, response: fail(c, 400, /*i18n*/ "id de estación no válido") };
    const query = parseWith(c, schema, c.req.query());
    if (!query.ok) return query;
    const index = ctx.catalog.current;
    const station = index.byId.get(id);
    if (!station) return { ok: false, response: fail(c, 404, /*i18n*/ "Estación no encontrada") };
    return { ok: true, station, stations: index.stations, query: query.value };
  }

  routes.get("/historico/:id", async (c) => {
    const got = stationGet(c, historyQuery);
    if (!got.ok) return got.response;
    return ok(c, await stationPriceHistory(ctx.db, got.station.id, got.query.dias, ctx.now()));
  });

  const whenToFill = createWhenToFill(ctx.db);
  routes.get("/cuandorepostar/:id", async (c) => {
    const got = stationGet(c, whenToFillQuery);
    if (!got.ok) return got.response;
    const fuel = SEARCH_PRODUCTS[got.query.producto];
    const precio = got.station.prices[fuel];
    if (precio === undefined || !(precio > 0)) return fail(c, 404, /*i18n*/ "La estación no vende ese producto");
    return ok(c, await whenToFill(got.stations, got.station, fuel, precio, ctx.now()));
  });

  const provinceMedian = createProvinceMedianHistory(ctx.db);
  routes.get("/medianaprovincia/:id", async (c) => {
    const got = stationGet(c, provinceMedianQuery);
    if (!got.ok) return got.response;
    return ok(c, await provinceMedian(got.stations, got.station, SEARCH_PRODUCTS[got.query.producto], got.query.dias, ctx.now()));
  });

  return routes;
}
