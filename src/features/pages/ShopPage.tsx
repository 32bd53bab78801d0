// tienda (SPEC §2 Shop): affiliate product cards by category, each with its 'ver en Amazon' link.
import { Trans, useLingui } from "@lingui/react/macro";
import { useEffect } from "react";
import { configText, usePublicConfigStore } from "../../stores/public-config-store.ts";
import { screenTitle, usePageTitle } from "../../ui/page-title.ts";
import { SHOP_CATEGORIES, amazonUrl, type ShopProduct } from "./shop-catalog.ts";
import "./pages.css";

function ShopCard({ product, tag }: { product: ShopProduct; tag: string }) {
  const { t } = useLingui();
  const title = t(product.title);
  return (
    <li className="card shop-card">
      <h3>{title}</h3>
      <p>{t(product.description)}</p>
      <a className="button button-secondary" href={amazonUrl(product.query, tag)} target="_blank" rel="noopener noreferrer sponsored">
        {/* One message, so a translation may order the words around the hidden part. */}
        <Trans>
          ver en Amazon<span className="visually-hidden">: {title} (se abre en una pestaña nueva)</span>
        </Trans>
      </a>
    </li>
  );
}

export function ShopPage() {
  const { t } = useLingui();
  usePageTitle(screenTitle(t`Tienda: accesorios, electrónica y herramientas para tu coche`));
  const config = usePublicConfigStore((state) => state.config);
  const loadConfig = usePublicConfigStore((state) => state.load);
  useEffect(() => {
    void loadConfig();
  }, [loadConfig]);
  const tag = configText(config, "amazonTag");

  return (
    <div className="page-wide">
      <h1>
        <Trans>Tienda</Trans>
      </h1>
      <p className="muted">
        <Trans>
          Productos que ayudan a cuidar el coche y a gastar menos. Son enlaces de afiliado de Amazon: si compras,
          GasolinaEco recibe una pequeña comisión sin coste para ti.
        </Trans>
      </p>
      {SHOP_CATEGORIES.map((category) => (
        <section key={category.id} aria-labelledby={`shop-${category.id}`} className="shop-category">
          <h2 id={`shop-${category.id}`}>{t(category.title)}</h2>
          <ul className="shop-grid">
            {category.products.map((product) => (
              <ShopCard key={product.query} product={product} tag={tag} />
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
