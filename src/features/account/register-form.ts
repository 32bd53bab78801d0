// Registration rules and messages (SPEC §5, §8). Messages are resolved when shown, in the app's language.
import { msg } from "@lingui/core/macro";
import * as v from "valibot";
import { i18n } from "../../i18n/i18n.ts";
import type { FieldSchemas } from "../../ui/form-state.ts";

export const EMAIL_REQUIRED = msg`Email obligatorio`;
export const EMAIL_INVALID = msg`Email incorrecto`;
export const PASSWORD_TOO_SHORT = msg`min. 6 caracteres`;
export const PASSWORD_MISMATCH = msg`Las passwords no coinciden.`;
export const REGISTER_LOADER_TEXT = msg`Registrando...`;

export interface RegisterForm {
  email: string;
  password: string;
  password2: string;
}

// Valibot calls these at each validation (every render), so a language change shows at once.
const passwordTooShort = () => i18n._(PASSWORD_TOO_SHORT);
const password = v.pipe(v.string(), v.nonEmpty(passwordTooShort), v.minLength(6, passwordTooShort));

export const registerSchemas: FieldSchemas<RegisterForm> = {
  email: v.pipe(v.string(), v.trim(), v.nonEmpty(() => i18n._(EMAIL_REQUIRED)), v.email(() => i18n._(EMAIL_INVALID))),
  password,
  password2: password,
};
