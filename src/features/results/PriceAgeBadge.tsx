// A muted badge on a result card whose price has not changed for over a week: an old price
// may no longer be what the pump shows. Compact on the card ("🕓 225 d"), its full words
// ("sin cambios desde hace 225 días") for screen readers and on hover.
import { useLingui } from "@lingui/react/macro";
import { daysUnchanged, isPriceOld } from "../../domain/price-age.ts";
import { unchangedText } from "../../i18n/price-texts.ts";
import { useNow } from "../../offline/freshness.ts";
import { ClockIcon } from "../../ui/icons.tsx";

export function PriceAgeBadge({ desde }: { desde: string | undefined }) {
  const { t } = useLingui();
  const now = useNow();
  const days = daysUnchanged(desde, now);
  if (!isPriceOld(days)) return null;
  const words = unchangedText(days!);
  return (
    <span className="price-age-badge" title={words}>
      <ClockIcon />
      <span aria-hidden="true">{t({ message: `${days} d`, comment: "Days, as short as it goes: '225 d'" })}</span>
      <span className="visually-hidden">{words}</span>
    </span>
  );
}
