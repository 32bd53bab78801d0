// A station's price on its card: 3 decimals and €, coloured by its band (SPEC §2: 0 green, 1 amber,
// 2 red). A station that may be closed shows the warning icon with its tooltip instead of the band
// colour, and its price in neutral type.
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { formatPrice } from "../../i18n/formatters.ts";
import type { FuelUnit } from "../../domain/fuels.ts";
import type { StationResult } from "../../domain/contract/stations.ts";
import { Tooltip } from "../../ui/Tooltip.tsx";

export const NOT_OPEN_TOOLTIP = msg`Es posible que no esté abierto.`;

const BAND_TEXT = [msg`precio bajo`, msg`precio medio`, msg`precio alto`] as const;

interface PriceTagProps {
  station: Pick<StationResult, "precio" | "pricerange" | "open">;
  /** A word said before the price ("Tu precio" where the driver's plan made it). */
  caption?: string | undefined;
  unit?: FuelUnit;
}

export function PriceTag({ station, caption, unit = "l" }: PriceTagProps) {
  const { t } = useLingui();
  const said = caption ? <span className="price-caption">{caption}</span> : null;
  if (!station.open) {
    return (
      <span className="price-tag price-unknown-hours">
        {said}
        <Tooltip text={t(NOT_OPEN_TOOLTIP)} label={t`Horario`} className="warning-icon">
          <WarningIcon />
        </Tooltip>
        <span className="price">{formatPrice(station.precio, unit)}</span>
      </span>
    );
  }
  return (
    <span className="price-tag">
      {said}
      <span className={`price price-range-${station.pricerange}`}>{formatPrice(station.precio, unit)}</span>
      <span className="visually-hidden"> ({t(BAND_TEXT[station.pricerange])})</span>
    </span>
  );
}

function WarningIcon() {
  return (
    <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path fill="currentColor" d="M1 21h22L12 2 1 21zm12-3h-2v-2h2v2zm0-4h-2v-4h2v4z" />
    </svg>
  );
}
