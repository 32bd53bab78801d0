// Contact rules and messages (SPEC §5, §8).
import * as v from "valibot";
import type { FieldSchemas } from "../../ui/form-state.ts";

export const MESSAGE_MAX = 500;
export const CONTACT_SENT_MESSAGE = "Mensaje enviado correctamente";
export const CONTACT_SENT_ACTION = "Enviado";

export interface ContactForm {
  email: string;
  asunto: string;
  mensaje: string;
}

export const contactSchemas: FieldSchemas<ContactForm> = {
  email: v.pipe(v.string(), v.trim(), v.nonEmpty("Email obligatorio"), v.email("Email incorrecto")),
  asunto: v.pipe(v.string(), v.trim(), v.nonEmpty("Campo obligatorio")),
  mensaje: v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty("Campo obligatorio"),
    v.maxLength(MESSAGE_MAX, `Máximo ${MESSAGE_MAX} caracteres`),
  ),
};
