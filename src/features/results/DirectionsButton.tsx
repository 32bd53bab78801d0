// The directions button of a card: opens the maps app (see use-directions.ts).
import type { DirectionsTarget } from "./use-directions.ts";
import { useDirections } from "./use-directions.ts";

interface DirectionsButtonProps {
  target: DirectionsTarget;
  /** Names the station for screen readers: "Cómo llegar a …". */
  stationName: string;
}

export function DirectionsButton({ target, stationName }: DirectionsButtonProps) {
  const open = useDirections();
  return (
    <button
      type="button"
      className="button button-secondary directions-button"
      aria-label={`Cómo llegar a ${stationName}`}
      onClick={() => open(target)}
    >
      <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path fill="currentColor" d="M21.7 11.3 12.7 2.3a1 1 0 0 0-1.4 0l-9 9a1 1 0 0 0 0 1.4l9 9a1 1 0 0 0 1.4 0l9-9a1 1 0 0 0 0-1.4zM14 14.5V12h-4v3H8v-4a1 1 0 0 1 1-1h5V7.5l3.5 3.5-3.5 3.5z" />
      </svg>
      Cómo llegar
    </button>
  );
}
