// Placeholder for the search results screen (search/:prod/:range/:long/:lat); the next issue replaces it.
import { useParams } from "wouter";
import { ComingSoon } from "../shell/ComingSoon.tsx";

export function SearchPlaceholder() {
  const { prod, range } = useParams<{ prod: string; range: string }>();
  return (
    <ComingSoon title="Mostrando las gasolineras más baratas en la zona">
      <p>
        Búsqueda: {prod}, {range} km.
      </p>
    </ComingSoon>
  );
}
