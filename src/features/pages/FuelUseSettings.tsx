// "Consumo y repostaje" on the configuration screen: litres per fill and l/100 km for the
// net saving of searches and routes. Kept on the device; for a logged-in driver, in the profile too.
import { useState, type FormEvent } from "react";
import { setUserData } from "../../api/accounts.ts";
import { DEFAULT_CONSUMPTION_L100KM, DEFAULT_FILL_LITRES } from "../../domain/fuel-use.ts";
import { useSavingStore } from "../../stores/saving-store.ts";
import { isLoggedIn, useSessionStore } from "../../stores/session-store.ts";
import { useUiStore } from "../../stores/ui-store.ts";
import { TextField } from "../../ui/TextField.tsx";
import { fuelUseValues, readFuelUse, type FuelUseErrors, type FuelUseValues } from "./fuel-use-form.ts";
import { formatDecimal } from "../../domain/locale-number.ts";

export const FUEL_USE_SAVED = "Consumo y repostaje guardados";
export const FUEL_USE_PROFILE_FAILED = "Guardado en este dispositivo, pero no se ha podido guardar en tu perfil.";

export function FuelUseSettings() {
  const loggedIn = useSessionStore(isLoggedIn);
  const user = useSessionStore((state) => state.user);
  const device = useSavingStore();
  const profile = loggedIn ? user : null;
  const [values, setValues] = useState<FuelUseValues>(() =>
    fuelUseValues(profile?.litros ?? device.litres, profile?.consumo ?? device.consumption),
  );
  const [errors, setErrors] = useState<FuelUseErrors>({});
  const tank = profile && profile.deposito > 0 ? profile.deposito : null;

  async function submit(event: FormEvent) {
    event.preventDefault();
    const read = readFuelUse(values);
    if (!read.ok) {
      setErrors(read.errors);
      return;
    }
    setErrors({});
    device.setFuelUse(read.litres, read.consumption);
    const ui = useUiStore.getState();
    if (profile) {
      const { username, tipovehiculo, istaxi, marcavehiculo, deposito } = profile;
      const saved = await setUserData({ username, tipovehiculo: tipovehiculo ?? null, istaxi, marcavehiculo: marcavehiculo ?? null, deposito, litros: read.litres, consumo: read.consumption });
      if (!saved.ok) return ui.showSnack(FUEL_USE_PROFILE_FAILED, { action: "Error" });
      useSessionStore.getState().setUser(saved.data ?? { ...profile, litros: read.litres, consumo: read.consumption });
    }
    ui.showSnack(FUEL_USE_SAVED, { action: "Bien!" });
  }

  return (
    <form className="fuel-use-form" noValidate onSubmit={(event) => void submit(event)} aria-labelledby="fuel-use-title">
      <h2 id="fuel-use-title">Consumo y repostaje</h2>
      <p className="muted">
        Para calcular el ahorro neto de cada gasolinera: lo que ahorras en un repostaje menos el combustible que gastas en llegar.
      </p>
      <TextField
        id="fuel-use-litres"
        label="Litros por repostaje"
        inputMode="decimal"
        value={values.litres}
        onChange={(litres) => setValues((current) => ({ ...current, litres }))}
        error={errors.litres}
        hint={tank ? `Vacío: tu depósito (${tank} l).` : `Vacío: ${DEFAULT_FILL_LITRES} l.`}
      />
      <TextField
        id="fuel-use-consumption"
        label="Consumo (l/100 km)"
        inputMode="decimal"
        value={values.consumption}
        onChange={(consumption) => setValues((current) => ({ ...current, consumption }))}
        error={errors.consumption}
        hint={`Vacío: ${formatDecimal(DEFAULT_CONSUMPTION_L100KM, 0, 2)} l/100 km.`}
      />
      <button type="submit" className="button button-primary">
        Guardar
      </button>
    </form>
  );
}
