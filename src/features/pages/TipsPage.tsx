// consejos-ahorrar-combustible (SPEC §2 Tips): the ten saving tips.
import { screenTitle, usePageTitle } from "../../ui/page-title.ts";
import { SAVING_TIPS } from "./saving-tips.ts";
import "./pages.css";

export function TipsPage() {
  usePageTitle(screenTitle("Consejos para ahorrar combustible"));
  return (
    <section className="page-wide" aria-labelledby="tips-title">
      <h1 id="tips-title">Consejos para ahorrar combustible</h1>
      <ol className="tips">
        {SAVING_TIPS.map((tip) => (
          <li key={tip.title} className="card">
            <h2>{tip.title}</h2>
            <p>{tip.text}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
