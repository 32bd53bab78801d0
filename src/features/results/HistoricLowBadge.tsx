// "Precio históricamente bajo" on a result card: the station's price is at or under the 10th
// percentile of its own last year (src/domain/price-year.ts; the server and the offline snapshot set
// the flag). One text, read whole by screen readers.
import { Trans } from "@lingui/react/macro";

export function HistoricLowBadge({ low }: { low: boolean | undefined }) {
  if (!low) return null;
  return (
    <span className="historic-low-badge">
      <Trans>Precio históricamente bajo</Trans>
    </span>
  );
}
