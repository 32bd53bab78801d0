// error/:msg (SPEC §2): the apology, the advice to retry, then the message of the route.
import { Trans, useLingui } from "@lingui/react/macro";
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
  const { t } = useLingui();
  usePageTitle(screenTitle(t`Error`));
  const { msg } = useParams<{ msg: string }>();
  return (
    <section className="card page-narrow">
      <h1>
        <Trans>Ocurrió un error :(</Trans>
      </h1>
      <p>
        <Trans>Prueba de nuevo en unos segundos.</Trans>
      </p>
      {/* The route's message is already in its final words (the server's, or the app's own). */}
      <p className="error-detail">{decode(msg)}</p>
    </section>
  );
}
