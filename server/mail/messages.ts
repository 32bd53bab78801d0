// The texts of the mails the server sends, in Spanish, plain text.
import type { MailMessage } from "./mailer.ts";

export function validationMail(to: string, link: string): MailMessage {
  return {
    to,
    subject: "GasolinaEco: confirma tu correo electrónico",
    text: [
      "¡Hola!",
      "",
      "Gracias por registrarte en GasolinaEco. Para confirmar tu dirección de correo abre este enlace:",
      "",
      link,
      "",
      "El enlace caduca en 7 días. Si no te has registrado tú, ignora este mensaje.",
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
