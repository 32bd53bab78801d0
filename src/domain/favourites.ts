// Favourite stations: the one limit shared by the app's store and the server's table (a
// list the device accepts is always one the account accepts), and a favourite as /favoritas shows it,
// whether its prices came from the server or from the national snapshot on the device.
import { SEARCH_PRODUCTS, toSearchProduct } from "./fuels.ts";
import type { ImplausibleReason } from "./price-plausibility.ts";

/** The most stations a driver may keep as favourites, on the device and with the account. */
export const MAX_FAVOURITES = 100;

export const TOO_MANY_FAVOURITES_MESSAGE = `Ya tienes ${MAX_FAVOURITES} favoritas: quita alguna para añadir otra.`;

/** The price a result card shows, keyed by its fuel ("gasolina95"), as a star's "last seen" price. */
export function productPrice(product: string, precio: number): Partial<Record<string, number>> {
  const code = toSearchProduct(product);
  return code && precio > 0 ? { [SEARCH_PRODUCTS[code]]: precio } : {};
}

export interface FuelPrice {
  /** Fuel key ("gasolina95", "gasoleoA"…). */
  key: string;
  label: string;
  /** Euros per litre, above 0. */
  price: number;
  /** Why the price is set aside as implausible (src/domain/price-plausibility.ts), when it is. */
  dudoso?: ImplausibleReason | null;
  medianaProvincia?: number | null;
}

export interface CurrentStation {
  id: string;
  rotulo: string;
  direccion: string;
  bandera: string;
  /** Whether its opening hours say it is open now. */
  open: boolean;
  latitud: number;
  longitud: number;
  /** Every fuel it sells, with its current price. */
  fuels: FuelPrice[];
}
