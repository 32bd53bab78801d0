// On a card where one of the driver's plans applies: the pump's price and the plan that makes "Tu
// precio" (the big price of the card).
import { Trans } from "@lingui/react/macro";
import { formatPrice } from "../../i18n/formatters.ts";
import type { FuelUnit } from "../../domain/fuels.ts";
import type { DiscountPlan } from "../../domain/discounts.ts";
import { planName } from "../discounts/discount-text.ts";

export function DriverPriceNote({ pumpPrice, plan, unit = "l" }: { pumpPrice: number; plan: DiscountPlan; unit?: FuelUnit }) {
  const price = formatPrice(pumpPrice, unit);
  const discount = planName(plan);
  return (
    <span className="driver-price-note">
      <Trans>
        Surtidor {price} · {discount}
      </Trans>
    </span>
  );
}
