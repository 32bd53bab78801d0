// Station photos in the database (bytea): stored after re-encoding, listed per station, served by id.
import type { Db } from "../db/db.ts";
import type { StoredImage } from "./reencode.ts";
import { isUuid } from "../accounts/users-repository.ts";

export interface ImageSummary { id: string; fecha: string; ancho: number; alto: number }
export interface ImageFile { contentType: string; bytes: Uint8Array; sha256: string }

/** The newest photos of a station are enough for its page. */
const LIST_LIMIT = 50;

export function createImagesRepository(db: Db) {
  return {
    async add(userId: string, stationId: string, image: StoredImage, now: Date): Promise<ImageSummary> {
      const [row] = await db.query<{ id: string }>(
        `insert into station_images (station_id, user_id, content_type, width, height, bytes, sha256, created_at)
         values ($1, $2, $3, $4, $5, $6, $7, $8) returning id`,
        [stationId, userId, image.contentType, image.width, image.height, image.bytes, image.sha256, now]);
      return { id: row!.id, fecha: now.toISOString(), ancho: image.width, alto: image.height };
    },

    async listForStation(stationId: string): Promise<ImageSummary[]> {
      const rows = await db.query<{ id: string; created_at: Date | string; width: number; height: number }>(
        `select id, created_at, width, height from station_images
         where station_id = $1 order by created_at desc, id limit ${LIST_LIMIT}`, [stationId]);
      return rows.map((r) => ({ id: r.id, fecha: new Date(r.created_at).toISOString(), ancho: r.width, alto: r.height }));
    },

    async get(id: string): Promise<ImageFile | null> {
      if (!isUuid(id)) return null;
      const [row] = await db.query<{ content_type: string; bytes: Uint8Array; sha256: string }>(
        "select content_type, bytes, sha256 from station_images where id = $1", [id]);
      return row ? { contentType: row.content_type, bytes: row.bytes, sha256: row.sha256 } : null;
    },

    /** For moderation: removes one photo. */
    async remove(id: string): Promise<boolean> {
      if (!isUuid(id)) return false;
      return (await db.query("delete from station_images where id = $1 returning id", [id])).length === 1;
    },
  };
}

export type ImagesRepository = ReturnType<typeof createImagesRepository>;
