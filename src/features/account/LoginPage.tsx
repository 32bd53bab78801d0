// Login (SPEC §2, §4, §5): email, password, 'Mantenerme conectado'; the button stays disabled while the
// form is invalid. Success stores the token and the login (on the device before anything says so), loads
// the profile and goes to welcome.
import { Trans, useLingui } from "@lingui/react/macro";
import { useState, type FormEvent } from "react";
import { Link, useLocation } from "wouter";
import { login } from "../../api/accounts.ts";
import { flushStorage } from "../../stores/idb-state-storage.ts";
import { useSessionStore } from "../../stores/session-store.ts";
import { useUiStore } from "../../stores/ui-store.ts";
import { TextField } from "../../ui/TextField.tsx";
import { useFormState, validateFields } from "../../ui/form-state.ts";
import { screenTitle, usePageTitle } from "../../ui/page-title.ts";
import { loadUserData } from "./load-user-data.ts";
import { LOGIN_FAILED_MESSAGE, LOGIN_LOADER_TEXT, loginSchemas, type LoginForm } from "./login-form.ts";
import "./account.css";

export function LoginPage() {
  const { t } = useLingui();
  usePageTitle(screenTitle(t`Login`));
  const form = useFormState<LoginForm>({ email: "", password: "", keep: false }, (values) => validateFields(loginSchemas, values));
  const [failed, setFailed] = useState(false);
  const [, navigate] = useLocation();
  const { showLoader, hideLoader } = useUiStore.getState();

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!form.valid) {
      form.touchAll();
      return;
    }
    const email = form.values.email.trim();
    showLoader(t(LOGIN_LOADER_TEXT));
    const result = await login({ email, password: form.values.password, keep: form.values.keep });
    if (!result.ok || !result.data) {
      hideLoader();
      setFailed(true);
      return;
    }
    setFailed(false);
    useSessionStore.getState().setAuth(result.data, email);
    // The driver is shown logged in only once the session (and the login merges it asks for) is on the
    // device: a phone closed or a page reloaded right after "Mi perfil" appears stays logged in.
    await flushStorage();
    hideLoader();
    void loadUserData();
    navigate("/welcome");
  }

  return (
    <div className="account-layout">
      <section className="card" aria-labelledby="login-title">
        <h1 id="login-title">
          <Trans>Login</Trans>
        </h1>
        <form noValidate onSubmit={submit}>
          {failed && (
            <p role="alert" className="form-alert">
              {t(LOGIN_FAILED_MESSAGE)}
            </p>
          )}
          <TextField
            id="login-email"
            label={t`Email`}
            type="email"
            autoComplete="email"
            required
            {...form.textField("email")}
          />
          <TextField
            id="login-password"
            label={t`Contraseña`}
            type="password"
            autoComplete="current-password"
            required
            {...form.textField("password")}
          />
          <label className="checkbox">
            <input type="checkbox" checked={form.values.keep} onChange={(event) => form.setValue("keep", event.target.checked)} />
            <Trans>Mantenerme conectado</Trans>
          </label>
          <button type="submit" className="button button-primary" disabled={!form.valid}>
            <Trans>Login</Trans>
          </button>
        </form>
      </section>
      <section className="card" aria-labelledby="login-new-account">
        <h2 id="login-new-account">
          <Trans>¿Todavía no tienes cuenta?</Trans>
        </h2>
        <p>
          <Trans>Regístrate gratis para ver cuánto te cuesta llenar el depósito y opinar sobre las gasolineras.</Trans>
        </p>
        <Link href="/registro" className="button button-secondary">
          <Trans>Create una cuenta</Trans>
        </Link>
      </section>
    </div>
  );
}
