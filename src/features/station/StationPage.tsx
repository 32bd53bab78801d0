// station/:id (SPEC §2 "Station detail"): the station with its prices, its opinions and the opinion
// form, photos with the upload card, and the price history. Titled with the sign and the locality.
import { Trans, useLingui } from "@lingui/react/macro";
import { useParams } from "wouter";
import { getComments, getImages } from "../../api/community.ts";
import { getStationInfo } from "../../api/stations.ts";
import { FreshnessNote } from "../../offline/FreshnessNote.tsx";
import { priceDate } from "../../offline/freshness.ts";
import { screenTitle, usePageTitle } from "../../ui/page-title.ts";
import { ImageUpload } from "./ImageUpload.tsx";
import { OpinionForm } from "./OpinionForm.tsx";
import { OpinionsCard } from "./OpinionsCard.tsx";
import { PriceReportForm } from "./PriceReportForm.tsx";
import { StationPriceHistory } from "./StationPriceHistory.tsx";
import { useFilterStore } from "../../stores/filter-store.ts";
import { SEARCH_PRODUCTS, toSearchProduct, type FuelKey } from "../../domain/fuels.ts";
import { StationInfoCard } from "./StationInfoCard.tsx";
import { StationPhotos } from "./StationPhotos.tsx";
import { StationAlert } from "../alerts/StationAlert.tsx";
import { useApiData } from "./use-api-data.ts";
import { stationTimeZone } from "../../i18n/station-time.ts";
import "./station.css";

/** The driver's fuel when the station sells it, else diesel or 95 (what most drivers fill). */
function pageFuel(sold: readonly string[], chosen: string | null): FuelKey | null {
  const product = chosen ? toSearchProduct(chosen) : undefined;
  const preferred = product ? SEARCH_PRODUCTS[product] : undefined;
  const found = [preferred, "gasoleoA", "gasolina95", ...sold].find((key) => key !== undefined && sold.includes(key));
  return (found as FuelKey | undefined) ?? null;
}

export function StationPage() {
  const { t } = useLingui();
  const { id = "" } = useParams<{ id: string }>();
  const [info] = useApiData(getStationInfo, id);
  const [comments] = useApiData(getComments, id);
  const [images, reloadImages] = useApiData(getImages, id);
  const chosenProduct = useFilterStore((s) => s.product);
  const station = info.status === "done" ? info.data : null;
  usePageTitle(screenTitle(station ? `${station.rotulo}, ${station.localidad}` : t`Gasolinera`));

  if (!station) {
    return (
      <section className="card page-narrow">
        <h1>
          <Trans>Gasolinera</Trans>
        </h1>
        <p className="muted" aria-busy={info.status === "loading"}>
          {info.status === "loading" ? t`Cargando…` : t`No se ha podido cargar la gasolinera.`}
        </p>
      </section>
    );
  }

  const fuel = pageFuel(station.productos.map((p) => p.producto), chosenProduct);
  return (
    <div className="station-page page-wide">
      {/* Offline: a station shown from the cache says so, and how old its prices are, counted from
          their publication (`actualizado`), not from when they were stored (src/offline/). */}
      {info.status === "done" && (
        <FreshnessNote source={info.source} pricesAt={priceDate(station.actualizado)} fetchedAt={info.fetchedAt} label={t`Datos guardados`} />
      )}
      <StationInfoCard station={station} />
      <StationAlert stationId={id} station={station} />
      <div className="station-columns">
        {comments.status === "done" && <OpinionsCard comments={comments.data} timeZone={stationTimeZone(station)} />}
        <OpinionForm key={id} stationId={id} />
        <PriceReportForm key={`precio-${id}`} station={station} />
        <StationPriceHistory key={id} stationId={id} fuel={fuel} provincia={station.provincia} />
        {images.status === "done" && <StationPhotos images={images.data} stationName={station.rotulo} />}
        <ImageUpload stationId={id} onUploaded={reloadImages} />
      </div>
    </div>
  );
}
