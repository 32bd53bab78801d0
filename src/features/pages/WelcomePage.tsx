// Home (SPEC §2 Welcome): headline on one of four random backgrounds, three wizard steps that scroll
// to the top and toggle a highlight on the header's fuel filter, and the news section.
import { useState } from "react";
import { Link } from "wouter";
import { useUiStore } from "../../stores/ui-store.ts";
import { HOME_TITLE, usePageTitle } from "../../ui/page-title.ts";
import "./welcome.css";

export const WELCOME_BACKGROUNDS = 4;

const STEPS = [
  { title: "Selecciona combustible", text: "Elige 95, 98 o DIESEL arriba, en la barra de búsqueda." },
  { title: "Elige la distancia", text: "Con el control deslizante o los botones − y +, de 1 a 50 km." },
  { title: "Pulsa BUSCAR", text: "Verás las gasolineras más baratas a tu alrededor, en lista o en el mapa." },
];

function scrollToTop() {
  const reduceMotion = window.matchMedia?.("(prefers-reduced-motion: reduce)").matches ?? false;
  window.scrollTo({ top: 0, behavior: reduceMotion ? "auto" : "smooth" });
}

export function WelcomePage() {
  usePageTitle(HOME_TITLE);
  const [background] = useState(() => 1 + Math.floor(Math.random() * WELCOME_BACKGROUNDS));
  const toggleFilterHighlight = useUiStore((state) => state.toggleFilterHighlight);

  const showFilter = () => {
    scrollToTop();
    toggleFilterHighlight();
  };

  return (
    <div className="welcome">
      <section className={`welcome-hero welcome-bg-${background}`} data-background={background}>
        <h1>Encuentra la gasolinera más barata de España</h1>
        <p>Precios oficiales del Ministerio, actualizados cada 30 minutos, cerca de ti y en tu ruta.</p>
      </section>

      <section className="welcome-section" aria-labelledby="steps-title">
        <h2 id="steps-title">Ahorra en tres pasos</h2>
        <ol className="wizard-steps">
          {STEPS.map((step, index) => (
            <li key={step.title}>
              <button type="button" className="wizard-step" aria-controls="filtro" onClick={showFilter}>
                <span className="step-number" aria-hidden="true">
                  {index + 1}
                </span>
                <span className="step-title">{step.title}</span>
                <span className="step-text">{step.text}</span>
              </button>
            </li>
          ))}
        </ol>
      </section>

      <section className="welcome-section" aria-labelledby="news-title">
        <h2 id="news-title">Novedades</h2>
        <ul className="news">
          <li className="card">
            <h3>Cuánto cuesta llenar tu depósito</h3>
            <p>
              <Link href="/registro">Regístrate</Link>, indica el tamaño de tu depósito y verás el importe total de
              llenarlo en cada gasolinera.
            </p>
          </li>
          <li className="card">
            <h3>Opiniones de conductores</h3>
            <p>Comenta y valora las gasolineras con estrellas para ayudar a otros conductores.</p>
          </li>
          <li className="card">
            <h3>Planificación de rutas</h3>
            <p>Muy pronto podrás planificar tus viajes y encontrar las gasolineras más baratas del camino.</p>
          </li>
        </ul>
      </section>
    </div>
  );
}
