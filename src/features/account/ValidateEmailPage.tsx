// validaremail/:id (SPEC §2, §4): validates the e-mail with the token of the link. On success a thanks
// message (and a login button when not logged in); on failure nothing visible changes (SPEC §8).
import { Trans, useLingui } from "@lingui/react/macro";
import { useEffect, useState } from "react";
import { Link, useParams } from "wouter";
import { validateEmail } from "../../api/accounts.ts";
import { isLoggedIn, useSessionStore } from "../../stores/session-store.ts";
import { screenTitle, usePageTitle } from "../../ui/page-title.ts";

export function ValidateEmailPage() {
  const { t } = useLingui();
  const title = t`Validar correo electrónico`;
  usePageTitle(screenTitle(title));
  const { id } = useParams<{ id: string }>();
  const loggedIn = useSessionStore(isLoggedIn);
  const [validated, setValidated] = useState(false);

  useEffect(() => {
    // Results are never dropped: with a second run (StrictMode) the first success must still count.
    void validateEmail(id).then((result) => {
      if (result.ok) setValidated(true);
    });
  }, [id]);

  return (
    <section className="card page-narrow">
      <h1>{title}</h1>
      <p role="status">
        {validated ? <Trans>Gracias, tu correo electrónico ha quedado validado.</Trans> : <Trans>Validando tu correo electrónico...</Trans>}
      </p>
      {validated && !loggedIn && (
        <Link href="/login" className="button button-primary">
          <Trans>Login</Trans>
        </Link>
      )}
    </section>
  );
}
