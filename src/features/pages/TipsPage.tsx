// consejos-ahorrar-combustible (SPEC §2 Tips): the ten saving tips.
import { Trans, useLingui } from "@lingui/react/macro";
import { screenTitle, usePageTitle } from "../../ui/page-title.ts";
import { SAVING_TIPS } from "./saving-tips.ts";
import "./pages.css";

export function TipsPage() {
  const { t } = useLingui();
  usePageTitle(screenTitle(t`Consejos para ahorrar combustible`));
  return (
    <section className="page-wide" aria-labelledby="tips-title">
      <h1 id="tips-title">
        <Trans>Consejos para ahorrar combustible</Trans>
      </h1>
      <ol className="tips">
        {SAVING_TIPS.map((tip, index) => (
          <li key={index} className="card">
            <h2>{t(tip.title)}</h2>
            <p>{t(tip.text)}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
