// Average current prices by province and by brand (POST /api/reporting/…), public stations only.
import type { Db } from "../db/db.ts";

const AVERAGES = `
  round(coalesce(avg(p.precio) filter (where p.producto = 'gasoleoA'), 0)::numeric, 3)::float8 as "mediaDiesel",
  round(coalesce(avg(p.precio) filter (where p.producto = 'gasolina95'), 0)::numeric, 3)::float8 as "media95",
  round(coalesce(avg(p.precio) filter (where p.producto = 'gasolina98'), 0)::numeric, 3)::float8 as "media98",
  round(coalesce(avg(p.precio) filter (where p.producto = 'glp'), 0)::numeric, 3)::float8 as "mediaGLP"`;

export interface Averages { mediaDiesel: number; media95: number; media98: number; mediaGLP: number }

export function averagesByProvince(db: Db) {
  return db.query<Averages & { provincia: string }>(`
    select min(s.provincia) as provincia, ${AVERAGES}
    from stations s join station_prices p on p.station_id = s.id
    where s.tipo_venta <> 'R'
    group by s.id_provincia
    order by min(s.provincia)`);
}

export function averagesByBrand(db: Db) {
  return db.query<Averages & { bandera: string }>(`
    select s.bandera as bandera, ${AVERAGES}
    from stations s join station_prices p on p.station_id = s.id
    where s.tipo_venta <> 'R'
    group by s.bandera
    order by s.bandera`);
}
