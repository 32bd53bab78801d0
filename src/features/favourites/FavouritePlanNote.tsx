// Over a favourite's prices, where one of the driver's discount plans applies: the plan that makes its
// "Tu precio" ("Tu precio con Repsol −10 c€/l"), said once for the prices in bold under it. Two plans of one brand can each win on different fuels
// (a % one on the dearer fuels, a c€/l one on the cheaper): each is then named with its fuels.
import { useLingui } from "@lingui/react/macro";
import { planName } from "../discounts/discount-text.ts";
import { plansApplied, type FavouriteRow } from "./favourite-rows.ts";

export function FavouritePlanNote({ row }: { row: FavouriteRow }) {
  const { t } = useLingui();
  const applied = plansApplied(row);
  if (applied.length === 0) return null;
  // One plan by its name; several each with its fuels, "A (…) y B (…)".
  const plans =
    applied.length === 1
      ? planName(applied[0]!.plan)
      : applied.map(({ plan, fuels }) => `${planName(plan)} (${fuels.join(", ")})`).reduce((first, next) => t`${first} y ${next}`);
  return <p className="favourite-plan-note">{t`Tu precio con ${plans}`}</p>;
}
