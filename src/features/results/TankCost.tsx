// What filling the tank costs at this price (SPEC §9: deposito × price, 2 decimals), for a logged-in
// user whose profile has a tank size above 0; nothing otherwise. For the gases sold by weight the tank
// is counted in kg (a CNG car's tank is sold and rated in kg).
import { Trans } from "@lingui/react/macro";
import { formatTankCost } from "../../i18n/formatters.ts";
import type { FuelUnit } from "../../domain/fuels.ts";
import { isLoggedIn, useSessionStore } from "../../stores/session-store.ts";

export function TankCost({ price, unit = "l" }: { price: number; unit?: FuelUnit }) {
  const loggedIn = useSessionStore(isLoggedIn);
  const deposito = useSessionStore((state) => state.user?.deposito ?? 0);
  const cost = loggedIn ? formatTankCost(deposito, price) : null;
  if (!cost) return null;
  return (
    <p className="tank-cost">
      <Trans>
        Depósito lleno ({deposito} {unit}): <strong>{cost}</strong>
      </Trans>
    </p>
  );
}
