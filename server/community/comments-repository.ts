// Opinions about stations. Every new one waits for moderation (SPEC §8: "en breve será visible");
// readers only ever see approved ones. Text is stored exactly as written and always handled as plain
// text: the API returns it as a JSON string and the app renders it as text, never as HTML.
import type { Db } from "../db/db.ts";

export type CommentStatus = "pending" | "approved" | "rejected";

export interface PublicComment { nombre: string; fecha: string; comentario: string; valoracion: number }

export interface HeldComment {
  id: number;
  stationId: string;
  autor: string;
  email: string;
  comentario: string;
  valoracion: number;
  fecha: string;
}

/** Shown instead of a name when the author has not filled in the profile. */
export const ANONYMOUS_AUTHOR = "Anónimo";
const LIST_LIMIT = 100;

export function createCommentsRepository(db: Db) {
  return {
    async add(userId: string, stationId: string, comentario: string, valoracion: number, now: Date): Promise<number> {
      const [row] = await db.query<{ id: number | string }>(
        `insert into comments (station_id, user_id, comentario, valoracion, created_at)
         values ($1, $2, $3, $4, $5) returning id`,
        [stationId, userId, comentario, valoracion, now]);
      return Number(row!.id);
    },

    /** Approved opinions of a station, newest first. */
    async listApproved(stationId: string): Promise<PublicComment[]> {
      const rows = await db.query<{ nombre: string; created_at: Date | string; comentario: string; valoracion: number }>(
        `select coalesce(nullif(u.username, ''), $2) as nombre, c.created_at, c.comentario, c.valoracion
           from comments c join users u on u.id = c.user_id
          where c.station_id = $1 and c.status = 'approved'
          order by c.created_at desc, c.id desc
          limit ${LIST_LIMIT}`,
        [stationId, ANONYMOUS_AUTHOR]);
      return rows.map((r) => ({
        nombre: r.nombre, fecha: new Date(r.created_at).toISOString(), comentario: r.comentario, valoracion: Number(r.valoracion),
      }));
    },

    /** Opinions waiting for a moderator, oldest first. */
    async listPending(limit = 200): Promise<HeldComment[]> {
      const rows = await db.query<{
        id: number | string; station_id: string; username: string; email: string; comentario: string;
        valoracion: number; created_at: Date | string;
      }>(
        `select c.id, c.station_id, u.username, u.email, c.comentario, c.valoracion, c.created_at
           from comments c join users u on u.id = c.user_id
          where c.status = 'pending' order by c.created_at, c.id limit $1`, [limit]);
      return rows.map((r) => ({
        id: Number(r.id), stationId: r.station_id, autor: r.username || ANONYMOUS_AUTHOR, email: r.email,
        comentario: r.comentario, valoracion: Number(r.valoracion), fecha: new Date(r.created_at).toISOString(),
      }));
    },

    /** Approves or rejects a pending opinion. False when there is no pending opinion with that id. */
    async moderate(id: number, decision: "approved" | "rejected", now: Date): Promise<boolean> {
      if (!Number.isSafeInteger(id) || id < 1) return false;
      const rows = await db.query(
        "update comments set status = $2, moderated_at = $3 where id = $1 and status = 'pending' returning id",
        [id, decision, now]);
      return rows.length === 1;
    },
  };
}

export type CommentsRepository = ReturnType<typeof createCommentsRepository>;
