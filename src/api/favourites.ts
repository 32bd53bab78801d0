// Favourite-station calls (/api/favoritas): the account's list, adding and removing one, the
// merge of the device's list into the account's, and the current prices of a list of stations.
import {
  favouriteListResponse,
  favouritePricesResponse,
  type MergeFavouritesBody,
} from "../domain/contract/favourites.ts";
import { callApi } from "./call-api.ts";

export const getFavourites = () => callApi("get", "api/favoritas", favouriteListResponse);

export const addFavourite = (id: string) => callApi("post", "api/favoritas/anadir", favouriteListResponse, { json: { id } });

export const removeFavourite = (id: string) => callApi("post", "api/favoritas/quitar", favouriteListResponse, { json: { id } });

/** Union of the device's `ids` and the account's list, minus `quitar`; answers the whole list. */
export const mergeFavourites = (body: MergeFavouritesBody) =>
  callApi("post", "api/favoritas/fusionar", favouriteListResponse, { json: body });

/** Station information with every fuel's current price, for up to 100 stations (no login needed). */
export const getFavouritePrices = (ids: readonly string[]) =>
  callApi("post", "api/favoritas/precios", favouritePricesResponse, { json: { ids } });
