// What a price alert's push message shows and where a tap on it goes, apart from the worker's
// events (alert-notifications.ts) so it can be tested without a worker.
import * as v from "valibot";
import { alertNotification } from "../src/domain/contract/alerts.ts";

export interface ShownNotification {
  title: string;
  options: { body: string; tag?: string; icon: string; badge: string; data: { url: string } };
}

const ICON = "/icons/icon-192.png";

/** The app's local data (src/stores/idb-state-storage.ts) and the key it keeps the fallback words under
 * (src/stores/storage-keys.ts, alertFallback): the worker cannot import the app's stores. */
export const APP_DATA = { database: "gasolinaeco", store: "local-data", fallbackKey: "gasolinaeco_aviso_generico" } as const;

/** Said for a message we cannot read when the app has not left its own words (src/i18n/i18n.ts). */
export const FALLBACK_BODY = "Ha bajado el precio de uno de tus avisos.";

/**
 * The notification for a push message's JSON; a message we cannot read still says something
 * (userVisibleOnly), in the app's language when the app left its words (`fallbackBody`).
 */
export function notificationOf(data: unknown, fallbackBody: string = FALLBACK_BODY): ShownNotification {
  const parsed = v.safeParse(alertNotification, data);
  if (!parsed.success) {
    return { title: "GasolinaEco", options: { body: fallbackBody, icon: ICON, badge: ICON, data: { url: "/alertas" } } };
  }
  const n = parsed.output;
  return { title: n.titulo, options: { body: n.cuerpo, tag: `alerta-${n.idAlerta}`, icon: ICON, badge: ICON, data: { url: n.url } } };
}

/** The address a tap opens: the notification's path in the app, never "//other.host" or a full address. */
export function notificationTarget(data: unknown, origin: string): string {
  const wanted = (data as { url?: unknown } | null | undefined)?.url;
  const path = typeof wanted === "string" && /^\/(?![/\\])/.test(wanted) ? wanted : "/alertas";
  return new URL(path, origin).href;
}
