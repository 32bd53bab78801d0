// kiosko/:id: the full-screen price board of one station for a screen on its forecourt (no shell).
// Its prices in large type, the cheapest competitors within 5 km, when the prices were published;
// refreshed every 5 minutes, screen kept awake, and with no signal the last prices stay up with
// their age. A new app version is applied by itself: there is nobody to press the prompt.
import { Trans, useLingui } from "@lingui/react/macro";
import { useEffect } from "react";
import { useParams } from "wouter";
import { KIOSK_RADIUS_KM } from "../../domain/contract/kiosk.ts";
import { fuelUnit } from "../../domain/fuels.ts";
import { formatKm, formatPrice } from "../../i18n/formatters.ts";
import { openingHoursText } from "../../i18n/opening-hours-text.ts";
import { useOnline } from "../../offline/connectivity.ts";
import { useNow } from "../../offline/freshness.ts";
import { useSwUpdateStore } from "../../offline/sw-update-store.ts";
import { BrandBadge } from "../../ui/BrandBadge.tsx";
import { OfficialPrice } from "../../ui/OfficialPrice.tsx";
import { StaleFeedNotice } from "../../offline/StaleFeedBanner.tsx";
import { tidyAddress } from "../../domain/address.ts";
import { screenTitle } from "../../ui/page-title.ts";
import { productEntryName } from "../station/station-fuel-rows.ts";
import { ageText, competitorFuelName, notInSnapshotText, published } from "./kiosk-text.ts";
import { useKioskBoard, type KioskView } from "./use-kiosk-board.ts";
import { useWakeLock } from "./use-wake-lock.ts";
import "./kiosk.css";

/** Competitor rows per fuel that fit the right half of the screen, with room for the offline strip. */
const ROWS_FOR_FUELS = [5, 5, 4, 3, 2];
const rowsPerFuel = (fuels: number) => ROWS_FOR_FUELS[Math.min(fuels, ROWS_FOR_FUELS.length - 1)]!;

function Board({ view, stale, online }: { view: KioskView; stale: boolean; online: boolean }) {
  const { t } = useLingui();
  const now = useNow(30_000);
  const { estacion, competidores } = view.board;
  const rows = rowsPerFuel(competidores.length);
  const hours = openingHoursText(estacion.horario);
  const radius = KIOSK_RADIUS_KM;
  return (
    <>
      <header className="kiosk-header">
        <BrandBadge bandera={estacion.bandera} large />
        <div className="kiosk-station">
          <h1>{estacion.rotulo}</h1>
          <p>{[tidyAddress(estacion.direccion), estacion.localidad].filter(Boolean).join(" · ")}</p>
        </div>
        <p className="kiosk-updated">{published(view.board, view.fetchedAt)}</p>
      </header>

      <div className="kiosk-body">
        <section className="kiosk-prices" aria-labelledby="kiosk-prices-title">
          <h2 id="kiosk-prices-title">
            <Trans>Nuestros precios</Trans>
          </h2>
          <table className={estacion.productos.length > 5 ? "kiosk-price-table many" : "kiosk-price-table"}>
            <tbody>
              {estacion.productos.map((p) => (
                <tr key={p.producto}>
                  <th scope="row">{productEntryName(p)}</th>
                  <td>
                    <OfficialPrice precio={p.precio} detail={p} now={now} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <p className="kiosk-hours">
            <Trans>Horario: {hours}</Trans>
          </p>
        </section>

        <section className={competidores.length >= 3 ? "kiosk-competitors compact" : "kiosk-competitors"} aria-labelledby="kiosk-competitors-title">
          <h2 id="kiosk-competitors-title">
            <Trans>Más baratas a menos de {radius} km</Trans>
          </h2>
          {competidores.map((fuel) => (
            <div key={fuel.producto} className="kiosk-fuel">
              <h3>{competitorFuelName(fuel)}</h3>
              {fuel.estaciones.length === 0 ? (
                <p className="kiosk-none">
                  <Trans>Ninguna otra estación cerca</Trans>
                </p>
              ) : (
                <ol>
                  {fuel.estaciones.slice(0, rows).map((s) => (
                    <li key={s.id}>
                      <span className="kiosk-rival">
                        {s.rotulo} <span className="kiosk-km">{formatKm(s.km)}</span>
                      </span>
                      <span className="kiosk-rival-price">{formatPrice(s.precio, fuelUnit(fuel.producto))}</span>
                    </li>
                  ))}
                </ol>
              )}
            </div>
          ))}
        </section>
      </div>

      {/* One strip at the foot, the room the layout keeps: the connection's, which already says how old
          the prices are, or else the Ministry's prices being over two hours old. */}
      {stale ? (
        <p className="kiosk-stale" role="status">
          <strong>{online ? t`Sin respuesta del servidor` : t`Sin conexión`}</strong> · {ageText(view.board, view.fetchedAt, now)}
        </p>
      ) : (
        <StaleFeedNotice fecha={view.board.actualizado} role="note" />
      )}
    </>
  );
}

export function KioskBoardPage() {
  const { t } = useLingui();
  const { id = "" } = useParams<{ id: string }>();
  const { view, failed, message, notInSnapshot } = useKioskBoard(id);
  const online = useOnline();
  const applyUpdate = useSwUpdateStore((state) => state.apply);
  useWakeLock();

  const sign = view?.board.estacion.rotulo ?? null;
  const title = sign !== null ? t`Kiosko ${sign}` : t`Kiosko`;
  useEffect(() => {
    document.title = screenTitle(title);
  }, [title]);

  useEffect(() => {
    applyUpdate?.();
  }, [applyUpdate]);

  return (
    <main className="kiosk" data-station={id}>
      {view ? (
        <Board view={view} stale={failed || !online || view.source !== "network"} online={online} />
      ) : failed ? (
        <p className="kiosk-message" role="alert">
          {[t`No se pudo cargar el panel de precios de la estación ${id}.`, notInSnapshotText(notInSnapshot) ?? message].filter(Boolean).join(" ")}
        </p>
      ) : (
        <p className="kiosk-message" aria-busy="true">
          <Trans>Cargando precios…</Trans>
        </p>
      )}
    </main>
  );
}
