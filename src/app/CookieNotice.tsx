// The words and the button of the cookie notice (SPEC §2, §4), true to what the app stores: its own two
// cookies (the XSRF token and this notice's answer) and the driver's data on the device. Drawn alike by
// the boot shell (before the stores load) and by the banner; the server sends the same markup in the
// page of a first visit (server/web/cookie-notice-html.ts; tests/app/shell/boot-shell.test.tsx keeps
// them the same in Spanish).
import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "wouter";

export function CookieNotice({ onAccept }: { onAccept: () => void }) {
  const { t } = useLingui();
  return (
    <section className="cookie-banner" aria-label={t`Aviso de cookies`}>
      <p>
        <Trans>
          Solo usamos cookies técnicas propias y tus preferencias se quedan en este dispositivo: sin analítica ni
          publicidad. Más en la <Link href="/privacidad">política de privacidad</Link>.
        </Trans>
      </p>
      <button type="button" className="button button-primary" onClick={onAccept}>
        <Trans>Aceptar</Trans>
      </button>
    </section>
  );
}
