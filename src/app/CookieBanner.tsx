// The cookie banner (SPEC §2, §4): fixed at the bottom until Aceptar, then never again on this device.
import { useConsentStore } from "../stores/consent-store.ts";
import { CookieNotice } from "./CookieNotice.tsx";

export function CookieBanner() {
  const accepted = useConsentStore((state) => state.accepted);
  const accept = useConsentStore((state) => state.accept);
  if (accepted) return null;
  return <CookieNotice onAccept={accept} />;
}
