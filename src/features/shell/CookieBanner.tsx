// The cookie banner (SPEC §2, §4): fixed at the bottom until Aceptar, then never again on this device.
import { Link } from "wouter";
import { useConsentStore } from "../../stores/consent-store.ts";

export function CookieBanner() {
  const accepted = useConsentStore((state) => state.accepted);
  const accept = useConsentStore((state) => state.accept);
  if (accepted) return null;
  return (
    <section className="cookie-banner" aria-label="Aviso de cookies">
      <p>
        Utilizamos cookies propias y de terceros para el funcionamiento de la web, analizar su uso y mostrarte
        publicidad. Más información en nuestra <Link href="/privacidad">política de privacidad</Link>.
      </p>
      <button type="button" className="button button-primary" onClick={accept}>
        Aceptar
      </button>
    </section>
  );
}
