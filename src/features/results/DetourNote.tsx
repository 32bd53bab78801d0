// How far a route station takes the driver off the route: extra km and minutes, marked
// "estimado" when no router measured it.
import { detourText } from "../../i18n/price-texts.ts";

export function DetourNote({ km, min, estimated }: { km: number; min: number; estimated: boolean | undefined }) {
  return <p className="station-card-detour">{detourText(km, min, estimated)}</p>;
}
