// "Planificar repostajes" on the route results: the driver sets the tank's level (and may change the
// tank, the reserve and the level wanted on arrival); the plan shows as numbered stops with km,
// station, litres and cost, the total and the saving against stopping when the light comes on.
// Worked out by the server, or on the device (offline, or with the driver's own prices).
import { Trans, useLingui } from "@lingui/react/macro";
import { useEffect, useId, useRef, useState } from "react";
import { Link } from "wouter";
import type { RouteStationResult } from "../../domain/contract/route.ts";
import type { RefuelPlanAnswer } from "../../domain/refuel-plan-answer.ts";
import { DEFAULT_RESERVE_PCT } from "../../domain/refuel-trip.ts";
import { formatDecimal } from "../../i18n/formatters.ts";
import { useDiscountsStore } from "../../stores/discounts-store.ts";
import { useSavingStore } from "../../stores/saving-store.ts";
import { isLoggedIn, useSessionStore } from "../../stores/session-store.ts";
import { useFuelUse } from "../results/use-fuel-use.ts";
import { planRouteRefuelsFor, type RefuelPlanInput, type RefuelPlanOutcome } from "./refuel-plan-search.ts";
import "./route.css";

const DEFAULT_LEVEL_PCT = 30;
/** Moving the slider asks again only once it rests this long. */
const SETTLE_MS = 250;

export interface RefuelPlannerProps {
  product: string;
  polyline: string;
  lengthKm: number;
  durationS: number | null;
  origin: { latitude: number; longitude: number };
  stations: readonly RouteStationResult[];
  /** The plan's stops, for the map's numbers. */
  onStops: (ids: readonly string[]) => void;
}

const euros = (n: number) => `${formatDecimal(n, 2, 2)} €`;
const litres = (n: number) => `${formatDecimal(n, 1, 1)} l`;

/** A whole number typed in a field, or null when it is not one within [min, max]. */
function fieldNumber(text: string, min: number, max: number): number | null {
  const n = Number(text.trim().replace(",", "."));
  return text.trim() !== "" && Number.isFinite(n) && n >= min && n <= max ? n : null;
}

function useTankLitres(): number {
  const user = useSessionStore((state) => (isLoggedIn(state) ? state.user : null));
  const fuelUse = useFuelUse();
  return user && user.deposito > 0 ? user.deposito : fuelUse.litres;
}

