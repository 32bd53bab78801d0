// "Avísame cuando el {combustible} baje de X €" for a station, or "… a menos de N km de aquí" for an
// area. By default the alert arrives as a notification in this browser; a logged-in driver with a
// validated e-mail may choose e-mail instead (for browsers without push). The outcome is said in the
// form itself: the server's message on success, the reason on failure.
import { Trans, useLingui } from "@lingui/react/macro";
import { useId, useState, type FormEvent } from "react";
import { Link } from "wouter";
import { createAlert } from "../../api/alerts.ts";
import { ALERT_FUELS, ALERT_RADIUS_MAX_KM, type AlertFuel } from "../../domain/contract/alerts.ts";
import { fuelUnit } from "../../domain/fuels.ts";
import { alertFuelName, alertThresholdBounds, fuelInSentenceText } from "../../i18n/alert-text.ts";
import { useSessionStore } from "../../stores/session-store.ts";
import type { AlertTarget } from "./alert-target.ts";
import { suggestedThreshold } from "./alert-target.ts";
import { pushSupported, subscribeToPush } from "./push-subscription.ts";
import "./alerts.css";

interface AlertFormProps {
  target: AlertTarget;
  fuel: AlertFuel;
  /** Current prices, for a suggested threshold; a station's form offers only the fuels priced here. */
  prices?: Partial<Record<AlertFuel, number | null>>;
}

type Outcome = { ok: boolean; message: string } | null;

export function AlertForm({ target, fuel: initialFuel, prices = {} }: AlertFormProps) {
  const { t } = useLingui();
  const id = useId();
  const canMail = useSessionStore((s) => s.user?.emailValidado === true);
  const [fuel, setFuel] = useState<AlertFuel>(initialFuel);
  const [threshold, setThreshold] = useState(() => suggestedThreshold(prices[initialFuel], initialFuel));
  const offered = target.kind === "station" ? ALERT_FUELS.filter((code) => code === initialFuel || (prices[code] ?? 0) > 0) : ALERT_FUELS;
  const [radius, setRadius] = useState(target.kind === "area" ? String(target.radioKm) : "");
  const [byMail, setByMail] = useState(!pushSupported() && canMail);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setOutcome(null);
    const place = target.kind === "station"
      ? { idEstacion: target.stationId }
      : { latitud: target.latitud, longitud: target.longitud, radioKm: radius };
    let suscripcion;
    if (!byMail) {
      const subscribed = await subscribeToPush();
      if (!subscribed.ok) {
        setBusy(false);
        setOutcome({ ok: false, message: subscribed.message });
        return;
      }
      suscripcion = subscribed.subscription;
    }
    const created = await createAlert({ ...(suscripcion ? { suscripcion } : {}), combustible: fuel, umbral: threshold, ...place });
    setBusy(false);
    setOutcome(created.ok ? { ok: true, message: created.message ?? t`Aviso creado.` } : { ok: false, message: created.message });
  }

  const { min, max, unit } = alertThresholdBounds(fuel);
  const fuelText = fuelInSentenceText(fuel);
  const maxRadius = ALERT_RADIUS_MAX_KM;
  const fuelName = alertFuelName(fuel);

  return (
    <form className="alert-form" noValidate onSubmit={submit} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>
        <Trans>Aviso de precio</Trans>
      </h2>
      {/* One sentence with the form's fields inside it: each label a message of its own, in this order. */}
      <p className="alert-sentence">
        <label htmlFor={`${id}-fuel`}>{t({ message: "Avísame cuando", comment: "Alert form, read as one sentence: 'Avísame cuando [el diésel] baje de [1,450] € en REPSOL'" })}</label>{" "}
        <select id={`${id}-fuel`} value={fuel} onChange={(e) => {
          const next = e.target.value as AlertFuel;
          setFuel(next);
          setThreshold(suggestedThreshold(prices[next], next) || threshold);
        }}>
          {offered.map((code) => <option key={code} value={code}>{fuelInSentenceText(code)}</option>)}
        </select>{" "}
        <label htmlFor={`${id}-umbral`}>{t({ message: "baje de", comment: "Alert form: 'Avísame cuando [el diésel] baje de [1,450] €'" })}</label>{" "}
        <input id={`${id}-umbral`} className="alert-threshold" inputMode="decimal" value={threshold} required
          onChange={(e) => setThreshold(e.target.value)} aria-describedby={`${id}-hint`} />{" "}{fuelUnit(fuel) === "kg" ? "€/kg" : "€"}
        {target.kind === "station" ? (
          <> <StationName rotulo={target.rotulo} /></>
        ) : (
          <>
            {" "}<label htmlFor={`${id}-radio`}>{t({ message: "a menos de", comment: "Area alert form: '… baje de [1,450] € a menos de [10] km de aquí'" })}</label>{" "}
            <input id={`${id}-radio`} className="alert-radius" inputMode="numeric" value={radius} onChange={(e) => setRadius(e.target.value)} />{" "}
            {t({ message: "km de aquí", comment: "Area alert form: '… a menos de [10] km de aquí'" })}
          </>
        )}
      </p>
      <p id={`${id}-hint`} className="muted alert-hint">
        {target.kind === "area"
          ? t`Entre ${min} y ${max} ${unit}; radio de 1 a ${maxRadius} km. Te avisamos una vez cada vez que ${fuelText} baje de ese precio.`
          : t`Entre ${min} y ${max} ${unit}. Te avisamos una vez cada vez que ${fuelText} baje de ese precio.`}
      </p>
      {canMail ? (
        <p className="alert-channel">
          <label><input type="checkbox" checked={byMail} onChange={(e) => setByMail(e.target.checked)} /> <Trans>Prefiero recibirlo por correo electrónico</Trans></label>
        </p>
      ) : (
        <p className="muted alert-hint">
          <Trans>Llega como notificación a este navegador. Para recibirlo por correo, <Link href="/login">inicia sesión</Link> con un correo validado.</Trans>
        </p>
      )}
      <button type="submit" className="button button-primary" disabled={busy || threshold.trim() === ""}>
        {busy ? t`Creando aviso…` : t`Avisarme (${fuelName})`}
      </button>
      {outcome && (
        <p role={outcome.ok ? "status" : "alert"} className={outcome.ok ? "alert-outcome" : "alert-outcome alert-outcome-error"}>
          {outcome.message}
          {outcome.ok && <> <Link href="/alertas"><Trans>Ver mis avisos</Trans></Link></>}
        </p>
      )}
    </form>
  );
}

/** "en REPSOL": the station an alert of the form watches, its sign in bold. */
function StationName({ rotulo }: { rotulo: string }) {
  return (
    <Trans comment="Alert form: '… baje de [1,450] € en REPSOL'">
      en <strong>{rotulo}</strong>
    </Trans>
  );
}
