// Placeholder for the route creation form (nueva-ruta); the next issue replaces it.
import { ComingSoon } from "../shell/ComingSoon.tsx";

export function NewRoutePlaceholder() {
  return <ComingSoon title="Nueva ruta" />;
}
