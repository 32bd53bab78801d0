// On a card where one of the driver's plans applies: the pump's price and the plan that makes "Tu
// precio" (the big price of the card).
import { formatPrice } from "../../domain/format.ts";
import type { DiscountPlan } from "../../domain/discounts.ts";
import { planName } from "../discounts/discount-text.ts";

export function DriverPriceNote({ pumpPrice, plan }: { pumpPrice: number; plan: DiscountPlan }) {
  return (
    <span className="driver-price-note">
      Surtidor {formatPrice(pumpPrice)} · {planName(plan)}
    </span>
  );
}
