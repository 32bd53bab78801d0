// Contact rules and messages (SPEC §5, §8). Messages are resolved when shown, in the app's language.
import { msg } from "@lingui/core/macro";
import * as v from "valibot";
import { i18n } from "../../i18n/i18n.ts";
import type { FieldSchemas } from "../../ui/form-state.ts";

export const MESSAGE_MAX = 500;
export const CONTACT_SENT_MESSAGE = msg`Mensaje enviado correctamente`;
export const CONTACT_SENT_ACTION = msg`Enviado`;

const EMAIL_REQUIRED = msg`Email obligatorio`;
const EMAIL_INVALID = msg`Email incorrecto`;
const FIELD_REQUIRED = msg`Campo obligatorio`;
const MESSAGE_TOO_LONG = msg`Máximo ${MESSAGE_MAX} caracteres`;

export interface ContactForm {
  email: string;
  asunto: string;
  mensaje: string;
}

// Valibot calls these at each validation (every render), so a language change shows at once.
const fieldRequired = () => i18n._(FIELD_REQUIRED);

export const contactSchemas: FieldSchemas<ContactForm> = {
  email: v.pipe(v.string(), v.trim(), v.nonEmpty(() => i18n._(EMAIL_REQUIRED)), v.email(() => i18n._(EMAIL_INVALID))),
  asunto: v.pipe(v.string(), v.trim(), v.nonEmpty(fieldRequired)),
  mensaje: v.pipe(v.string(), v.trim(), v.nonEmpty(fieldRequired), v.maxLength(MESSAGE_MAX, () => i18n._(MESSAGE_TOO_LONG))),
};
