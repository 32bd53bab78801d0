// The map's legend: its colours rank the prices in view by fifths, the cheapest fifth green and the
// dearest red, each with the price it starts at.
import { Trans, useLingui } from "@lingui/react/macro";
import { formatPrice } from "../../i18n/formatters.ts";
import type { FuelUnit } from "../../domain/fuels.ts";

import { PERCENTILE_COLOURS } from "../../map/percentile-colours.ts";
import type { PercentileBand } from "../../domain/price-percentiles.ts";

const BANDS: readonly PercentileBand[] = [0, 1, 2, 3, 4];

export function PriceLegend({ bandStarts, unit }: { bandStarts: readonly (number | null)[]; unit: FuelUnit }) {
  const { t } = useLingui();
  const names = [t`el quinto más barato`, t`segundo quinto`, t`tercer quinto`, t`cuarto quinto`, t`el quinto más caro`];
  return (
    <figure className="price-legend">
      <figcaption>
        <Trans>Colores según los precios en esta vista, por quintos:</Trans>
      </figcaption>
      <ul>
        {BANDS.map((band) => {
          const start = bandStarts[band];
          return (
            <li key={band}>
              <span className="price-legend-swatch" style={{ background: PERCENTILE_COLOURS[band].fill }} aria-hidden="true" />
              <span className="visually-hidden">{names[band]}</span>
              <span>{start != null ? t`desde ${formatPrice(start, unit)}` : "–"}</span>
            </li>
          );
        })}
      </ul>
    </figure>
  );
}
