// A banner for as long as the browser has no connection: what is shown comes from the device.
import { Trans } from "@lingui/react/macro";
import { useOnline } from "./connectivity.ts";
import "./offline.css";

export function OfflineBanner() {
  const online = useOnline();
  if (online) return null;
  return (
    <div className="offline-banner" role="status">
      <strong>
        <Trans>Sin conexión</Trans>
      </strong>{" "}
      <span>
        <Trans>Se muestran los datos guardados en tu dispositivo.</Trans>
      </span>
    </div>
  );
}
