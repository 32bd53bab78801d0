// favoritas: the driver's favourite stations with the current price of every fuel each sells, "Tu
// precio" where one of the driver's discount plans applies, the change since the last visit, open now
// and the distance from the driver, in the order chosen (as added, by the driver's price of the
// header's fuel, by distance). Without signal the prices come from the national snapshot on the
// device, with their age. The pump prices shown are then remembered as seen, so the next visit shows
// what changed since this one.
import { useEffect, useMemo, useState } from "react";
import { Link } from "wouter";
import { FUEL_LABEL, SEARCH_PRODUCTS, fuelChoiceLabel } from "../../domain/fuels.ts";
import { useOnline } from "../../offline/connectivity.ts";
import { FreshnessNote } from "../../offline/FreshnessNote.tsx";
import { useNow } from "../../offline/freshness.ts";
import { useDiscountsStore } from "../../stores/discounts-store.ts";
import { useFavouritesStore, type FuelPrices } from "../../stores/favourites-store.ts";
import { useFilterStore } from "../../stores/filter-store.ts";
import { useDevicePosition } from "../../stores/geolocation-store.ts";
import { screenTitle, usePageTitle } from "../../ui/page-title.ts";
import { FavouriteCard } from "./FavouriteCard.tsx";
import { buildRow, seenPrices, sortRows, type FavouriteOrder } from "./favourite-rows.ts";
import { useFavouritePrices } from "./use-favourite-prices.ts";
import { useFoldedFilter } from "../search/use-folded-filter.ts";
import { useFuelUse } from "../results/use-fuel-use.ts";
import "./favourites.css";

const HOUR_MS = 3_600_000;

function EmptyFavourites() {
  return (
    <div className="favourites-empty">
      <p>Todavía no tienes gasolineras favoritas.</p>
      <p>
        Para añadir una, pulsa la estrella <span aria-hidden="true">☆</span> «Añadir a favoritas» de cualquier gasolinera: en los
        resultados de una búsqueda, en el mapa o en su página. Aparecerá aquí con sus precios, también sin conexión.
      </p>
      <Link href="/welcome" className="button button-primary">
        Buscar gasolineras
      </Link>
    </div>
  );
}

export function FavouritesPage() {
  usePageTitle(screenTitle("Favoritas"));
  const favourites = useFavouritesStore((state) => state.stations);
  const product = useFilterStore((state) => state.product);
  const position = useDevicePosition();
  const online = useOnline();
  const [order, setOrder] = useState<FavouriteOrder>("added");
  const plans = useDiscountsStore((state) => state.plans);
  // The plans' weekdays are read on the hour, as in the results; their caps with one refuel's litres.
  const hour = useNow(HOUR_MS);
  const { litres } = useFuelUse();
  // The prices seen before this visit: the changes shown are against them for the whole visit.
  const [seenBefore] = useState(() => new Map<string, FuelPrices>(useFavouritesStore.getState().stations.map((s) => [s.id, s.seenPrices])));

  const ids = useMemo(() => favourites.map((f) => f.id), [favourites]);
  const prices = useFavouritePrices(ids, online);
  const fuelKey = product ? SEARCH_PRODUCTS[product] : null;
  useFoldedFilter(`${fuelChoiceLabel(product)} · Favoritas`);
  const current = prices.status === "done" ? prices.stations : null;
  const rows = sortRows(
    favourites.map((f) => buildRow(f, current?.get(f.id), seenBefore.get(f.id), position, { plans, at: hour, litres })),
    order,
    fuelKey,
  );

  // What is on screen is what the driver has now seen.
  const seen = current ? seenPrices(rows) : null;
  const seenKey = seen ? JSON.stringify(seen) : "";
  useEffect(() => {
    if (seenKey) useFavouritesStore.getState().markSeen(JSON.parse(seenKey) as Record<string, FuelPrices>);
  }, [seenKey]);

  return (
    <section className="favourites-page page-wide" aria-labelledby="favourites-title">
      <h1 id="favourites-title">Favoritas</h1>
      {favourites.length === 0 ? (
        <EmptyFavourites />
      ) : (
        <>
          {prices.status === "done" && (
            <FreshnessNote source={prices.source} pricesAt={prices.pricesAt} fetchedAt={prices.fetchedAt} label="Sin conexión" />
          )}
          {prices.status === "none" && (
            <p className="freshness-note" role="status">
              Sin conexión y sin datos guardados en este dispositivo: los precios aparecerán cuando vuelva la señal.
            </p>
          )}
          <div className="favourites-order">
            <label htmlFor="favourites-order">Ordenar por</label>
            <select id="favourites-order" value={order} onChange={(event) => setOrder(event.target.value as FavouriteOrder)}>
              <option value="added">Orden en que las añadiste</option>
              <option value="price" disabled={!fuelKey}>
                {fuelKey ? `Precio de ${FUEL_LABEL[fuelKey]}` : "Precio (elige un combustible arriba)"}
              </option>
              <option value="distance" disabled={!position}>
                {position ? "Distancia" : "Distancia (sin posición GPS)"}
              </option>
            </select>
          </div>
          <ul className="favourites-list" aria-label="Gasolineras favoritas">
            {rows.map((row) => (
              <li key={row.id}>
                <FavouriteCard row={row} fuelKey={fuelKey} pricesLoading={prices.status === "loading"} />
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
