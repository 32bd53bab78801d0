// Station information (POST /api/gasolinaeco/searchstation): the SPEC §3 fields plus every product
// the feed lists for the station.
import { FUEL_LABEL, FUEL_PRODUCTS, type FuelKey } from "../../src/domain/fuels.ts";
import { isStationOpenAt } from "../../src/domain/opening-hours.ts";
import type { StationInfo } from "../../src/domain/contract/stations.ts";
import type { Station } from "../feed/station.ts";
import type { PriceTrust } from "./price-trust.ts";

const CATALOGUE_ORDER = new Map(FUEL_PRODUCTS.map((p, i) => [p.key as FuelKey, i]));

/** `trust`: the index's judgement of its prices, so every answer that shows a station flags the same ones. */
export function toStationInfo(s: Station, at: Date, updatedAt: Date | null, trust: PriceTrust): StationInfo {
  const productos = (Object.entries(s.prices) as [FuelKey, number][])
    .sort(([a], [b]) => (CATALOGUE_ORDER.get(a) ?? 99) - (CATALOGUE_ORDER.get(b) ?? 99))
    .map(([producto, precio]) => {
      const dudoso = trust.reasonOf(s, producto) ?? null;
      return {
        producto,
        nombre: FUEL_LABEL[producto] ?? producto,
        precio,
        desde: s.pricesSince?.[producto] ?? null,
        dudoso,
        medianaProvincia: dudoso === "bajo_mediana" ? trust.medianOf(s, producto) ?? null : null,
      };
    });
  return {
    id: s.id,
    rotulo: s.rotulo,
    direccion: s.direccion,
    gps: { latitud: s.latitud, longitud: s.longitud },
    bandera: s.bandera || "none",
    cp: s.cp,
    localidad: s.localidad,
    municipio: s.municipio,
    provincia: s.provincia,
    horario: s.horario,
    open: isStationOpenAt(s, at),
    pais: s.pais,
    tipoVenta: s.tipoVenta,
    margen: s.margen,
    precio_gasoleoA: s.prices.gasoleoA ?? 0,
    precio_gasolina95: s.prices.gasolina95 ?? 0,
    precio_gasolina98: s.prices.gasolina98 ?? 0,
    precio_GLP: s.prices.glp ?? 0,
    productos,
    actualizado: updatedAt ? updatedAt.toISOString() : null,
  };
}
