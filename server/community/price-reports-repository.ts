// Drivers' reports of a wrong price ("¿Precio incorrecto?"). Stored as written for an operator to
// resolve (npm run moderate, /api/admin); nothing here ever touches the official prices.
import type { Db } from "../db/db.ts";

export type PriceReportDecision = "resolved" | "dismissed";

export interface NewPriceReport {
  stationId: string;
  producto: string;
  precioVisto: number;
  precioOficial: number | null;
  comentario: string;
  userId: string | null;
}

export interface PendingPriceReport {
  id: number;
  stationId: string;
  producto: string;
  precioVisto: number;
  precioOficial: number | null;
  comentario: string;
  /** The reporter's e-mail, null when anonymous. */
  email: string | null;
  fecha: string;
}

export function createPriceReportsRepository(db: Db) {
  return {
    async add(report: NewPriceReport, now: Date): Promise<number> {
      const [row] = await db.query<{ id: number | string }>(
        `insert into price_reports (station_id, producto, precio_visto, precio_oficial, comentario, user_id, created_at)
         values ($1, $2, $3, $4, $5, $6, $7) returning id`,
        [report.stationId, report.producto, report.precioVisto, report.precioOficial, report.comentario, report.userId, now]);
      return Number(row!.id);
    },

    /** Reports waiting for an operator, oldest first. */
    async listPending(limit = 200): Promise<PendingPriceReport[]> {
      const rows = await db.query<{
        id: number | string; station_id: string; producto: string; precio_visto: number; precio_oficial: number | null;
        comentario: string; email: string | null; created_at: Date | string;
      }>(
        `select r.id, r.station_id, r.producto, r.precio_visto, r.precio_oficial, r.comentario, u.email, r.created_at
           from price_reports r left join users u on u.id = r.user_id
          where r.status = 'pending' order by r.created_at, r.id limit $1`, [limit]);
      return rows.map((r) => ({
        id: Number(r.id), stationId: r.station_id, producto: r.producto, precioVisto: Number(r.precio_visto),
        precioOficial: r.precio_oficial === null ? null : Number(r.precio_oficial), comentario: r.comentario,
        email: r.email, fecha: new Date(r.created_at).toISOString(),
      }));
    },

    /** Closes a pending report. False when there is no pending report with that id. */
    async resolve(id: number, decision: PriceReportDecision, now: Date): Promise<boolean> {
      if (!Number.isSafeInteger(id) || id < 1) return false;
      const rows = await db.query(
        "update price_reports set status = $2, resolved_at = $3 where id = $1 and status = 'pending' returning id", [id, decision, now]);
      return rows.length === 1;
    },
  };
}

export type PriceReportsRepository = ReturnType<typeof createPriceReportsRepository>;
