// registro-ok (SPEC §2): registration done, with the way to login.
import { Link } from "wouter";
import { screenTitle, usePageTitle } from "../../ui/page-title.ts";

export const REGISTER_DONE_MESSAGE = "Registro completado correctamente.";

export function RegisterDonePage() {
  usePageTitle(screenTitle("Registro completado"));
  return (
    <section className="card page-narrow">
      <h1>Registro completado</h1>
      <p>{REGISTER_DONE_MESSAGE}</p>
      <p>Te hemos enviado un correo electrónico con el enlace para validar tu cuenta.</p>
      <Link href="/login" className="button button-primary">
        Login
      </Link>
    </section>
  );
}
