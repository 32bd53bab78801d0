// favoritas: the driver's favourite stations with the current price of every fuel each sells, "Tu
// precio" where one of the driver's discount plans applies, the change since the last visit, open now
// and the distance from the driver, in the order chosen (as added, by the driver's price of the
// header's fuel, by distance). Without signal the prices come from the national snapshot on the
// device, with their age. The pump prices shown are then remembered as seen, so the next visit shows
// what changed since this one.
import { Trans, useLingui } from "@lingui/react/macro";
import { useEffect, useMemo, useState } from "react";
import { Link } from "wouter";
import { SEARCH_PRODUCTS } from "../../domain/fuels.ts";
import { fuelChoiceName, fuelName } from "../../i18n/fuel-names.ts";
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
      <p>
        <Trans>Todavía no tienes gasolineras favoritas.</Trans>
      </p>
      <p>
        <Trans>
          Para añadir una, pulsa la estrella <span aria-hidden="true">☆</span> «Añadir a favoritas» de cualquier gasolinera: en los
          resultados de una búsqueda, en el mapa o en su página. Aparecerá aquí con sus precios, también sin conexión.
        </Trans>
      </p>
      <Link href="/welcome" className="button button-primary">
        <Trans>Buscar gasolineras</Trans>
      </Link>
    </div>
  );
}

export function FavouritesPage() {
  const { t } = useLingui();
  const title = t`Favoritas`;
  usePageTitle(screenTitle(title));
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
  const orderFuel = fuelKey ? fuelName(fuelKey) : null;
  useFoldedFilter(`${fuelChoiceName(product)} · ${title}`);
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
      <h1 id="favourites-title">{title}</h1>
      {favourites.length === 0 ? (
        <EmptyFavourites />
      ) : (
        <>
          {prices.status === "done" && (
            <FreshnessNote source={prices.source} pricesAt={prices.pricesAt} fetchedAt={prices.fetchedAt} label={t`Sin conexión`} />
          )}
          {prices.status === "none" && (
            <p className="freshness-note" role="status">
              <Trans>Sin conexión y sin datos guardados en este dispositivo: los precios aparecerán cuando vuelva la señal.</Trans>
            </p>
          )}
          <div className="favourites-order">
            <label htmlFor="favourites-order">
              <Trans>Ordenar por</Trans>
            </label>
            <select id="favourites-order" value={order} onChange={(event) => setOrder(event.target.value as FavouriteOrder)}>
              <option value="added">{t`Orden en que las añadiste`}</option>
              <option value="price" disabled={!fuelKey}>
                {orderFuel !== null ? t`Precio de ${orderFuel}` : t`Precio (elige un combustible arriba)`}
              </option>
              <option value="distance" disabled={!position}>
                {position ? t`Distancia` : t`Distancia (sin posición GPS)`}
              </option>
            </select>
          </div>
          <ul className="favourites-list" aria-label={t`Gasolineras favoritas`}>
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
