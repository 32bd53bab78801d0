// validaremail/:id (SPEC §2, §4): validates the e-mail with the token of the link. On success a thanks
// message (and a login button when not logged in); on failure nothing visible changes (SPEC §8).
import { useEffect, useState } from "react";
import { Link, useParams } from "wouter";
import { validateEmail } from "../../api/accounts.ts";
import { isLoggedIn, useSessionStore } from "../../stores/session-store.ts";
import { screenTitle, usePageTitle } from "../../ui/page-title.ts";

export const VALIDATING_MESSAGE = "Validando tu correo electrónico...";
export const VALIDATED_MESSAGE = "Gracias, tu correo electrónico ha quedado validado.";

export function ValidateEmailPage() {
  usePageTitle(screenTitle("Validar correo electrónico"));
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
      <h1>Validar correo electrónico</h1>
      <p role="status">{validated ? VALIDATED_MESSAGE : VALIDATING_MESSAGE}</p>
      {validated && !loggedIn && (
        <Link href="/login" className="button button-primary">
          Login
        </Link>
      )}
    </section>
  );
}
