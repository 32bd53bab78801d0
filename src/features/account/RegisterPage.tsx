// Registration (SPEC §2, §4, §5): email, password twice with a show/hide toggle; mismatched passwords
// stop with a notice; success goes to registro-ok; a server refusal is shown, a lost connection logged.
import { Trans, useLingui } from "@lingui/react/macro";
import { useState, type FormEvent } from "react";
import { useLocation } from "wouter";
import { register } from "../../api/accounts.ts";
import { SNACK_DURATION, useUiStore } from "../../stores/ui-store.ts";
import { TextField } from "../../ui/TextField.tsx";
import { useFormState, validateFields } from "../../ui/form-state.ts";
import { screenTitle, usePageTitle } from "../../ui/page-title.ts";
import { PASSWORD_MISMATCH, REGISTER_LOADER_TEXT, registerSchemas, type RegisterForm } from "./register-form.ts";
import "./account.css";

export function RegisterPage() {
  const { t } = useLingui();
  usePageTitle(screenTitle(t`Registro`));
  const form = useFormState<RegisterForm>({ email: "", password: "", password2: "" }, (values) => validateFields(registerSchemas, values));
  const [showPasswords, setShowPasswords] = useState(false);
  const [, navigate] = useLocation();

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!form.valid) {
      form.touchAll();
      return;
    }
    const { showSnack, showLoader, hideLoader } = useUiStore.getState();
    if (form.values.password !== form.values.password2) {
      showSnack(t(PASSWORD_MISMATCH), { action: t`Aviso!`, duration: SNACK_DURATION.registration });
      return;
    }
    showLoader(t(REGISTER_LOADER_TEXT));
    const result = await register({ email: form.values.email.trim(), password: form.values.password });
    hideLoader();
    if (result.ok) {
      navigate("/registro-ok");
    } else if (result.reason !== "network") {
      // The server's reason is shown as it comes.
      const reason = result.message;
      showSnack(t`Ocurrió un error durante el proceso de registro, prueba mas tarde: ${reason}`, {
        action: t`Aviso!`,
        duration: SNACK_DURATION.registration,
      });
    }
  }

  const passwordType = showPasswords ? "text" : "password";
  return (
    <div className="account-layout">
      <section className="card" aria-labelledby="register-title">
        <h1 id="register-title">
          <Trans>Nueva cuenta</Trans>
        </h1>
        <form noValidate onSubmit={submit}>
          <TextField
            id="register-email"
            label={t`Email`}
            type="email"
            autoComplete="email"
            required
            {...form.textField("email")}
          />
          <TextField
            id="register-password"
            label={t`Contraseña`}
            type={passwordType}
            autoComplete="new-password"
            required
            {...form.textField("password")}
          />
          <TextField
            id="register-password2"
            label={t`Repite la contraseña`}
            type={passwordType}
            autoComplete="new-password"
            required
            {...form.textField("password2")}
          />
          <p className="password-toggle">
            <button
              type="button"
              className="button button-text"
              aria-pressed={showPasswords}
              onClick={() => setShowPasswords((shown) => !shown)}
            >
              <Trans>Mostrar contraseñas</Trans>
            </button>
          </p>
          <button type="submit" className="button button-primary" disabled={!form.valid}>
            <Trans>Registrarse</Trans>
          </button>
        </form>
      </section>
      <aside className="card" aria-labelledby="register-benefits">
        <h2 id="register-benefits">
          <Trans>Ventajas de registrarte</Trans>
        </h2>
        <ul className="benefits">
          <li>
            <Trans>Comenta y valora las gasolineras para ayudar a otros conductores.</Trans>
          </li>
          <li>
            <Trans>Conoce el importe total de llenar tu depósito en cada gasolinera.</Trans>
          </li>
          <li>
            <Trans>Crea rutas y encuentra las gasolineras más baratas del camino (próximamente).</Trans>
          </li>
        </ul>
      </aside>
    </div>
  );
}
