// Home (SPEC §2 Welcome): headline on one of four random backgrounds, three wizard steps that scroll
// to the top and toggle a highlight on the header's fuel filter, and the news section.
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { Link } from "wouter";
import { useUiStore } from "../../stores/ui-store.ts";
import { APP_NAME, usePageTitle } from "../../ui/page-title.ts";
import "./welcome.css";

export const WELCOME_BACKGROUNDS = 4;

// The big buttons' faces (95, 98, DIESEL, BUSCAR) are quoted as the buttons read.
const STEPS = [
  { title: msg`Selecciona combustible`, text: msg`Elige 95, 98 o DIESEL arriba, en la barra de búsqueda.` },
  { title: msg`Elige la distancia`, text: msg`Con el control deslizante o los botones − y +, de 1 a 50 km.` },
  { title: msg`Pulsa BUSCAR`, text: msg`Verás las gasolineras más baratas a tu alrededor, en lista o en el mapa.` },
];

function scrollToTop() {
  const reduceMotion = window.matchMedia?.("(prefers-reduced-motion: reduce)").matches ?? false;
  window.scrollTo({ top: 0, behavior: reduceMotion ? "auto" : "smooth" });
}

export function WelcomePage() {
  const { t } = useLingui();
  // page-title.ts's HOME_TITLE, in the app's language.
  const tagline = t`Encuentra la gasolinera mas barata y ahorra`;
  usePageTitle(`${APP_NAME} | ${tagline}`);
  const [background] = useState(() => 1 + Math.floor(Math.random() * WELCOME_BACKGROUNDS));
  const toggleFilterHighlight = useUiStore((state) => state.toggleFilterHighlight);

  const showFilter = () => {
    scrollToTop();
    toggleFilterHighlight();
  };

  return (
    <div className="welcome">
      <section className={`welcome-hero welcome-bg-${background}`} data-background={background}>
        <h1>
          <Trans>Encuentra la gasolinera más barata de España</Trans>
        </h1>
        <p>
          <Trans>Precios oficiales del Ministerio, actualizados cada 30 minutos, cerca de ti y en tu ruta.</Trans>
        </p>
        <Link href="/mapa" className="button button-primary welcome-map-link">
          <Trans>Mapa de precios</Trans>
        </Link>
      </section>

      <section className="welcome-section" aria-labelledby="steps-title">
        <h2 id="steps-title">
          <Trans>Ahorra en tres pasos</Trans>
        </h2>
        <ol className="wizard-steps">
          {STEPS.map((step, index) => (
            <li key={index}>
              <button type="button" className="wizard-step" aria-controls="filtro" onClick={showFilter}>
                <span className="step-number" aria-hidden="true">
                  {index + 1}
                </span>
                <span className="step-title">{t(step.title)}</span>
                <span className="step-text">{t(step.text)}</span>
              </button>
            </li>
          ))}
        </ol>
      </section>

      <section className="welcome-section" aria-labelledby="news-title">
        <h2 id="news-title">
          <Trans>Novedades</Trans>
        </h2>
        <ul className="news">
          <li className="card">
            <h3>
              <Trans>Cuánto cuesta llenar tu depósito</Trans>
            </h3>
            <p>
              <Trans>
                <Link href="/registro">Regístrate</Link>, indica el tamaño de tu depósito y verás el importe total de
                llenarlo en cada gasolinera.
              </Trans>
            </p>
          </li>
          <li className="card">
            <h3>
              <Trans>Opiniones de conductores</Trans>
            </h3>
            <p>
              <Trans>Comenta y valora las gasolineras con estrellas para ayudar a otros conductores.</Trans>
            </p>
          </li>
          <li className="card">
            <h3>
              <Trans>Planificación de rutas</Trans>
            </h3>
            <p>
              <Trans>Muy pronto podrás planificar tus viajes y encontrar las gasolineras más baratas del camino.</Trans>
            </p>
          </li>
        </ul>
      </section>
    </div>
  );
}
