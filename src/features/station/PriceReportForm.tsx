// "¿Precio incorrecto?" on the station page: the driver says which fuel and what price the
// pump showed, with an optional comment; anonymous or logged in. The report goes to an operator and
// never changes the official price, which the thanks says.
import { Trans, useLingui } from "@lingui/react/macro";
import { useId, useState, type FormEvent } from "react";
import { reportWrongPrice } from "../../api/stations.ts";
import { PRICE_REPORT_MAX_COMMENT, isReportablePrice } from "../../domain/contract/wrong-price-reports.ts";
import { fuelUnit } from "../../domain/fuels.ts";
import type { StationInfo } from "../../domain/contract/stations.ts";
import { formatDecimal, formatPrice } from "../../i18n/formatters.ts";
import { productEntryName } from "./station-fuel-rows.ts";

type Sent = { ok: true; message: string } | { ok: false; message: string } | null;

/** "1,459" or "1.459" as euros; NaN when it is not a price. */
const parsePrice = (text: string): number => (/^\s*\d{1,2}([.,]\d{1,3})?\s*$/.test(text) ? Number(text.trim().replace(",", ".")) : Number.NaN);

export function PriceReportForm({ station }: { station: StationInfo }) {
  const { t } = useLingui();
  const id = useId();
  const products = station.productos.filter((p) => p.precio > 0);
  const [open, setOpen] = useState(false);
  const [producto, setProducto] = useState(products[0]?.producto ?? "");
  const [price, setPrice] = useState("");
  const [comment, setComment] = useState("");
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState<Sent>(null);
  if (products.length === 0) return null;
  const seen = parsePrice(price);
  // Each product's own plausible range and unit (the server checks the same): hydrogen by the kilo.
  const valid = producto !== "" && isReportablePrice(producto, seen);
  const unit = fuelUnit(producto);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!valid || sending) return;
    setSending(true);
    const result = await reportWrongPrice({ stationid: station.id, producto, precio: seen, comentario: comment.trim() });
    setSending(false);
    setSent(result.ok ? { ok: true, message: result.message ?? t`Gracias por avisar.` } : { ok: false, message: result.message });
  }

  return (
    <section className="card station-section price-report" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>
        <button type="button" className="link-button" aria-expanded={open} onClick={() => setOpen(!open)}>
          <Trans>¿Precio incorrecto?</Trans>
        </button>
      </h2>
      {open && sent?.ok ? (
        <p role="status">{sent.message}</p>
      ) : (
        open && (
          <form noValidate onSubmit={submit} aria-label={t`Avisar de un precio incorrecto`}>
            <div className="field">
              <label htmlFor={`${id}-fuel`}>
                <Trans>Combustible</Trans>
              </label>
              <select id={`${id}-fuel`} value={producto} onChange={(event) => setProducto(event.target.value)}>
                {products.map((p) => {
                  const name = productEntryName(p);
                  const official = formatPrice(p.precio);
                  return (
                    <option key={p.producto} value={p.producto}>
                      {t`${name} (oficial ${official})`}
                    </option>
                  );
                })}
              </select>
            </div>
            <div className="field">
              <label htmlFor={`${id}-price`}>
                <Trans>Precio que has visto (€/{unit})</Trans>
              </label>
              <input
                id={`${id}-price`}
                inputMode="decimal"
                autoComplete="off"
                placeholder={formatDecimal(1.459, 3, 3)}
                required
                value={price}
                aria-invalid={price !== "" && !valid ? true : undefined}
                onChange={(event) => setPrice(event.target.value)}
              />
            </div>
            <div className="field">
              <label htmlFor={`${id}-comment`}>
                <Trans>Comentario (opcional)</Trans>
              </label>
              <textarea
                id={`${id}-comment`}
                rows={3}
                maxLength={PRICE_REPORT_MAX_COMMENT}
                value={comment}
                onChange={(event) => setComment(event.target.value.slice(0, PRICE_REPORT_MAX_COMMENT))}
              />
            </div>
            {sent && !sent.ok && (
              <p className="field-error" role="alert">
                {sent.message}
              </p>
            )}
            <button type="submit" className="button button-primary" disabled={!valid || sending}>
              <Trans>Enviar aviso</Trans>
            </button>
          </form>
        )
      )}
    </section>
  );
}
