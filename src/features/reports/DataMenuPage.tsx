// datos (SPEC §2): the menu to the two average-price reports.
import { Link } from "wouter";
import { screenTitle, usePageTitle } from "../../ui/page-title.ts";
import "./reports.css";

export function DataMenuPage() {
  usePageTitle(screenTitle("Datos"));
  return (
    <section className="page-narrow">
      <h1>Datos</h1>
      <p className="muted">Precios medios de hoy, con los datos oficiales del Ministerio.</p>
      <ul className="data-menu">
        <li className="card">
          <Link href="/informe-preciomedio-provincia">Precio medio por provincia</Link>
          <p>Diesel, gasolina 95, gasolina 98 y GLP en cada provincia.</p>
        </li>
        <li className="card">
          <Link href="/informe-preciomedio-bandera">Precio medio por bandera</Link>
          <p>Los mismos precios medios para cada marca de gasolineras.</p>
        </li>
      </ul>
    </section>
  );
}
