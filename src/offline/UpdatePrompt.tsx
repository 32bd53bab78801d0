// Offers the new version of the app when one is waiting (workbox-window, register-sw.ts).
import { useSwUpdateStore } from "./sw-update-store.ts";
import "./offline.css";

export const UPDATE_TEXT = "Hay una versión nueva disponible";
export const UPDATE_BUTTON = "Actualizar";

export function UpdatePrompt() {
  const apply = useSwUpdateStore((state) => state.apply);
  if (!apply) return null;
  return (
    <div className="update-prompt" role="status">
      <span>{UPDATE_TEXT}</span>
      <button type="button" className="button button-primary" onClick={apply}>
        {UPDATE_BUTTON}
      </button>
    </div>
  );
}
