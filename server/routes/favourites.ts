// /api/favoritas: the favourite stations kept with the account, and the current prices of a
// list of stations. Identity comes from the bearer token only; bad input is a 400 and stores nothing.
import { Hono } from "hono";
import {
  favouriteRequest, favouritePricesRequest, mergeFavouritesRequest, type FavouriteEntry,
} from "../../src/domain/contract/favourites.ts";
import { MAX_FAVOURITES } from "../../src/domain/favourites.ts";
import type { AuthEnv } from "../accounts/auth.ts";
import type { Services } from "../services.ts";
import { createFavouritesRepository, type FavouriteRow } from "../favourites/favourites-repository.ts";
import { fail, ok } from "../http/envelope.ts";
import { parseJsonBody } from "../http/json-body.ts";
import { requireXsrf } from "../http/xsrf.ts";
import { toStationInfo } from "../stations/station-details.ts";

export const FAVOURITES_BASE = "/api/favoritas";

export function favoritasRoutes(cc: Services) {
  const routes = new Hono<AuthEnv>();
  const favourites = createFavouritesRepository(cc.db);
  const xsrf = requireXsrf();
  const auth = cc.requireAuth;

  /** The list as the app reads it: sign and address from the current feed ("" when it left the feed). */
  const entries = (rows: readonly FavouriteRow[]): FavouriteEntry[] => {
    const stations = cc.catalog.current.byId;
    return rows.map(({ stationId, since }) => {
      const station = stations.get(stationId);
      return { id: stationId, rotulo: station?.rotulo ?? "", direccion: station?.direccion ?? "", desde: since.toISOString() };
    });
  };

  routes.get("/", auth, async (c) => ok(c, entries(await favourites.list(c.var.user.id))));

  routes.post("/anadir", xsrf, cc.limitAccountWrites, auth, async (c) => {
    const parsed = await parseJsonBody(c, favouriteRequest);
    if (!parsed.ok) return parsed.response;
    const { id } = parsed.value;
    if (!cc.catalog.current.byId.has(id)) return fail(c, 404, /*i18n*/ "Estación no encontrada");
    const outcome = await favourites.add(c.var.user.id, id, cc.now());
    if (outcome === "full") return fail(c, 400, /*i18n*/ "Ya tienes {max} favoritas: quita alguna para añadir otra.", { max: MAX_FAVOURITES });
    return ok(c, entries(await favourites.list(c.var.user.id)), /*i18n*/ "Gasolinera añadida a tus favoritas");
  });

  routes.post("/quitar", xsrf, cc.limitAccountWrites, auth, async (c) => {
    const parsed = await parseJsonBody(c, favouriteRequest);
    if (!parsed.ok) return parsed.response;
    await favourites.remove(c.var.user.id, parsed.value.id);
    return ok(c, entries(await favourites.list(c.var.user.id)), /*i18n*/ "Gasolinera quitada de tus favoritas");
  });

  /** The device's list into the account's: union of both, minus what the device removed. Stations
   * the feed does not know are left out (they have no prices to show). */
  routes.post("/fusionar", xsrf, cc.limitAccountWrites, auth, async (c) => {
    const parsed = await parseJsonBody(c, mergeFavouritesRequest);
    if (!parsed.ok) return parsed.response;
    const known = parsed.value.ids.filter((id) => cc.catalog.current.byId.has(id));
    const rows = await favourites.merge(c.var.user.id, known, parsed.value.quitar, cc.now());
    return ok(c, entries(rows));
  });

  /** Public prices, read from the in-memory index like searchstation: no database, no login. */
  routes.post("/precios", async (c) => {
    const parsed = await parseJsonBody(c, favouritePricesRequest);
    if (!parsed.ok) return parsed.response;
    const index = cc.catalog.current;
    const at = cc.now();
    const stations = [...new Set(parsed.value.ids)].flatMap((id) => {
      const station = index.byId.get(id);
      return station ? [toStationInfo(station, at, index.feedFecha, index.trust)] : [];
    });
    return ok(c, stations);
  });

  return routes;
}
