// The station's photos, newest first as the server lists them; nothing when there are none.
import type { StationImageInfo } from "./station-types.ts";
import { imageSrc } from "../../api/community.ts";

export function StationPhotos({ images, stationName }: { images: readonly StationImageInfo[]; stationName: string }) {
  if (images.length === 0) return null;
  return (
    <section className="card station-section" aria-labelledby="photos-title">
      <h2 id="photos-title">Fotos</h2>
      <ul className="photo-grid">
        {images.map((image, i) => (
          <li key={image.id}>
            <img
              src={imageSrc(image.url)}
              alt={`Foto ${i + 1} de ${stationName}`}
              width={image.ancho}
              height={image.alto}
              loading="lazy"
              decoding="async"
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
