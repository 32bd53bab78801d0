// What filling the tank costs at this price (SPEC §9: deposito × price, 2 decimals), for a logged-in
// user whose profile has a tank size above 0; nothing otherwise.
import { formatTankCost } from "../../domain/format.ts";
import { isLoggedIn, useSessionStore } from "../../stores/session-store.ts";

export function TankCost({ price }: { price: number }) {
  const loggedIn = useSessionStore(isLoggedIn);
  const deposito = useSessionStore((state) => state.user?.deposito ?? 0);
  const cost = loggedIn ? formatTankCost(deposito, price) : null;
  if (!cost) return null;
  return (
    <p className="tank-cost">
      Depósito lleno ({deposito} l): <strong>{cost}</strong>
    </p>
  );
}
