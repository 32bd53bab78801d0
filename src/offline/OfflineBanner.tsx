// A banner for as long as the browser has no connection: what is shown comes from the device.
import { useOnline } from "./connectivity.ts";
import "./offline.css";

export const OFFLINE_TITLE = "Sin conexión";
export const OFFLINE_TEXT = "Se muestran los datos guardados en tu dispositivo.";

export function OfflineBanner() {
  const online = useOnline();
  if (online) return null;
  return (
    <div className="offline-banner" role="status">
      <strong>{OFFLINE_TITLE}</strong> <span>{OFFLINE_TEXT}</span>
    </div>
  );
}
