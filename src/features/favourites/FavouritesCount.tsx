// The number of favourites beside the sidebar's "Favoritas" entry; nothing when there are none.
// A screen reader hears it as "Favoritas (2)" rather than the badge's digits run into the word.
import { useFavouritesStore } from "../../stores/favourites-store.ts";

export function FavouritesCount() {
  const count = useFavouritesStore((state) => state.stations.length);
  if (count === 0) return null;
  return (
    <>
      <span className="tag-count" aria-hidden="true">
        {count}
      </span>
      <span className="visually-hidden"> ({count})</span>
    </>
  );
}
