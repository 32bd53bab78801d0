// The litres and consumption the net saving is computed with: the logged-in driver's
// profile first, then what this device remembers, then the tank size (litres), then the defaults.
import { useMemo } from "react";
import { effectiveFuelUse, type FuelUse } from "../../domain/fuel-use.ts";
import { useSavingStore } from "../../stores/saving-store.ts";
import { isLoggedIn, useSessionStore } from "../../stores/session-store.ts";

/** The same, read once (outside React: the route search sends it to the server). */
export function currentFuelUse(): FuelUse {
  const session = useSessionStore.getState();
  const device = useSavingStore.getState();
  const profile = isLoggedIn(session) ? session.user : null;
  return effectiveFuelUse({ litres: profile?.litros ?? device.litres, consumption: profile?.consumo ?? device.consumption, tankLitres: profile?.deposito ?? null });
}

export function useFuelUse(): FuelUse {
  const loggedIn = useSessionStore(isLoggedIn);
  const user = useSessionStore((state) => state.user);
  const litres = useSavingStore((state) => state.litres);
  const consumption = useSavingStore((state) => state.consumption);
  const profile = loggedIn ? user : null;
  return useMemo(
    () =>
      effectiveFuelUse({
        litres: profile?.litros ?? litres,
        consumption: profile?.consumo ?? consumption,
        tankLitres: profile?.deposito ?? null,
      }),
    [profile, litres, consumption],
  );
}
