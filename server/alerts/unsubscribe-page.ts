// The page the one-click unsubscribe link of an alert e-mail opens: a line of Spanish and a way back
// to the app. No user text in it.
export function unsubscribePage(removed: boolean): string {
  const message = removed
    ? "Aviso borrado: no recibirás más correos de este aviso."
    : "Este aviso ya no existe: quizá lo borraste antes.";
  return `<!doctype html><html lang="es"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>GasolinaEco: avisos de precio</title></head><body><main><h1>Avisos de precio</h1><p>${message}</p><p><a href="/alertas">Ver mis avisos</a></p></main></body></html>`;
}
