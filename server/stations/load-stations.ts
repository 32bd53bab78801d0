// Reads the current stations and their prices from the database, for the in-memory index.
import type { Db } from "../db/db.ts";
import type { FuelKey } from "../../src/domain/fuels.ts";
import type { Station } from "./station.ts";

interface StationRow {
  id: string; rotulo: string; bandera: string; direccion: string; localidad: string; municipio: string;
  provincia: string; id_provincia: string; id_municipio: string; id_ccaa: string; cp: string; horario: string;
  latitud: number; longitud: number; margen: string; remision: string; tipo_venta: string; pais: string;
}

export async function loadStations(db: Db): Promise<Station[]> {
  const [rows, prices] = await Promise.all([
    db.query<StationRow>("select * from stations"),
    db.query<{ station_id: string; producto: string; precio: number }>("select station_id, producto, precio from station_prices"),
  ]);
  const byId = new Map<string, Station>();
  for (const r of rows) {
    byId.set(r.id, {
      id: r.id, rotulo: r.rotulo, bandera: r.bandera, direccion: r.direccion, localidad: r.localidad,
      municipio: r.municipio, provincia: r.provincia, idProvincia: r.id_provincia, idMunicipio: r.id_municipio,
      idCcaa: r.id_ccaa, cp: r.cp, horario: r.horario, latitud: Number(r.latitud), longitud: Number(r.longitud),
      margen: r.margen, remision: r.remision, tipoVenta: r.tipo_venta, pais: r.pais, prices: {},
    });
  }
  for (const p of prices) {
    const station = byId.get(p.station_id);
    if (station) station.prices[p.producto as FuelKey] = Number(p.precio);
  }
  return [...byId.values()];
}
