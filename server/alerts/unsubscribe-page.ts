// The pages of an alert e-mail's unsubscribe link. Opening the link (GET) only asks: mail scanners
// and link previews open every link in a message, and must not delete anybody's alert. The button
// posts back to the same address, which deletes, as the RFC 8058 one-click POST of mail clients does.
// No user text in them; the token is checked (URL-safe characters only) before it is written here.
const page = (body: string) =>
  `<!doctype html><html lang="es"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>GasolinaEco: avisos de precio</title></head><body><main><h1>Avisos de precio</h1>${body}<p><a href="/alertas">Ver mis avisos</a></p></main></body></html>`;

export function unsubscribeQuestionPage(formAction: string): string {
  return page(`<p>¿Quieres dejar de recibir los correos de este aviso de precio?</p><form method="post" action="${formAction}"><button type="submit">Borrar este aviso</button></form>`);
}

export function unsubscribeDonePage(removed: boolean): string {
  return page(`<p>${removed ? "Aviso borrado: no recibirás más correos de este aviso." : "Este aviso ya no existe: quizá lo borraste antes."}</p>`);
}
