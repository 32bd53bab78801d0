// Offers the new version of the app when one is waiting (workbox-window, register-sw.ts).
import { Trans } from "@lingui/react/macro";
import { useSwUpdateStore } from "./sw-update-store.ts";
import "./offline.css";

export function UpdatePrompt() {
  const apply = useSwUpdateStore((state) => state.apply);
  if (!apply) return null;
  return (
    <div className="update-prompt" role="status">
      <span>
        <Trans>Hay una versión nueva disponible</Trans>
      </span>
      <button type="button" className="button button-primary" onClick={apply}>
        <Trans>Actualizar</Trans>
      </button>
    </div>
  );
}
