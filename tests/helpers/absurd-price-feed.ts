// A real Ministry file with one price replaced, for the tests of implausible prices: the rest of the
// feed stays exactly as published, so medians and neighbours are real.
import { readFile } from "node:fs/promises";

export interface AbsurdPrice {
  /** IDEESS of the station whose price is replaced. */
  stationId: string;
  /** The feed's field, e.g. "Precio Gasoleo A". */
  field: string;
  /** The new value as the Ministry writes it, e.g. "0,300". */
  value: string;
}

/** The file's text with the price changed; `fecha` (dd/mm/yyyy H:mm:ss) replaces the feed's date when given. */
export async function absurdPriceFeed(file: string, change: AbsurdPrice, fecha?: string): Promise<string> {
  const document = JSON.parse(await readFile(file, "utf8")) as { Fecha: string; ListaEESSPrecio: Record<string, string>[] };
  const row = document.ListaEESSPrecio.find((r) => r.IDEESS === change.stationId);
  if (!row) throw new Error(`station ${change.stationId} not in ${file}`);
  row[change.field] = change.value;
  if (fecha) document.Fecha = fecha;
  return JSON.stringify(document);
}
