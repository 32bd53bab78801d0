// Under the price chart, one sentence from GET cuandorepostar for the driver's fuel: "Precio
// históricamente bajo: el más bajo del último año", else "Más caro que el 80 % de los días del último
// año", and, only where the province's own data shows a cheaper weekday, "En Zaragoza, el diésel suele
// costar 1,7 c€/l menos los lunes". Nothing while there is too little history to say it.
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { useCallback } from "react";
import { getWhenToFill } from "../../api/stations.ts";
import { MIN_DAYS_FOR_HISTORIC_LOW } from "../../domain/price-year.ts";
import { formatDecimal } from "../../i18n/formatters.ts";
import { productName } from "../../i18n/fuel-names.ts";
import { searchProductOf, type FuelKey } from "../../domain/fuels.ts";
import { useApiData } from "./use-api-data.ts";

/** "los lunes" … "los domingos": the weekday as a habit (1 = lunes). */
const WEEKDAYS_PLURAL = [
  msg`los lunes`, msg`los martes`, msg`los miércoles`, msg`los jueves`, msg`los viernes`, msg`los sábados`, msg`los domingos`,
];

/** "ZARAGOZA" → "Zaragoza", "CASTELLÓN / CASTELLÓ" → "Castellón / Castelló". */
export function provinceDisplayName(provincia: string): string {
  return provincia.toLocaleLowerCase("es").replace(/(^|[\s/(-])(\p{L})/gu, (_, before: string, letter: string) => before + letter.toLocaleUpperCase("es"));
}

export function WhenToFillNote({ stationId, fuel, provincia }: { stationId: string; fuel: FuelKey; provincia: string }) {
  const { t, i18n } = useLingui();
  const load = useCallback((id: string) => getWhenToFill(id, fuel), [fuel]);
  const [answer] = useApiData(load, stationId);
  if (answer.status !== "done") return null;
  const { historicamenteBajo, percentil, diasConDatos, mejorDia } = answer.data;
  const sentences: string[] = [];
  if (historicamenteBajo) sentences.push(t`Precio históricamente bajo: el más bajo del último año`);
  else if (diasConDatos >= MIN_DAYS_FOR_HISTORIC_LOW && percentil > 0) sentences.push(t`Más caro que el ${percentil} % de los días del último año`);
  if (mejorDia) {
    const province = provinceDisplayName(provincia);
    const combustible = productName(searchProductOf(fuel)).toLocaleLowerCase(i18n.locale);
    const ahorro = formatDecimal(mejorDia.ahorro * 100, 1, 1);
    const dias = i18n._(WEEKDAYS_PLURAL[mejorDia.dia - 1]!);
    sentences.push(t`En ${province}, el ${combustible} suele costar ${ahorro} c€/l menos ${dias}`);
  }
  if (sentences.length === 0) return null;
  return (
    <div className="when-to-fill" data-testid="when-to-fill">
      {sentences.map((sentence) => (
        <p key={sentence}>{sentence}</p>
      ))}
    </div>
  );
}
