// Registration rules and messages (SPEC §5, §8).
import * as v from "valibot";
import type { FieldSchemas } from "../../ui/form-state.ts";

export const EMAIL_REQUIRED = "Email obligatorio";
export const EMAIL_INVALID = "Email incorrecto";
export const PASSWORD_TOO_SHORT = "min. 6 caracteres";
export const PASSWORD_MISMATCH = "Las passwords no coinciden.";
export const REGISTER_FAILED_PREFIX = "Ocurrió un error durante el proceso de registro, prueba mas tarde: ";
export const REGISTER_LOADER_TEXT = "Registrando...";

export interface RegisterForm {
  email: string;
  password: string;
  password2: string;
}

const password = v.pipe(v.string(), v.nonEmpty(PASSWORD_TOO_SHORT), v.minLength(6, PASSWORD_TOO_SHORT));

export const registerSchemas: FieldSchemas<RegisterForm> = {
  email: v.pipe(v.string(), v.trim(), v.nonEmpty(EMAIL_REQUIRED), v.email(EMAIL_INVALID)),
  password,
  password2: password,
};
