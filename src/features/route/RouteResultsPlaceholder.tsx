// Placeholder for the route results (ruta/:prod/:lon1/:lat1/:lon2/:lat2); the next issue replaces it.
import { ComingSoon } from "../shell/ComingSoon.tsx";

export function RouteResultsPlaceholder() {
  return <ComingSoon title="Mostrando las mejores gasolineras en la ruta" />;
}
