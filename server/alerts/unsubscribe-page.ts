// The pages of an alert e-mail's unsubscribe link, in the language of the browser that opens it.
// Opening the link (GET) only asks: mail scanners and link previews open every link in a message, and
// must not delete anybody's alert. The button posts back to the same address, which deletes, as the
// RFC 8058 one-click POST of mail clients does. No user text in them; the token is checked (URL-safe
// characters only) before it is written here.
import type { Locale } from "../../src/domain/locales.ts";
import { serverI18n } from "../i18n/server-i18n.ts";

function page(locale: Locale, body: string): string {
  const i18n = serverI18n(locale);
  const title = i18n._("Avisos de precio");
  return `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>GasolinaEco: ${title}</title></head><body><main><h1>${title}</h1>${body}<p><a href="/alertas">${i18n._("Ver mis avisos")}</a></p></main></body></html>`;
}

export function unsubscribeQuestionPage(formAction: string, locale: Locale = "es"): string {
  const i18n = serverI18n(locale);
  return page(locale, `<p>${i18n._("¿Quieres dejar de recibir los correos de este aviso de precio?")}</p><form method="post" action="${formAction}"><button type="submit">${i18n._("Borrar este aviso")}</button></form>`);
}

export function unsubscribeDonePage(removed: boolean, locale: Locale = "es"): string {
  const i18n = serverI18n(locale);
  return page(locale, `<p>${removed ? i18n._("Aviso borrado: no recibirás más correos de este aviso.") : i18n._("Este aviso ya no existe: quizá lo borraste antes.")}</p>`);
}
