// descuentos: "Mis descuentos", the discount plans the driver holds (a brand's app, a supermarket, a bank
// card). Each one: the brand, the discount in c€/l or %, optional weekdays and an optional cap in € per
// refuel. Results, routes and favourites then compare "Tu precio"; the official price stays as it is.
// Kept on the device; a logged-in driver's account keeps them too (sync-discounts.ts).
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { useId, useState, type FormEvent } from "react";
import { Link } from "wouter";
import { KNOWN_BRANDS } from "../../domain/brand.ts";
import { DISCOUNT_LIMITS } from "../../domain/discounts.ts";
import { useDiscountsStore } from "../../stores/discounts-store.ts";
import { useUiStore } from "../../stores/ui-store.ts";
import { TextField } from "../../ui/TextField.tsx";
import { screenTitle, usePageTitle } from "../../ui/page-title.ts";
import { brandLabel } from "../reports/brand-label.ts";
import { EMPTY_DISCOUNT, readDiscount, type DiscountErrors, type DiscountValues } from "./discount-form.ts";
import { planDescription, weekdayLong, weekdayShort, WEEKDAYS } from "./discount-text.ts";
import "./discounts.css";

export const DISCOUNT_ADDED = msg`Descuento añadido`;
export const DISCOUNT_ALREADY_HELD = msg`Ya tienes ese descuento.`;

/** Every brand the feed's stations carry a logo of, in alphabetical order ("Otras" left out). */
const BRANDS = KNOWN_BRANDS.filter((key) => key !== "none").sort((a, b) => brandLabel(a).localeCompare(brandLabel(b), "es"));

export function DiscountsPage() {
  const { t } = useLingui();
  const title = t`Mis descuentos`;
  usePageTitle(screenTitle(title));
  const plans = useDiscountsStore((state) => state.plans);
  const remove = useDiscountsStore((state) => state.remove);
  const syncRefusal = useDiscountsStore((state) => state.syncRefusal);
  const [values, setValues] = useState<DiscountValues>(EMPTY_DISCOUNT);
  const [errors, setErrors] = useState<DiscountErrors>({});
  const id = useId();
  const set = <K extends keyof DiscountValues>(key: K, value: DiscountValues[K]) => setValues((v) => ({ ...v, [key]: value }));

  function submit(event: FormEvent) {
    event.preventDefault();
    const read = readDiscount(values);
    if (!read.ok) return setErrors(read.errors);
    setErrors({});
    const ui = useUiStore.getState();
    const outcome = useDiscountsStore.getState().add(read.plan);
    const max = DISCOUNT_LIMITS.plans;
    if (outcome === "full") return ui.showSnack(t`Puedes guardar hasta ${max} descuentos.`, { action: t`Aviso!` });
    if (outcome === "already") return ui.showSnack(t(DISCOUNT_ALREADY_HELD), { action: t`Aviso!` });
    setValues(EMPTY_DISCOUNT);
    ui.showSnack(t(DISCOUNT_ADDED));
  }

  return (
    <section className="page-narrow discounts" aria-labelledby="discounts-title">
      <h1 id="discounts-title">{title}</h1>
      <p>
        <Trans>
          Añade los descuentos que tienes (la app de una marca, un supermercado, una tarjeta) y verás «Tu precio» en los resultados, las
          rutas y tus favoritas, ordenados por lo que de verdad pagas. El precio oficial del Ministerio no cambia.
        </Trans>
      </p>

      {syncRefusal && (
        <p className="card discounts-sync-refusal" role="status">
          {syncRefusal}
        </p>
      )}

      {plans.length > 0 ? (
        <ul className="discount-list" aria-label={t`Tus descuentos`}>
          {plans.map((plan) => {
            const description = planDescription(plan);
            return (
              <li key={plan.id} className="card discount-item">
                <span>{description}</span>
                <button type="button" className="button button-secondary" onClick={() => remove(plan.id)} aria-label={t`Quitar ${description}`}>
                  <Trans>Quitar</Trans>
                </button>
              </li>
            );
          })}
        </ul>
      ) : (
        <p className="muted">
          <Trans>Todavía no has añadido ningún descuento.</Trans>
        </p>
      )}

      <form className="card discount-form" onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
        <h2 id={`${id}-title`}>
          <Trans>Nuevo descuento</Trans>
        </h2>
        <div className="field">
          <label htmlFor={`${id}-marca`}>
            <Trans>Marca</Trans>
          </label>
          <select
            id={`${id}-marca`}
            value={values.marca}
            onChange={(event) => set("marca", event.target.value)}
            aria-invalid={errors.marca ? true : undefined}
            aria-describedby={errors.marca ? `${id}-marca-error` : undefined}
          >
            <option value="">{t`Elige una marca`}</option>
            {BRANDS.map((key) => (
              <option key={key} value={key}>
                {brandLabel(key)}
              </option>
            ))}
          </select>
          {errors.marca && (
            <p id={`${id}-marca-error`} className="field-error">
              {errors.marca}
            </p>
          )}
        </div>
        <div className="discount-amount">
          <TextField id={`${id}-valor`} label={t`Descuento`} value={values.valor} onChange={(v) => set("valor", v)} inputMode="decimal" error={errors.valor} />
          <div className="field">
            <label htmlFor={`${id}-unidad`}>
              <Trans>Unidad</Trans>
            </label>
            <select id={`${id}-unidad`} value={values.unidad} onChange={(event) => set("unidad", event.target.value as DiscountValues["unidad"])}>
              <option value="centimos">c€/l</option>
              <option value="porcentaje">%</option>
            </select>
          </div>
        </div>
        <fieldset className="discount-days">
          <legend>
            <Trans>Días (ninguno marcado: todos)</Trans>
          </legend>
          {WEEKDAYS.map((day) => (
            <label key={day} className="checkbox discount-day">
              <input
                type="checkbox"
                checked={values.dias.includes(day)}
                onChange={(event) => set("dias", event.target.checked ? [...values.dias, day] : values.dias.filter((d) => d !== day))}
                aria-label={weekdayLong(day)}
              />
              {weekdayShort(day)}
            </label>
          ))}
        </fieldset>
        <TextField id={`${id}-tope`} label={t`Tope por repostaje (€, opcional)`} value={values.tope} onChange={(v) => set("tope", v)} inputMode="decimal" error={errors.tope} />
        <button type="submit" className="button button-primary">
          <Trans>Añadir descuento</Trans>
        </button>
      </form>
      <p>
        <Trans>
          <Link href="/config">Consumo y repostaje</Link>: los litros de cada repostaje cuentan para el tope.
        </Trans>
      </p>
    </section>
  );
}
