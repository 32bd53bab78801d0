// A station's net saving on its card: the figure, green when it saves, and one tap away
// the sum behind it (reference price, litres, the fuel burnt getting there).
import { useId, useState } from "react";
import { formatPrice } from "../../domain/format.ts";
import type { FuelUnit } from "../../domain/fuels.ts";
import { formatDecimal } from "../../domain/locale-number.ts";
import type { SavingFigures } from "./shown-stations.ts";

// Written without Intl, as every number of the results screen (src/domain/locale-number.ts).
export const formatEuros = (euros: number) => `${formatDecimal(euros, 2, 2)}\u00a0€`;
const oneDecimal = (n: number) => formatDecimal(n, 0, 1);

export function explainSaving(price: number, s: SavingFigures, unit: FuelUnit = "l"): string {
  const reference = s.referenciaTipo === "cercana" ? "la gasolinera más cercana" : "el precio medio de la ruta";
  const trip = s.referenciaTipo === "cercana" ? "ir y volver" : "el desvío";
  const onFill = (s.referencia - price) * s.litros;
  const burnt = ((s.kmExtra * s.consumo) / 100) * price;
  return (
    `Frente a ${reference} (${formatPrice(s.referencia, unit)}${unit === "l" ? "/l" : ""}): ${onFill >= 0 ? "ahorras" : "pagas de más"} ${formatEuros(Math.abs(onFill))} ` +
    `en ${oneDecimal(s.litros)} ${unit}, menos ${formatEuros(burnt)} del combustible de ${trip} ` +
    `(${oneDecimal(s.kmExtra)} km a ${oneDecimal(s.consumo)} l/100 km).`
  );
}

export function NetSaving({ price, saving, unit = "l" }: { price: number; saving: SavingFigures; unit?: FuelUnit }) {
  const [open, setOpen] = useState(false);
  const explanationId = useId();
  const tone = saving.ahorro > 0 ? "net-saving-positive" : saving.ahorro < 0 ? "net-saving-negative" : "";
  return (
    <div className="net-saving">
      <button
        type="button"
        className={`net-saving-figure ${tone}`}
        aria-expanded={open}
        aria-controls={explanationId}
        onClick={() => setOpen((shown) => !shown)}
      >
        Ahorro neto: <strong>{formatEuros(saving.ahorro)}</strong>
      </button>
      <p id={explanationId} className="net-saving-explained" hidden={!open}>
        {explainSaving(price, saving, unit)}
      </p>
    </div>
  );
}
