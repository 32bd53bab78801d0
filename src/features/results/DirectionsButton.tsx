// The directions button of a card: a compact arrow that opens the maps app (see use-directions.ts); its
// name says where to ("Cómo llegar a …").
import { useLingui } from "@lingui/react/macro";
import { DirectionsIcon } from "../../ui/icons.tsx";
import "../../ui/round-button.css";
import type { DirectionsTarget } from "./use-directions.ts";
import { useDirections } from "./use-directions.ts";

interface DirectionsButtonProps {
  target: DirectionsTarget;
  /** Names the station for screen readers: "Cómo llegar a …". */
  stationName: string;
}

export function DirectionsButton({ target, stationName }: DirectionsButtonProps) {
  const { t } = useLingui();
  const open = useDirections();
  const label = t`Cómo llegar a ${stationName}`;
  return (
    <button type="button" className="round-button directions-button" aria-label={label} title={label} onClick={() => open(target)}>
      <DirectionsIcon />
    </button>
  );
}
