// On the configuration screen: the feed the prices come from, and how many of its prices the
// plausibility rule sets aside (kept out of the cheapest lists, bands and averages).
import { useEffect, useState } from "react";
import { getLastUpdate } from "../../api/stations.ts";
import type * as v from "valibot";
import type { lastUpdate } from "../../domain/contract/stations.ts";

type LastUpdate = v.InferOutput<typeof lastUpdate>;

const DATE_TIME = new Intl.DateTimeFormat("es-ES", { dateStyle: "medium", timeStyle: "short", timeZone: "Europe/Madrid" });
const when = (iso: string | null) => (iso ? DATE_TIME.format(new Date(iso)) : "—");

export function FeedHealth() {
  const [update, setUpdate] = useState<LastUpdate | "failed" | null>(null);
  useEffect(() => {
    let live = true;
    void getLastUpdate().then((answer) => live && setUpdate(answer.ok && answer.data ? answer.data : "failed"));
    return () => {
      live = false;
    };
  }, []);

  if (update === null) return <p className="muted">Cargando…</p>;
  if (update === "failed") return <p className="muted">No disponible.</p>;
  return (
    <dl className="config-list" aria-label="Datos del Ministerio">
      <dt>Precios publicados</dt>
      <dd>{when(update.fecha)}</dd>
      <dt>Última ingesta correcta</dt>
      <dd>{when(update.ingestado)}</dd>
      <dt>Estaciones</dt>
      <dd>{update.estaciones}</dd>
      <dt>Precios dudosos apartados</dt>
      <dd>{update.preciosDudosos}</dd>
    </dl>
  );
}
