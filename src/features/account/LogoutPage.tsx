// logout (SPEC §2): ends the session (token and login removed, SPEC §4) and says so. The token is
// also revoked on the server, so a copy of it stops working (a 401 that brought us here needs nothing).
import { useEffect } from "react";
import { Link } from "wouter";
import { revokeToken } from "../../api/accounts.ts";
import { useSessionStore } from "../../stores/session-store.ts";
import { screenTitle, usePageTitle } from "../../ui/page-title.ts";

export const SESSION_CLOSED_MESSAGE = "Sesión cerrada correctamente.";

export function LogoutPage() {
  usePageTitle(screenTitle("Sesión cerrada"));
  useEffect(() => {
    const { token, logout } = useSessionStore.getState();
    if (token) void revokeToken(token);
    logout();
  }, []);
  return (
    <section className="card page-narrow">
      <h1>Sesión cerrada</h1>
      <p>{SESSION_CLOSED_MESSAGE}</p>
      <p className="actions">
        <Link href="/login" className="button button-primary">
          Login
        </Link>
        <Link href="/welcome" className="button button-secondary">
          Volver al inicio
        </Link>
      </p>
    </section>
  );
}
