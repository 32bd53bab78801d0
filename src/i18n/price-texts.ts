// What the screens say about a price or a route station that src/domain words in Spanish for the server
// too (price-age.ts, price-plausibility.ts, detour.ts), in the app's language. The Spanish reads exactly
// as the domain's. Called at render time: each call reads the language active then.
import { plural, t } from "@lingui/core/macro";
import { fuelUnit } from "../domain/fuels.ts";
import { MAX_BELOW_MEDIAN, plausibleRange, type ImplausibleReason } from "../domain/price-plausibility.ts";
import { formatDecimal, formatKm } from "./formatters.ts";

/** "sin cambios desde hoy", "sin cambios desde hace 1 día", "sin cambios desde hace 9 días". */
export function unchangedText(days: number): string {
  if (days === 0) return t`sin cambios desde hoy`;
  return plural(days, { one: "sin cambios desde hace # día", other: "sin cambios desde hace # días" });
}

/** "Desvío: 3,9 km · 5 min (estimado)": extra km and minutes, marked when no router measured them. */
export function detourText(detourKm: number, minutes: number, estimated: boolean | undefined): string {
  const km = formatKm(detourKm);
  return estimated ? t`Desvío: ${km} · ${minutes} min (estimado)` : t`Desvío: ${km} · ${minutes} min`;
}

const euros = (value: number): string => formatDecimal(value, 3, 3);

/** The explanation a driver reads beside a struck-through price. */
export function implausibleExplanation(reason: ImplausibleReason, provinceMedian: number | null | undefined, fuel?: string): string {
  const unit = `€/${fuelUnit(fuel ?? "")}`;
  if (reason === "fuera_de_rango") {
    const [low, high] = plausibleRange(fuel);
    const min = euros(low);
    const max = euros(high);
    return t`Precio dudoso: fuera del rango posible (${min}–${max} ${unit}). No lo tenemos en cuenta en las listas ni en las medias.`;
  }
  const percent = MAX_BELOW_MEDIAN * 100;
  if (provinceMedian == null) {
    return t`Precio dudoso: más de un ${percent} % por debajo de la mediana de la provincia. No lo tenemos en cuenta en las listas ni en las medias.`;
  }
  const median = euros(provinceMedian);
  return t`Precio dudoso: más de un ${percent} % por debajo de la mediana de la provincia (${median} ${unit}). No lo tenemos en cuenta en las listas ni en las medias.`;
}