export function RefuelPlanner({ product, polyline, lengthKm, durationS, origin, stations, onStops }: RefuelPlannerProps) {
  const { t } = useLingui();
  const ids = { level: useId(), tank: useId(), reserve: useId(), arrival: useId() };
  const fuelUse = useFuelUse();
  const tankFromProfile = useTankLitres();
  const detourKm = useSavingStore((state) => state.detourKm);
  const membersOnly = useSavingStore((state) => state.includeMembersOnly);
  const plans = useDiscountsStore((state) => state.plans);
  const [level, setLevel] = useState(DEFAULT_LEVEL_PCT);
  const [tank, setTank] = useState(String(tankFromProfile));
  const [reserve, setReserve] = useState(String(DEFAULT_RESERVE_PCT));
  const [arrival, setArrival] = useState(String(DEFAULT_RESERVE_PCT));
  const [outcome, setOutcome] = useState<RefuelPlanOutcome | null>(null);
  const onStopsRef = useRef(onStops);
  onStopsRef.current = onStops;

  const tankLitres = fieldNumber(tank, 5, 2000);
  const reservePct = fieldNumber(reserve, 0, 50);
  const arrivalPct = fieldNumber(arrival, 0, 100);
  const invalid = tankLitres === null || reservePct === null || arrivalPct === null;

  useEffect(() => {
    if (tankLitres === null || reservePct === null || arrivalPct === null) return;
    let cancelled = false;
    const input: RefuelPlanInput = {
      product, polyline, lengthKm, durationS, detourKm, origin, membersOnly,
      tankLitres, levelPct: level, consumption: fuelUse.consumption, reservePct, arrivalPct,
    };
    const timer = setTimeout(() => {
      void planRouteRefuelsFor(stations, input, { plans, departure: new Date() }).then((next) => {
        if (cancelled) return;
        setOutcome(next);
        onStopsRef.current(next.ok ? next.plan.paradas.map((p) => p.id) : []);
      });
    }, SETTLE_MS);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [product, polyline, lengthKm, durationS, detourKm, origin, membersOnly, tankLitres, level, fuelUse.consumption, reservePct, arrivalPct, stations, plans]);

  return (
    <section className="card refuel-planner" aria-labelledby="refuel-planner-title">
      <h2 id="refuel-planner-title">
        <Trans>Plan de repostajes</Trans>
      </h2>
      <div className="field refuel-level">
        <label htmlFor={ids.level}>
          <Trans>Nivel del depósito</Trans>
        </label>
        <input id={ids.level} type="range" min={0} max={100} step={5} value={level} onChange={(e) => setLevel(Number(e.target.value))} />
        <output htmlFor={ids.level}>{level} %</output>
      </div>
      <details className="refuel-options">
        <summary>
          <Trans>
            Depósito {tank} l · reserva {reserve} % · {formatDecimal(fuelUse.consumption, 1, 1)} l/100 km
          </Trans>
        </summary>
        <div className="refuel-option-fields">
          <div className="field">
            <label htmlFor={ids.tank}>
              <Trans>Depósito (litros)</Trans>
            </label>
            <input id={ids.tank} inputMode="decimal" value={tank} onChange={(e) => setTank(e.target.value)} />
          </div>
          <div className="field">
            <label htmlFor={ids.reserve}>
              <Trans>Reserva (%)</Trans>
            </label>
            <input id={ids.reserve} inputMode="numeric" value={reserve} onChange={(e) => setReserve(e.target.value)} />
          </div>
          <div className="field">
            <label htmlFor={ids.arrival}>
              <Trans>Nivel al llegar (%)</Trans>
            </label>
            <input id={ids.arrival} inputMode="numeric" value={arrival} onChange={(e) => setArrival(e.target.value)} />
          </div>
        </div>
      </details>
      {invalid ? (
        <p className="field-error" role="alert">
          {t`Revisa los datos: el depósito va de 5 a 2000 litros, la reserva de 0 a 50 % y el nivel al llegar de 0 a 100 %.`}
        </p>
      ) : outcome === null ? (
        <p aria-busy="true">
          <Trans>Calculando el plan…</Trans>
        </p>
      ) : outcome.ok ? (
        <PlanResult plan={outcome.plan} />
      ) : (
        <p className="field-error" role="alert">
          {outcome.message}
        </p>
      )}
    </section>
  );
}

function PlanResult({ plan }: { plan: RefuelPlanAnswer }) {
  const { t } = useLingui();
  if (!plan.alcanzable) {
    const km = formatDecimal(plan.secoEnKm, 0, 0);
    return (
      <p className="refuel-unreachable" role="status">
        <Trans>No se puede hacer el viaje con este depósito: hacia el km {km} llegarías a la reserva sin una gasolinera abierta a tu alcance.</Trans>
      </p>
    );
  }
  if (plan.paradas.length === 0) {
    const pct = formatDecimal(plan.llegadaPct, 0, 0);
    return (
      <p role="status">
        <Trans>No hace falta repostar: llegas con el {pct} % del depósito.</Trans>
      </p>
    );
  }
  const saving = euros(plan.ahorro);
  return (
    <div role="status">
      <ol className="refuel-stops" aria-label={t`Paradas`}>
        {plan.paradas.map((stop, k) => {
          const n = k + 1;
          const km = formatDecimal(stop.distanciaOrigen, 0, 0);
          return (
            <li key={stop.id}>
              <Link href={`/station/${encodeURIComponent(stop.id)}`} className="refuel-stop">
                <span className="refuel-stop-number" aria-hidden="true">
                  {n}
                </span>
                <span className="refuel-stop-text">
                  <strong>
                    <Trans>Parada {n}</Trans>
                  </strong>{" "}
                  · km {km} · {stop.rotulo}
                  <br />
                  {litres(stop.litros)} · {euros(stop.coste)}
                </span>
              </Link>
            </li>
          );
        })}
      </ol>
      <p className="refuel-total">
        <Trans>
          Total: {litres(plan.litros)} · {euros(plan.coste)}
        </Trans>
      </p>
      {plan.ahorro > 0 && (
        <p className="refuel-saving">
          <Trans>Ahorras {saving} frente a repostar al llegar a la reserva</Trans>
        </p>
      )}
    </div>
  );
}
