// Login rules and messages (SPEC §5, §8).
import * as v from "valibot";
import type { FieldSchemas } from "../../ui/form-state.ts";

export const LOGIN_EMAIL_ERROR = "Introduce un correo válido";
export const LOGIN_PASSWORD_ERROR = "Campo obligatorio, min. 6 caracteres";
export const LOGIN_FAILED_MESSAGE =
  "El proceso de identificación ha fallado, por favor revisa las credenciales y vuelvelo a intentar.";
export const LOGIN_LOADER_TEXT = "login...";

export interface LoginForm {
  email: string;
  password: string;
  keep: boolean;
}

export const loginSchemas: FieldSchemas<LoginForm> = {
  email: v.pipe(v.string(), v.trim(), v.nonEmpty(LOGIN_EMAIL_ERROR), v.email(LOGIN_EMAIL_ERROR)),
  password: v.pipe(v.string(), v.nonEmpty(LOGIN_PASSWORD_ERROR), v.minLength(6, LOGIN_PASSWORD_ERROR)),
};
