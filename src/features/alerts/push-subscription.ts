// This browser's push subscription for price alerts: asks for the notifications permission,
// registers the service worker now if the delayed registration (src/offline/register-sw.ts) has not
// happened yet, and subscribes with the server's VAPID key. Returns a typed outcome, never throws.
import { msg } from "@lingui/core/macro";
import { getPushKey } from "../../api/alerts.ts";
import type { PushSubscriptionJson } from "../../domain/contract/alerts.ts";
import { i18n } from "../../i18n/i18n.ts";
import { SW_URL } from "../../offline/register-sw.ts";

export type SubscribeOutcome = { ok: true; subscription: PushSubscriptionJson } | { ok: false; message: string };

// Resolved when the outcome is made, in the language the driver reads then.
export const PUSH_UNSUPPORTED = msg`Este navegador no puede recibir avisos. Inicia sesión con tu correo validado para recibirlos por correo.`;
export const PUSH_DENIED = msg`Has bloqueado las notificaciones de GasolinaEco: permítelas en los ajustes del navegador para recibir avisos.`;
export const PUSH_FAILED = msg`No se han podido activar los avisos en este navegador (su servicio de notificaciones no responde). Inténtalo más tarde o inicia sesión para recibirlos por correo.`;

export function pushSupported(): boolean {
  return typeof window !== "undefined" && "serviceWorker" in navigator && "PushManager" in window && "Notification" in window;
}

async function registration(): Promise<ServiceWorkerRegistration> {
  const existing = await navigator.serviceWorker.getRegistration("/");
  if (existing) return existing;
  await navigator.serviceWorker.register(SW_URL, { scope: "/" });
  return navigator.serviceWorker.ready;
}

function asJson(subscription: PushSubscription): PushSubscriptionJson | null {
  const json = subscription.toJSON();
  if (!json.endpoint || !json.keys?.p256dh || !json.keys.auth) return null;
  return { endpoint: json.endpoint, expirationTime: json.expirationTime ?? null, keys: { p256dh: json.keys.p256dh, auth: json.keys.auth } };
}

/** The subscription this browser already has, without asking anything. */
export async function currentSubscription(): Promise<PushSubscriptionJson | null> {
  if (!pushSupported()) return null;
  try {
    const existing = await navigator.serviceWorker.getRegistration("/");
    const subscription = await existing?.pushManager.getSubscription();
    return subscription ? asJson(subscription) : null;
  } catch {
    return null;
  }
}

export async function subscribeToPush(): Promise<SubscribeOutcome> {
  if (!pushSupported()) return { ok: false, message: i18n._(PUSH_UNSUPPORTED) };
  const permission = await Notification.requestPermission();
  if (permission !== "granted") return { ok: false, message: i18n._(PUSH_DENIED) };
  const key = await getPushKey();
  if (!key.ok || !key.data) return { ok: false, message: key.ok ? i18n._(PUSH_FAILED) : key.message };
  try {
    const reg = await registration();
    const subscription = (await reg.pushManager.getSubscription())
      ?? (await reg.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key.data.clave }));
    const json = asJson(subscription);
    return json ? { ok: true, subscription: json } : { ok: false, message: i18n._(PUSH_FAILED) };
  } catch (error) {
    console.warn("[avisos] no se pudo suscribir a las notificaciones:", error);
    return { ok: false, message: i18n._(PUSH_FAILED) };
  }
}
