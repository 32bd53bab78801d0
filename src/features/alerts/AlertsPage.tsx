// /alertas: the driver's price alerts, to pause, resume or delete. Push alerts are those of this
// browser's subscription (its endpoint is the credential, nothing else identifies the driver); a
// logged-in driver also sees the account's e-mail alerts.
import { Trans, useLingui } from "@lingui/react/macro";
import { useCallback, useEffect, useState } from "react";
import { Link } from "wouter";
import { deleteAlert, listAlerts, pauseAlert } from "../../api/alerts.ts";
import type { AlertView } from "../../domain/contract/alerts.ts";
import { fuelUnit } from "../../domain/fuels.ts";
import { alertConditionText, alertPlaceText } from "../../i18n/alert-text.ts";
import { formatPrice } from "../../i18n/formatters.ts";
import { isLoggedIn, useSessionStore } from "../../stores/session-store.ts";
import { screenTitle, usePageTitle } from "../../ui/page-title.ts";
import { currentSubscription } from "./push-subscription.ts";
import "./alerts.css";

interface ListedAlert extends AlertView {
  /** The credential for this alert's changes: the endpoint, or undefined for the account's token. */
  endpoint: string | undefined;
}

type Loaded = { status: "loading" } | { status: "done"; alerts: ListedAlert[]; problem: string | null };

export function AlertsPage() {
  const { t } = useLingui();
  usePageTitle(screenTitle(t`Alertas`));
  const loggedIn = useSessionStore(isLoggedIn);
  const [loaded, setLoaded] = useState<Loaded>({ status: "loading" });

  const load = useCallback(async () => {
    const subscription = await currentSubscription();
    const [push, mail] = await Promise.all([
      subscription ? listAlerts(subscription.endpoint) : null,
      loggedIn ? listAlerts(undefined) : null,
    ]);
    const alerts: ListedAlert[] = [];
    let problem: string | null = null;
    for (const [result, endpoint] of [[push, subscription?.endpoint], [mail, undefined]] as const) {
      if (!result) continue;
      if (result.ok) alerts.push(...(result.data ?? []).map((a) => ({ ...a, endpoint })));
      else problem = result.message;
    }
    setLoaded({ status: "done", alerts, problem });
  }, [loggedIn]);

  useEffect(() => {
    void load();
  }, [load]);

  async function change(alert: ListedAlert, action: "pause" | "resume" | "delete") {
    const result = action === "delete" ? await deleteAlert(alert.id, alert.endpoint) : await pauseAlert(alert.id, alert.endpoint, action === "pause");
    if (!result.ok) {
      setLoaded((previous) => (previous.status === "done" ? { ...previous, problem: result.message } : previous));
      return;
    }
    await load();
  }

  return (
    <section className="card page-narrow" aria-labelledby="alerts-title">
      <h1 id="alerts-title">
        <Trans>Alertas de precio</Trans>
      </h1>
      {loaded.status === "loading" ? (
        <p className="muted" aria-busy="true">
          <Trans>Cargando…</Trans>
        </p>
      ) : (
        <>
          {loaded.problem && <p role="alert" className="alert-outcome-error">{loaded.problem}</p>}
          {loaded.alerts.length === 0 ? (
            <p className="muted">
              {loggedIn
                ? t`No tienes avisos en este navegador ni en tu cuenta. Crea uno desde una gasolinera o desde los resultados de una búsqueda.`
                : t`No tienes avisos en este navegador. Crea uno desde una gasolinera o desde los resultados de una búsqueda.`}
            </p>
          ) : (
            <ul className="alerts-list">
              {loaded.alerts.map((alert) => {
                const now = alert.ultimoPrecio !== null ? formatPrice(alert.ultimoPrecio, fuelUnit(alert.combustible)) : null;
                const status = [
                  alert.canal === "email" ? t`Por correo` : t`Notificación en este navegador`,
                  now !== null ? t`ahora ${now}` : null,
                  alert.pausada ? t`en pausa` : null,
                ];
                return (
                  <li key={`${alert.canal}-${alert.id}`} className={alert.pausada ? "alert-paused" : undefined}>
                    <strong>{alertConditionText(alert.combustible, alert.umbral)}</strong>{" "}
                    {alert.idEstacion !== null ? (
                      <Link href={`/station/${alert.idEstacion}`}>{alertPlaceText(alert)}</Link>
                    ) : (
                      alertPlaceText(alert)
                    )}
                    <div className="muted">{status.filter((part) => part !== null).join(" · ")}</div>
                    <div className="alert-actions">
                      <button type="button" className="button" onClick={() => void change(alert, alert.pausada ? "resume" : "pause")}>
                        {alert.pausada ? t`Reanudar` : t`Pausar`}
                      </button>
                      <button type="button" className="button" onClick={() => void change(alert, "delete")}>
                        <Trans>Borrar</Trans>
                      </button>
                    </div>
                  </li>
                );
              })}
            </ul>
          )}
        </>
      )}
    </section>
  );
}
