// Contract of the favourite stations (our own calls under /api/favoritas): the account's list,
// adding and removing one, merging the device's list into the account's on login, and the current
// prices of a list of stations (the /favoritas screen online).
import * as v from "valibot";
import { MAX_FAVOURITES } from "../favourites.ts";
import { envelope, stationId, messageWithValues } from "./common.ts";
import { stationInfo } from "./stations.ts";

const stationIds = (field: string, min: number) =>
  v.pipe(
    v.array(stationId, messageWithValues(/*i18n*/ "{campo}: se esperaba una lista de ids de estación", { campo: field })),
    v.minLength(min, messageWithValues(/*i18n*/ "{campo}: indica al menos una estación", { campo: field })),
    v.maxLength(MAX_FAVOURITES, messageWithValues(/*i18n*/ "{campo}: como máximo {max} estaciones", { campo: field, max: MAX_FAVOURITES })),
  );

/** POST /api/favoritas/anadir and /quitar. */
/** The object message is also what a missing field gets (valibot reports it on the object). */
export const favouriteRequest = v.object({ id: stationId }, /*i18n*/ "id de estación obligatorio");

/** POST /api/favoritas/fusionar: the device's stations to add (union) and those it removed. */
export const mergeFavouritesRequest = v.object({
  ids: stationIds("ids", 0),
  quitar: v.optional(stationIds("quitar", 0), []),
}, /*i18n*/ "se esperaba una lista de ids de estación");
export type MergeFavouritesBody = v.InferInput<typeof mergeFavouritesRequest>;

/** One favourite of the account: the station, its sign and address when the feed has it, and since when. */
export const favouriteEntry = v.object({
  id: v.string(),
  rotulo: v.string(),
  direccion: v.string(),
  desde: v.string(),
});
export type FavouriteEntry = v.InferOutput<typeof favouriteEntry>;
export const favouriteListResponse = envelope(v.array(favouriteEntry));

/** POST /api/favoritas/precios: the stations' information, in the order asked, unknown ones left out. */
export const favouritePricesRequest = v.object({ ids: stationIds("ids", 1) }, /*i18n*/ "se esperaba una lista de ids de estación");
export const favouritePricesResponse = envelope(v.array(stationInfo));
