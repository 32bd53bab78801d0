// Drivers' reports of a wrong price ("¿Precio incorrecto?"). Stored as written for an operator to
// resolve (npm run moderate, /api/admin); nothing here ever touches the official prices. The operator
// reads them grouped by station, the station with the newest report first, page by page, so a flood
// of reports on one station (or many) cannot push a genuine one out of sight. A report from an
// account whose address was never validated counts as anonymous: such accounts cost nothing to make.
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
  /** The reporter's validated e-mail; null when anonymous or not validated. */
  email: string | null;
  fecha: string;
}

export interface StationReports {
  idEstacion: string;
  pendientes: number;
  /** From accounts with a validated address. */
  deCuentasValidadas: number;
  /** Anonymous, or from accounts never validated. */
  anonimos: number;
  /** When its newest pending report came. */
  ultimo: string;
  /** Its newest reports, newest first (all of them when `pendientes` is no more). */
  avisos: PendingPriceReport[];
}

export interface ReportsPage<T> {
  pagina: number;
  paginas: number;
  total: number;
  elementos: T[];
}

/** Stations per page of the grouped list, and the newest reports shown with each. */
export const STATIONS_PER_PAGE = 20;
export const REPORTS_PER_STATION = 20;
/** Reports per page of one station's list. */
export const REPORTS_PER_PAGE = 100;

/** Pending reports, the reporter's address only when validated. */
const PENDING = `select r.id, r.station_id, r.producto, r.precio_visto, r.precio_oficial, r.comentario, r.created_at,
         case when u.email_validated_at is not null then u.email end as email
    from price_reports r left join users u on u.id = r.user_id
   where r.status = 'pending'`;

interface ReportRow {
  id: number | string; station_id: string; producto: string; precio_visto: number; precio_oficial: number | null;
  comentario: string; email: string | null; created_at: Date | string;
}

const toReport = (r: ReportRow): PendingPriceReport => ({
  id: Number(r.id), stationId: r.station_id, producto: r.producto, precioVisto: Number(r.precio_visto),
  precioOficial: r.precio_oficial === null ? null : Number(r.precio_oficial), comentario: r.comentario,
  email: r.email, fecha: new Date(r.created_at).toISOString(),
});

const pages = (total: number, size: number) => Math.max(1, Math.ceil(total / size));

export function createPriceReportsRepository(db: Db) {
  return {
    async add(report: NewPriceReport, now: Date): Promise<number> {
      const [row] = await db.query<{ id: number | string }>(
        `insert into price_reports (station_id, producto, precio_visto, precio_oficial, comentario, user_id, created_at)
         values ($1, $2, $3, $4, $5, $6, $7) returning id`,
        [report.stationId, report.producto, report.precioVisto, report.precioOficial, report.comentario, report.userId, now]);
      return Number(row!.id);
    },

    /** One page of the stations with pending reports, newest report first, each with its counts. */
    async pendingByStation(page: number): Promise<ReportsPage<StationReports>> {
      const groups = await db.query<{ station_id: string; total: number; validated: number; newest: Date | string; stations: number }>(
        `with pending as (${PENDING})
         select station_id, count(*)::int as total, count(email)::int as validated, max(created_at) as newest,
                count(*) over ()::int as stations
           from pending group by station_id
          order by max(created_at) desc, max(id) desc
          limit $1 offset $2`,
        [STATIONS_PER_PAGE, (page - 1) * STATIONS_PER_PAGE]);
      const total = groups[0]?.stations ?? (await this.pendingStations());
      const reports = groups.length === 0 ? [] : await db.query<ReportRow>(
        `select * from (
           select p.*, row_number() over (partition by station_id order by created_at desc, id desc) as rank
             from (${PENDING} and r.station_id = any($1::text[])) p) ranked
          where rank <= $2 order by created_at desc, id desc`,
        [groups.map((g) => g.station_id), REPORTS_PER_STATION]);
      return {
        pagina: page,
        paginas: pages(total, STATIONS_PER_PAGE),
        total,
        elementos: groups.map((g) => ({
          idEstacion: g.station_id,
          pendientes: g.total,
          deCuentasValidadas: g.validated,
          anonimos: g.total - g.validated,
          ultimo: new Date(g.newest).toISOString(),
          avisos: reports.filter((r) => r.station_id === g.station_id).map(toReport),
        })),
      };
    },

    /** How many stations have pending reports (for a page past the last). */
    async pendingStations(): Promise<number> {
      const [row] = await db.query<{ n: number }>("select count(distinct station_id)::int as n from price_reports where status = 'pending'");
      return row?.n ?? 0;
    },

    /** One page of a station's pending reports, newest first. */
    async pendingOfStation(stationId: string, page: number): Promise<ReportsPage<PendingPriceReport>> {
      const rows = await db.query<ReportRow & { n: number }>(
        `select p.*, count(*) over ()::int as n from (${PENDING} and r.station_id = $1) p
          order by created_at desc, id desc limit $2 offset $3`,
        [stationId, REPORTS_PER_PAGE, (page - 1) * REPORTS_PER_PAGE]);
      const total = rows[0]?.n ?? Number((await db.query<{ n: number }>(
        "select count(*)::int as n from price_reports where status = 'pending' and station_id = $1", [stationId]))[0]?.n ?? 0);
      return { pagina: page, paginas: pages(total, REPORTS_PER_PAGE), total, elementos: rows.map(toReport) };
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
