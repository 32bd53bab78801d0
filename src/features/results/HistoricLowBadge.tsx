// "Precio históricamente bajo" on a result card: the station's price is at or under the 10th
// percentile of its own last year (src/domain/price-year.ts; the server and the offline snapshot set
// the flag). Said short beside the price ("Mín. anual", in two short lines) so the card keeps its
// height on a phone; its full words for screen readers, read whole, and on hover.
import { useLingui } from "@lingui/react/macro";

export function HistoricLowBadge({ low }: { low: boolean | undefined }) {
  const { t } = useLingui();
  if (!low) return null;
  const words = t`Precio históricamente bajo`;
  return (
    <span className="historic-low-badge" title={words}>
      <span className="historic-low-short" aria-hidden="true">
        {t({ message: "Mín. anual", comment: "Beside a price, as short as it goes: the lowest of the station's year" })}
      </span>
      <span className="visually-hidden">{words}</span>
    </span>
  );
}
