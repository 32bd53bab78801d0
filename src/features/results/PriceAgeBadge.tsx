// A muted badge on a result card whose price has not changed for over a week: an old price
// may no longer be what the pump shows.
import { daysUnchanged, isPriceOld, unchangedText } from "../../domain/price-age.ts";
import { useNow } from "../../offline/freshness.ts";

export function PriceAgeBadge({ desde }: { desde: string | undefined }) {
  const now = useNow();
  const days = daysUnchanged(desde, now);
  if (!isPriceOld(days)) return null;
  return <span className="price-age-badge">{unchangedText(days!)}</span>;
}
