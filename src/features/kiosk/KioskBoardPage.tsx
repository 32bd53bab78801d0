// kiosko/:id: the full-screen price board of one station for a screen on its forecourt (no shell).
// Its prices in large type, the cheapest competitors within 5 km, when the prices were published;
// refreshed every 5 minutes, screen kept awake, and with no signal the last prices stay up with
// their age. A new app version is applied by itself: there is nobody to press the prompt.
import { useEffect } from "react";
import { useParams } from "wouter";
import { KIOSK_RADIUS_KM, type KioskBoard } from "../../domain/contract/kiosk.ts";
import { formatKm, formatPrice } from "../../domain/format.ts";
import { fuelUnit } from "../../domain/fuels.ts";
import { useOnline } from "../../offline/connectivity.ts";
import { priceDate, pricesAgeText, relativeAge, useNow } from "../../offline/freshness.ts";
import { useSwUpdateStore } from "../../offline/sw-update-store.ts";
import { BrandBadge } from "../../ui/BrandBadge.tsx";
import { OfficialPrice } from "../../ui/OfficialPrice.tsx";
import { StaleFeedNotice } from "../../offline/StaleFeedBanner.tsx";
import { tidyAddress } from "../../domain/address.ts";
import { screenTitle } from "../../ui/page-title.ts";
import { useKioskBoard, type KioskView } from "./use-kiosk-board.ts";
import { useWakeLock } from "./use-wake-lock.ts";
import "./kiosk.css";

const DATE_TIME = new Intl.DateTimeFormat("es-ES", { day: "2-digit", month: "2-digit", year: "numeric", hour: "2-digit", minute: "2-digit" });

/** Competitor rows per fuel that fit the right half of the screen, with room for the offline strip. */
const ROWS_FOR_FUELS = [5, 5, 4, 3, 2];
const rowsPerFuel = (fuels: number) => ROWS_FOR_FUELS[Math.min(fuels, ROWS_FOR_FUELS.length - 1)]!;

function published(board: KioskBoard, fetchedAt: number): string {
  const at = board.actualizado ? new Date(board.actualizado) : new Date(fetchedAt);
  return `Precios actualizados el ${DATE_TIME.format(at).replace(", ", " a las ")}`;
}

/** How old the prices on the board are, from their publication; only how old the board is when that is unknown. */
function ageText(board: KioskBoard, fetchedAt: number, now: number): string {
  const pricesAt = priceDate(board.actualizado);
  return pricesAt === null ? `Datos recibidos ${relativeAge(fetchedAt, now)}` : pricesAgeText(pricesAt, now);
}

function Board({ view, stale, online }: { view: KioskView; stale: boolean; online: boolean }) {
  const now = useNow(30_000);
  const { estacion, competidores } = view.board;
  const rows = rowsPerFuel(competidores.length);
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
          <h2 id="kiosk-prices-title">Nuestros precios</h2>
          <table className={estacion.productos.length > 5 ? "kiosk-price-table many" : "kiosk-price-table"}>
            <tbody>
              {estacion.productos.map((p) => (
                <tr key={p.producto}>
                  <th scope="row">{p.nombre}</th>
                  <td>
                    <OfficialPrice precio={p.precio} detail={p} now={now} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <p className="kiosk-hours">Horario: {estacion.horario}</p>
        </section>

        <section className={competidores.length >= 3 ? "kiosk-competitors compact" : "kiosk-competitors"} aria-labelledby="kiosk-competitors-title">
          <h2 id="kiosk-competitors-title">Más baratas a menos de {KIOSK_RADIUS_KM} km</h2>
          {competidores.map((fuel) => (
            <div key={fuel.producto} className="kiosk-fuel">
              <h3>{fuel.nombre}</h3>
              {fuel.estaciones.length === 0 ? (
                <p className="kiosk-none">Ninguna otra estación cerca</p>
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
          <strong>{online ? "Sin respuesta del servidor" : "Sin conexión"}</strong> · {ageText(view.board, view.fetchedAt, now)}
        </p>
      ) : (
        <StaleFeedNotice fecha={view.board.actualizado} role="note" />
      )}
    </>
  );
}

export function KioskBoardPage() {
  const { id = "" } = useParams<{ id: string }>();
  const { view, failed, message } = useKioskBoard(id);
  const online = useOnline();
  const applyUpdate = useSwUpdateStore((state) => state.apply);
  useWakeLock();

  useEffect(() => {
    document.title = screenTitle(view ? `Kiosko ${view.board.estacion.rotulo}` : "Kiosko");
  }, [view]);

  useEffect(() => {
    applyUpdate?.();
  }, [applyUpdate]);

  return (
    <main className="kiosk" data-station={id}>
      {view ? (
        <Board view={view} stale={failed || !online || view.source !== "network"} online={online} />
      ) : failed ? (
        <p className="kiosk-message" role="alert">
          No se pudo cargar el panel de precios de la estación {id}.{message ? ` ${message}` : ""}
        </p>
      ) : (
        <p className="kiosk-message" aria-busy="true">
          Cargando precios…
        </p>
      )}
    </main>
  );
}
