// A station's net saving on its card: the figure, green when it saves, and one tap away
// the sum behind it (reference price, litres, the fuel burnt getting there).
import { t } from "@lingui/core/macro";
import { Trans } from "@lingui/react/macro";
import { useId, useState } from "react";
import type { FuelUnit } from "../../domain/fuels.ts";
import { formatDecimal, formatPrice } from "../../i18n/formatters.ts";
import { activeLocale } from "../../i18n/i18n.ts";
import type { SavingFigures } from "./shown-stations.ts";

// Written without Intl, as every number of the results screen (src/domain/locale-number.ts), and placed
// as src/domain/format.ts places euros: "1,81 €", and in English "€1.81" (the sign before it: "-€2.43").
export function formatEuros(euros: number): string {
  if (activeLocale() !== "en") return `${formatDecimal(euros, 2, 2)}\u00a0€`;
  const digits = formatDecimal(Math.abs(euros), 2, 2);
  return euros < 0 ? `-€${digits}` : `€${digits}`;
}
const oneDecimal = (n: number) => formatDecimal(n, 0, 1);

/** The sum behind the figure, in one sentence; called at render time, in the language active then. */
export function explainSaving(price: number, s: SavingFigures, unit: FuelUnit = "l"): string {
  const onFill = (s.referencia - price) * s.litros;
  const burnt = ((s.kmExtra * s.consumo) / 100) * price;
  const reference = `${formatPrice(s.referencia, unit)}${unit === "l" ? "/l" : ""}`;
  const amount = formatEuros(Math.abs(onFill));
  const litres = oneDecimal(s.litros);
  const fuelCost = formatEuros(burnt);
  const km = oneDecimal(s.kmExtra);
  const consumption = oneDecimal(s.consumo);
  // One whole sentence per case: the reference and the trip bend differently in each language.
  if (s.referenciaTipo === "cercana") {
    return onFill >= 0
      ? t`Frente a la gasolinera más cercana (${reference}): ahorras ${amount} en ${litres} ${unit}, menos ${fuelCost} del combustible de ir y volver (${km} km a ${consumption} l/100 km).`
      : t`Frente a la gasolinera más cercana (${reference}): pagas de más ${amount} en ${litres} ${unit}, menos ${fuelCost} del combustible de ir y volver (${km} km a ${consumption} l/100 km).`;
  }
  return onFill >= 0
    ? t`Frente al precio medio de la ruta (${reference}): ahorras ${amount} en ${litres} ${unit}, menos ${fuelCost} del combustible del desvío (${km} km a ${consumption} l/100 km).`
    : t`Frente al precio medio de la ruta (${reference}): pagas de más ${amount} en ${litres} ${unit}, menos ${fuelCost} del combustible del desvío (${km} km a ${consumption} l/100 km).`;
}

export function NetSaving({ price, saving, unit = "l" }: { price: number; saving: SavingFigures; unit?: FuelUnit }) {
  const [open, setOpen] = useState(false);
  const explanationId = useId();
  const tone = saving.ahorro > 0 ? "net-saving-positive" : saving.ahorro < 0 ? "net-saving-negative" : "";
  const figure = formatEuros(saving.ahorro);
  return (
    <div className="net-saving">
      <button
        type="button"
        className={`net-saving-figure ${tone}`}
        aria-expanded={open}
        aria-controls={explanationId}
        onClick={() => setOpen((shown) => !shown)}
      >
        <Trans>
          Ahorro neto: <strong>{figure}</strong>
        </Trans>
      </button>
      <p id={explanationId} className="net-saving-explained" hidden={!open}>
        {explainSaving(price, saving, unit)}
      </p>
    </div>
  );
}
