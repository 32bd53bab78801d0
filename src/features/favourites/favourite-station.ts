// The server's station information as a favourite of the /favoritas screen (src/domain/favourites.ts).
import type { StationInfo } from "../../domain/contract/stations.ts";
import type { CurrentStation } from "../../domain/favourites.ts";

export function fromStationInfo(info: StationInfo): CurrentStation {
  return {
    id: info.id,
    rotulo: info.rotulo,
    direccion: info.direccion,
    bandera: info.bandera,
    open: info.open,
    latitud: info.gps.latitud,
    longitud: info.gps.longitud,
    fuels: info.productos.filter((p) => p.precio > 0).map((p) => ({ key: p.producto, label: p.nombre, price: p.precio, dudoso: p.dudoso ?? null, medianaProvincia: p.medianaProvincia ?? null })),
  };
}
