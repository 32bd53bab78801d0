// "Desvío máximo": how far off the route a station may be, 0,5 km (SPEC) to 5 km. Kept on
// the device; the route form and the route results both offer it.
import { Trans } from "@lingui/react/macro";
import { useId } from "react";
import { DETOUR_CHOICES, useSavingStore, type DetourChoice } from "../../stores/saving-store.ts";
import { formatDecimal } from "../../i18n/formatters.ts";
import "./route.css";

/** "500 m", "1 km", "2 km", "5 km", in the app's notation. */
export function detourLabel(km: number): string {
  return km < 1 ? `${Math.round(km * 1000)} m` : `${formatDecimal(km, 0, 2)} km`;
}

/** `inline`: label and choice on one line (the route results, where the stations come first). */
export function DetourSelect({ inline = false }: { inline?: boolean }) {
  const id = useId();
  const detourKm = useSavingStore((state) => state.detourKm);
  const setDetourKm = useSavingStore((state) => state.setDetourKm);
  return (
    <div className={inline ? "field detour-select detour-select-inline" : "field detour-select"}>
      <label htmlFor={id}>
        <Trans>Desvío máximo</Trans>
      </label>
      <select id={id} value={detourKm} onChange={(event) => setDetourKm(Number(event.target.value) as DetourChoice)}>
        {DETOUR_CHOICES.map((km) => (
          <option key={km} value={km}>
            {detourLabel(km)}
          </option>
        ))}
      </select>
    </div>
  );
}
