// The collapsible 'Últimos repostajes [n]' panel under the station list (SPEC §2), only when there
// is at least one.
import { Trans, useLingui } from "@lingui/react/macro";
import type { LatestRefuel } from "../../domain/contract/accounts.ts";
import { RefuelCard } from "./RefuelCard.tsx";

export function LatestRefuels({ refuels }: { refuels: readonly LatestRefuel[] }) {
  const { t } = useLingui();
  const count = refuels.length;
  if (count === 0) return null;
  return (
    <details className="card refuels-panel">
      <summary>
        <Trans>Últimos repostajes [{count}]</Trans>
      </summary>
      <ul className="refuel-list" aria-label={t`Últimos repostajes`}>
        {refuels.map((refuel) => (
          <RefuelCard key={`${refuel.externalID}-${refuel.combustible}`} refuel={refuel} />
        ))}
      </ul>
    </details>
  );
}
