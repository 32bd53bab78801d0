// The collapsible 'Últimos repostajes [n]' panel under the station list (SPEC §2), only when there
// is at least one.
import type { LatestRefuel } from "../../domain/contract/accounts.ts";
import { RefuelCard } from "./RefuelCard.tsx";

export function LatestRefuels({ refuels }: { refuels: readonly LatestRefuel[] }) {
  if (refuels.length === 0) return null;
  return (
    <details className="card refuels-panel">
      <summary>Últimos repostajes [{refuels.length}]</summary>
      <ul className="refuel-list" aria-label="Últimos repostajes">
        {refuels.map((refuel) => (
          <RefuelCard key={`${refuel.externalID}-${refuel.combustible}`} refuel={refuel} />
        ))}
      </ul>
    </details>
  );
}
