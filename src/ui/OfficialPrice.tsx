// One official price as the station page and the kiosk show it: struck through with the
// reason when the plausibility rule sets it aside, and how long it has gone unchanged.
import type { StationPrice } from "../domain/contract/stations.ts";
import { fuelUnit } from "../domain/fuels.ts";
import { daysUnchanged } from "../domain/price-age.ts";
import { formatPrice } from "../i18n/formatters.ts";
import { implausibleExplanation, unchangedText } from "../i18n/price-texts.ts";
import "./official-price.css";

interface OfficialPriceProps {
  precio: number;
  /** The price's entry of the station's `productos` (its date and doubt), when the answer has one. */
  detail: StationPrice | undefined;
  /** ms since the epoch, for the age; without it (a list with no room for ages) none is shown. */
  now?: number;
}

export function OfficialPrice({ precio, detail, now }: OfficialPriceProps) {
  const unit = fuelUnit(detail?.producto ?? "");
  const days = precio > 0 && now !== undefined ? daysUnchanged(detail?.desde, now) : null;
  return (
    <>
      {detail?.dudoso ? (
        <span className="official-price implausible">
          <s>{formatPrice(precio, unit)}</s>
          <span className="price-doubt">{implausibleExplanation(detail.dudoso, detail.medianaProvincia, detail.producto)}</span>
        </span>
      ) : (
        <span className="official-price">{formatPrice(precio, unit)}</span>
      )}
      {days !== null && <span className="price-unchanged">{unchangedText(days)}</span>}
    </>
  );
}
