// Placeholder for the station detail screen (station/:id); the next issue replaces it.
import { useParams } from "wouter";
import { ComingSoon } from "../shell/ComingSoon.tsx";

export function StationPlaceholder() {
  const { id } = useParams<{ id: string }>();
  return (
    <ComingSoon title="Gasolinera">
      <p>Estación {id}.</p>
    </ComingSoon>
  );
}
