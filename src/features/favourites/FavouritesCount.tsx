// The number of favourites beside the sidebar's "Favoritas" entry (issue 13); nothing when there are none.
import { useFavouritesStore } from "../../stores/favourites-store.ts";

export function FavouritesCount() {
  const count = useFavouritesStore((state) => state.stations.length);
  if (count === 0) return null;
  return <span className="tag-count">{count}</span>;
}
