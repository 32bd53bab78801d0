// "Consumo y repostaje" on the configuration screen: litres per fill and l/100 km for the
// net saving of searches and routes. Kept on the device; for a logged-in driver, in the profile too.
import { Trans, useLingui } from "@lingui/react/macro";
import { useState, type FormEvent } from "react";
import { setUserData } from "../../api/accounts.ts";
import { DEFAULT_CONSUMPTION_L100KM, DEFAULT_FILL_LITRES } from "../../domain/fuel-use.ts";
import { useSavingStore } from "../../stores/saving-store.ts";
import { isLoggedIn, useSessionStore } from "../../stores/session-store.ts";
import { useUiStore } from "../../stores/ui-store.ts";
import { TextField } from "../../ui/TextField.tsx";
import { fuelUseValues, readFuelUse, type FuelUseErrors, type FuelUseValues } from "./fuel-use-form.ts";
import { formatDecimal } from "../../i18n/formatters.ts";

export function FuelUseSettings() {
  const { t } = useLingui();
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
      if (!saved.ok) return ui.showSnack(t`Guardado en este dispositivo, pero no se ha podido guardar en tu perfil.`, { action: t`Error` });
      useSessionStore.getState().setUser(saved.data ?? { ...profile, litros: read.litres, consumo: read.consumption });
    }
    ui.showSnack(t`Consumo y repostaje guardados`, { action: t`Bien!` });
  }

  const tankLitres = tank ? formatDecimal(tank, 0, 2) : null;
  const defaultLitres = formatDecimal(DEFAULT_FILL_LITRES, 0, 2);
  const defaultConsumption = formatDecimal(DEFAULT_CONSUMPTION_L100KM, 0, 2);

  return (
    <form className="fuel-use-form" noValidate onSubmit={(event) => void submit(event)} aria-labelledby="fuel-use-title">
      <h2 id="fuel-use-title">
        <Trans>Consumo y repostaje</Trans>
      </h2>
      <p className="muted">
        <Trans>Para calcular el ahorro neto de cada gasolinera: lo que ahorras en un repostaje menos el combustible que gastas en llegar.</Trans>
      </p>
      <TextField
        id="fuel-use-litres"
        label={t`Litros por repostaje`}
        inputMode="decimal"
        value={values.litres}
        onChange={(litres) => setValues((current) => ({ ...current, litres }))}
        error={errors.litres}
        hint={tankLitres ? t`Vacío: tu depósito (${tankLitres} l).` : t`Vacío: ${defaultLitres} l.`}
      />
      <TextField
        id="fuel-use-consumption"
        label={t`Consumo (l/100 km)`}
        inputMode="decimal"
        value={values.consumption}
        onChange={(consumption) => setValues((current) => ({ ...current, consumption }))}
        error={errors.consumption}
        hint={t`Vacío: ${defaultConsumption} l/100 km.`}
      />
      <button type="submit" className="button button-primary">
        <Trans>Guardar</Trans>
      </button>
    </form>
  );
}
