// Login rules and messages (SPEC §5, §8). Messages are resolved when shown, in the app's language.
import { msg } from "@lingui/core/macro";
import * as v from "valibot";
import { i18n } from "../../i18n/i18n.ts";
import type { FieldSchemas } from "../../ui/form-state.ts";

export const LOGIN_EMAIL_ERROR = msg`Introduce un correo válido`;
export const LOGIN_PASSWORD_ERROR = msg`Campo obligatorio, min. 6 caracteres`;
export const LOGIN_FAILED_MESSAGE = msg`El proceso de identificación ha fallado, por favor revisa las credenciales y vuelvelo a intentar.`;
export const LOGIN_LOADER_TEXT = msg`login...`;

export interface LoginForm {
  email: string;
  password: string;
  keep: boolean;
}

// Valibot calls these at each validation (every render), so a language change shows at once.
const emailError = () => i18n._(LOGIN_EMAIL_ERROR);
const passwordError = () => i18n._(LOGIN_PASSWORD_ERROR);

export const loginSchemas: FieldSchemas<LoginForm> = {
  email: v.pipe(v.string(), v.trim(), v.nonEmpty(emailError), v.email(emailError)),
  password: v.pipe(v.string(), v.nonEmpty(passwordError), v.minLength(6, passwordError)),
};
