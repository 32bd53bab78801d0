// The words and the button of the cookie notice (SPEC §2, §4), drawn alike by the boot shell (before the
// stores load) and by the banner; the server sends the same markup in the page of a first visit
// (server/http/cookie-notice-html.ts; tests/app/shell/boot-shell.test.tsx keeps them the same).
import { Link } from "wouter";

export function CookieNotice({ onAccept }: { onAccept: () => void }) {
  return (
    <section className="cookie-banner" aria-label="Aviso de cookies">
      <p>
        Utilizamos cookies propias y de terceros para el funcionamiento de la web, analizar su uso y mostrarte
        publicidad. Más información en nuestra <Link href="/privacidad">política de privacidad</Link>.
      </p>
      <button type="button" className="button button-primary" onClick={onAccept}>
        Aceptar
      </button>
    </section>
  );
}
