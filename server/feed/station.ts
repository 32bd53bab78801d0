// A station as the server keeps it: what the feed parser produces, what the database stores and
// what the in-memory index holds.
import type { FuelKey } from "../../src/domain/fuels.ts";

export interface Station {
  id: string;
  rotulo: string;
  bandera: string;
  direccion: string;
  localidad: string;
  municipio: string;
  provincia: string;
  idProvincia: string;
  idMunicipio: string;
  idCcaa: string;
  cp: string;
  horario: string;
  latitud: number;
  longitud: number;
  margen: string;
  remision: string;
  tipoVenta: string;
  pais: string;
  prices: Partial<Record<FuelKey, number>>;
  /** When each current price took effect (ISO, from the price history); filled by the index's loader only. */
  pricesSince?: Partial<Record<FuelKey, string>>;
}
