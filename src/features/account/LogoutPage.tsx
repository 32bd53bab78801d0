// logout (SPEC §2): ends the session (token and login removed, SPEC §4) and says so. The token is
// also revoked on the server, so a copy of it stops working (a 401 that brought us here needs nothing).
import { Trans, useLingui } from "@lingui/react/macro";
import { useEffect } from "react";
import { Link } from "wouter";
import { revokeToken } from "../../api/accounts.ts";
import { useSessionStore } from "../../stores/session-store.ts";
import { screenTitle, usePageTitle } from "../../ui/page-title.ts";

export function LogoutPage() {
  const { t } = useLingui();
  const title = t`Sesión cerrada`;
  usePageTitle(screenTitle(title));
  useEffect(() => {
    const { token, logout } = useSessionStore.getState();
    if (token) void revokeToken(token);
    logout();
  }, []);
  return (
    <section className="card page-narrow">
      <h1>{title}</h1>
      <p>
        <Trans>Sesión cerrada correctamente.</Trans>
      </p>
      <p className="actions">
        <Link href="/login" className="button button-primary">
          <Trans>Login</Trans>
        </Link>
        <Link href="/welcome" className="button button-secondary">
          <Trans>Volver al inicio</Trans>
        </Link>
      </p>
    </section>
  );
}
