// registro-ok (SPEC §2): registration done, with the way to login.
import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "wouter";
import { screenTitle, usePageTitle } from "../../ui/page-title.ts";

export function RegisterDonePage() {
  const { t } = useLingui();
  const title = t`Registro completado`;
  usePageTitle(screenTitle(title));
  return (
    <section className="card page-narrow">
      <h1>{title}</h1>
      <p>
        <Trans>Registro completado correctamente.</Trans>
      </p>
      <p>
        <Trans>Te hemos enviado un correo electrónico con el enlace para validar tu cuenta.</Trans>
      </p>
      <Link href="/login" className="button button-primary">
        <Trans>Login</Trans>
      </Link>
    </section>
  );
}
