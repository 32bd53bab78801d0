// The station's photos, newest first as the server lists them; nothing when there are none.
import { Trans, useLingui } from "@lingui/react/macro";
import type { StationImageInfo } from "./station-types.ts";
import { imageSrc } from "../../api/community.ts";

export function StationPhotos({ images, stationName }: { images: readonly StationImageInfo[]; stationName: string }) {
  const { t } = useLingui();
  if (images.length === 0) return null;
  return (
    <section className="card station-section" aria-labelledby="photos-title">
      <h2 id="photos-title">
        <Trans>Fotos</Trans>
      </h2>
      <ul className="photo-grid">
        {images.map((image, i) => {
          const number = i + 1;
          return (
          <li key={image.id}>
            <img
              src={imageSrc(image.url)}
              alt={t`Foto ${number} de ${stationName}`}
              width={image.ancho}
              height={image.alto}
              loading="lazy"
              decoding="async"
            />
          </li>
          );
        })}
      </ul>
    </section>
  );
}
