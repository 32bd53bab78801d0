// error/:msg (SPEC §2): the apology, the advice to retry, then the message of the route.
import { useParams } from "wouter";
import { screenTitle, usePageTitle } from "../../ui/page-title.ts";

function decode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

export function ErrorPage() {
  usePageTitle(screenTitle("Error"));
  const { msg } = useParams<{ msg: string }>();
  return (
    <section className="card page-narrow">
      <h1>Ocurrió un error :(</h1>
      <p>Prueba de nuevo en unos segundos.</p>
      <p className="error-detail">{decode(msg)}</p>
    </section>
  );
}
