// A muted badge on a result card whose price has not changed for over a week: an old price
// may no longer be what the pump shows. Compact on the card ("🕓 225 d"), its full words
// ("sin cambios desde hace 225 días") for screen readers and on hover.
import { daysUnchanged, isPriceOld, unchangedText } from "../../domain/price-age.ts";
import { useNow } from "../../offline/freshness.ts";
import { ClockIcon } from "../../ui/icons.tsx";

export function PriceAgeBadge({ desde }: { desde: string | undefined }) {
  const now = useNow();
  const days = daysUnchanged(desde, now);
  if (!isPriceOld(days)) return null;
  const words = unchangedText(days!);
  return (
    <span className="price-age-badge" title={words}>
      <ClockIcon />
      <span aria-hidden="true">{days} d</span>
      <span className="visually-hidden">{words}</span>
    </span>
  );
}
