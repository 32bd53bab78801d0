// nueva-ruta (SPEC §2, §4, §5): origin and destination chosen from the suggestions, the fuel, and 'Mi
// posición', which clears and disables the origin and uses the GPS position instead. Submit is disabled
// until the required fields are filled; a place typed but not chosen gets SPEC §5's message. Opens
// ruta/:prod/:lon1/:lat1/:lon2/:lat2.
import { Trans, useLingui } from "@lingui/react/macro";
import type { MessageDescriptor } from "@lingui/core";
import { useState, type FormEvent } from "react";
import { useLocation } from "wouter";
import { useFilterStore, type FilterProduct } from "../../stores/filter-store.ts";
import { SNACK_DURATION, useUiStore } from "../../stores/ui-store.ts";
import { gpsPosition } from "../search/gps-position.ts";
import { screenTitle, usePageTitle } from "../../ui/page-title.ts";
import { PlaceField } from "./PlaceField.tsx";
import {
  destinationChosen,
  EMPTY_PLACE,
  isRouteFormFilled,
  originChosen,
  ROUTE_FUELS,
  routeFuelName,
  routeResultsPath,
  type PlaceValue,
  type RouteFormValues,
} from "./route-form.ts";
import {
  DESTINATION_NOT_CHOSEN_MESSAGE,
  FUEL_PROMPT,
  NO_CURRENT_POSITION_MESSAGE,
  ORIGIN_NOT_CHOSEN_MESSAGE,
  ROUTE_MESSAGE_ACTION,
} from "./route-messages.ts";
import "./route.css";
import { RouteAttribution } from "./RouteAttribution.tsx";
import { DetourSelect } from "./DetourSelect.tsx";

export function NewRoutePage() {
  const { t } = useLingui();
  const warn = (message: MessageDescriptor) =>
    useUiStore.getState().showSnack(t(message), { action: t(ROUTE_MESSAGE_ACTION), duration: SNACK_DURATION.route });
  const title = t`Nueva ruta`;
  usePageTitle(screenTitle(title));
  const [, navigate] = useLocation();
  const [values, setValues] = useState<RouteFormValues>(() => ({
    origin: EMPTY_PLACE,
    destination: EMPTY_PLACE,
    product: useFilterStore.getState().product ?? "",
    myPosition: false,
  }));
  const [attempted, setAttempted] = useState(false);
  const update = (change: Partial<RouteFormValues>) => setValues((current) => ({ ...current, ...change }));

  const originError = attempted && !originChosen(values) && values.origin.text.trim() !== "" ? t(ORIGIN_NOT_CHOSEN_MESSAGE) : null;
  const destinationError =
    attempted && !destinationChosen(values) && values.destination.text.trim() !== "" ? t(DESTINATION_NOT_CHOSEN_MESSAGE) : null;

  function toggleMyPosition(checked: boolean) {
    update(checked ? { myPosition: true, origin: EMPTY_PLACE } : { myPosition: false });
    if (checked && !gpsPosition()) warn(NO_CURRENT_POSITION_MESSAGE);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!isRouteFormFilled(values) || values.product === "") return;
    setAttempted(true);
    const from = values.myPosition ? gpsPosition() : values.origin.place;
    if (values.myPosition && !from) return warn(NO_CURRENT_POSITION_MESSAGE);
    if (!originChosen(values) || !from) return warn(ORIGIN_NOT_CHOSEN_MESSAGE);
    if (!destinationChosen(values) || !values.destination.place) return warn(DESTINATION_NOT_CHOSEN_MESSAGE);
    navigate(routeResultsPath(values.product, from, values.destination.place));
  }

  return (
    <section className="card page-narrow route-form" aria-labelledby="route-title">
      <h1 id="route-title">{title}</h1>
      <p className="muted">
        <Trans>
          Te mostramos las gasolineras hasta el desvío máximo que elijas (500 m si no cambias nada), de la que más te ahorra a la que menos,
          contando el combustible del desvío.
        </Trans>
      </p>
      <form noValidate onSubmit={submit} aria-label={title}>
        <PlaceField
          label={t`Origen`}
          listLabel={t`Sugerencias de origen`}
          placeholder={values.myPosition ? t`Tu posición actual` : t`Ciudad o pueblo de salida`}
          value={values.origin}
          onChange={(origin: PlaceValue) => update({ origin })}
          disabled={values.myPosition}
          required={!values.myPosition}
          error={originError}
        />
        <label className="checkbox">
          <input type="checkbox" checked={values.myPosition} onChange={(event) => toggleMyPosition(event.target.checked)} />
          <Trans>Mi posición</Trans>
        </label>
        <PlaceField
          label={t`Destino`}
          listLabel={t`Sugerencias de destino`}
          placeholder={t`Ciudad o pueblo de llegada`}
          value={values.destination}
          onChange={(destination: PlaceValue) => update({ destination })}
          error={destinationError}
        />
        <div className="field">
          <label htmlFor="route-fuel">
            <Trans>Combustible</Trans>
          </label>
          <select
            id="route-fuel"
            required
            value={values.product}
            onChange={(event) => update({ product: event.target.value as FilterProduct | "" })}
          >
            <option value="" disabled>
              {t(FUEL_PROMPT)}
            </option>
            {ROUTE_FUELS.map((code) => (
              <option key={code} value={code}>
                {routeFuelName(code)}
              </option>
            ))}
          </select>
        </div>
        <DetourSelect />
        <button type="submit" className="button button-primary" disabled={!isRouteFormFilled(values)}>
          <Trans>Buscar gasolineras en la ruta</Trans>
        </button>
      </form>
      <RouteAttribution />
    </section>
  );
}
