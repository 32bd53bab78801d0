// Over a favourite's prices, where one of the driver's discount plans applies: the plan that makes its
// "Tu precio" ("Tu precio con Repsol −10 c€/l"), said once for the prices in bold under it. Two plans of one brand can each win on different fuels
// (a % one on the dearer fuels, a c€/l one on the cheaper): each is then named with its fuels.
import { planName } from "../discounts/discount-text.ts";
import { plansApplied, type FavouriteRow } from "./favourite-rows.ts";

export function FavouritePlanNote({ row }: { row: FavouriteRow }) {
  const applied = plansApplied(row);
  if (applied.length === 0) return null;
  const text =
    applied.length === 1
      ? `Tu precio con ${planName(applied[0]!.plan)}`
      : `Tu precio con ${applied.map(({ plan, fuels }) => `${planName(plan)} (${fuels.join(", ")})`).join(" y ")}`;
  return <p className="favourite-plan-note">{text}</p>;
}
