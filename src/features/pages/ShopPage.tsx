// tienda (SPEC §2 Shop): affiliate product cards by category, each with its 'ver en Amazon' link.
import { useEffect } from "react";
import { configText, usePublicConfigStore } from "../../stores/public-config-store.ts";
import { screenTitle, usePageTitle } from "../../ui/page-title.ts";
import { SHOP_CATEGORIES, amazonUrl } from "./shop-catalog.ts";
import "./pages.css";

export function ShopPage() {
  usePageTitle(screenTitle("Tienda: accesorios, electrónica y herramientas para tu coche"));
  const config = usePublicConfigStore((state) => state.config);
  const loadConfig = usePublicConfigStore((state) => state.load);
  useEffect(() => {
    void loadConfig();
  }, [loadConfig]);
  const tag = configText(config, "amazonTag");

  return (
    <div className="page-wide">
      <h1>Tienda</h1>
      <p className="muted">
        Productos que ayudan a cuidar el coche y a gastar menos. Son enlaces de afiliado de Amazon: si compras,
        GasolinaEco recibe una pequeña comisión sin coste para ti.
      </p>
      {SHOP_CATEGORIES.map((category) => (
        <section key={category.id} aria-labelledby={`shop-${category.id}`} className="shop-category">
          <h2 id={`shop-${category.id}`}>{category.title}</h2>
          <ul className="shop-grid">
            {category.products.map((product) => (
              <li key={product.title} className="card shop-card">
                <h3>{product.title}</h3>
                <p>{product.description}</p>
                <a
                  className="button button-secondary"
                  href={amazonUrl(product.query, tag)}
                  target="_blank"
                  rel="noopener noreferrer sponsored"
                >
                  ver en Amazon
                  <span className="visually-hidden">: {product.title} (se abre en una pestaña nueva)</span>
                </a>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
