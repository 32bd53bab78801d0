// On the configuration screen: the feed the prices come from, and how many of its prices the
// plausibility rule sets aside (kept out of the cheapest lists, bands and averages).
import { Trans, useLingui } from "@lingui/react/macro";
import { useEffect, useState } from "react";
import { getLastUpdate } from "../../api/stations.ts";
import type * as v from "valibot";
import type { lastUpdate } from "../../domain/contract/stations.ts";
import { dateFormat } from "../../i18n/calendar.ts";

type LastUpdate = v.InferOutput<typeof lastUpdate>;

// The Ministry publishes in Spain's peninsular time, whatever the device's zone.
const when = (iso: string | null) =>
  iso ? dateFormat({ day: "numeric", month: "short", year: "numeric", hour: "numeric", minute: "2-digit", timeZone: "Europe/Madrid" }).format(new Date(iso)) : "—";

export function FeedHealth() {
  const { t } = useLingui();
  const [update, setUpdate] = useState<LastUpdate | "failed" | null>(null);
  useEffect(() => {
    let live = true;
    void getLastUpdate().then((answer) => live && setUpdate(answer.ok && answer.data ? answer.data : "failed"));
    return () => {
      live = false;
    };
  }, []);

  if (update === null)
    return (
      <p className="muted">
        <Trans>Cargando…</Trans>
      </p>
    );
  if (update === "failed")
    return (
      <p className="muted">
        <Trans>No disponible.</Trans>
      </p>
    );
  return (
    <dl className="config-list" aria-label={t`Datos del Ministerio`}>
      <dt>
        <Trans>Precios publicados</Trans>
      </dt>
      <dd>{when(update.fecha)}</dd>
      <dt>
        <Trans>Última ingesta correcta</Trans>
      </dt>
      <dd>{when(update.ingestado)}</dd>
      <dt>
        <Trans>Estaciones</Trans>
      </dt>
      <dd>{update.estaciones}</dd>
      <dt>
        <Trans>Precios dudosos apartados</Trans>
      </dt>
      <dd>{update.preciosDudosos}</dd>
    </dl>
  );
}
