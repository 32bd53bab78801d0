// The texts of the mails the server sends, plain text. The validation mail speaks the language of the
// request that asked for it (the app's); the contact mail goes to the operator in Spanish.
import type { Locale } from "../../src/domain/locales.ts";
import { serverI18n } from "../i18n/server-i18n.ts";
import type { MailMessage } from "./mailer.ts";

export function validationMail(to: string, link: string, locale: Locale = "es"): MailMessage {
  const i18n = serverI18n(locale);
  return {
    to,
    subject: i18n._("GasolinaEco: confirma tu correo electrónico"),
    text: [
      i18n._("¡Hola!"),
      "",
      i18n._("Gracias por registrarte en GasolinaEco. Para confirmar tu dirección de correo abre este enlace:"),
      "",
      link,
      "",
      i18n._("El enlace caduca en 7 días. Si no te has registrado tú, ignora este mensaje."),
      "",
      "GasolinaEco",
    ].join("\n"),
  };
}

/** Subject without line breaks: what a visitor typed never becomes a header of its own. */
export function contactMail(to: string, message: { email: string; asunto: string; mensaje: string }): MailMessage {
  const asunto = message.asunto.replace(/[\r\n\t]+/g, " ").slice(0, 150);
  return {
    to,
    replyTo: message.email,
    subject: `[GasolinaEco contacto] ${asunto}`,
    text: [
      `Mensaje recibido desde el formulario de contacto.`,
      "",
      `De: ${message.email}`,
      `Asunto: ${asunto}`,
      "",
      message.mensaje,
    ].join("\n"),
  };
}
