// The favourite star on every station card, the station page and the map popup: adds the
// station to the driver's favourites or takes it out. Its name says what pressing it does ("Añadir a
// favoritas" / "Quitar de favoritas"), so it carries no aria-pressed (a toggle's name must not change).
// It only touches the device's store: the account follows it (features/favourites/sync-favourites.ts).
import { useLingui } from "@lingui/react/macro";
import { MAX_FAVOURITES } from "../domain/favourites.ts";
import { isFavourite, useFavouritesStore, type StationSummary } from "../stores/favourites-store.ts";
import { useUiStore } from "../stores/ui-store.ts";
import { StarIcon } from "./icons.tsx";
import "./round-button.css";
import "./favourite-button.css";

export function FavouriteButton({ station, className }: { station: StationSummary; className?: string }) {
  const { t } = useLingui();
  const favourite = useFavouritesStore((state) => isFavourite(state, station.id));
  const label = favourite ? t`Quitar de favoritas` : t`Añadir a favoritas`;

  function toggle() {
    const store = useFavouritesStore.getState();
    if (favourite) {
      store.remove(station.id);
    } else if (!store.add(station)) {
      // src/domain/favourites.ts's TOO_MANY_FAVOURITES_MESSAGE, in the app's language.
      const max = MAX_FAVOURITES;
      useUiStore.getState().showSnack(t`Ya tienes ${max} favoritas: quita alguna para añadir otra.`, { action: t`Aviso!` });
    }
  }

  return (
    <button
      type="button"
      className={`round-button favourite-button${favourite ? " is-favourite" : ""}${className ? ` ${className}` : ""}`}
      aria-label={label}
      title={label}
      onClick={toggle}
    >
      <StarIcon filled={favourite} />
    </button>
  );
}
