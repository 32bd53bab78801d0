// Importer of the IGN/CNIG "Nomenclátor Geográfico de Municipios y Entidades de Población"
// MUNICIPIOS.csv as CNIG distributes it: ISO-8859-1, ';' separated, decimal comma, CRLF, one header
// row. Coordinates (ETRS89, the same as WGS84 at this scale) are those of each municipality's
// capital settlement. Licence: © Instituto Geográfico Nacional (CNIG), compatible with CC BY 4.0.
import { readFile } from "node:fs/promises";
import { parse } from "csv-parse/sync";
import type { GazetteerEntry } from "./gazetteer-entry.ts";
import { provinceByCode } from "./provinces.ts";

const REQUIRED = ["COD_PROV", "NOMBRE_ACTUAL", "POBLACION_MUNI", "LONGITUD_ETRS89", "LATITUD_ETRS89"] as const;

export async function importCnigMunicipalities(path: string): Promise<GazetteerEntry[]> {
  return parseCnigMunicipalities(await readFile(path));
}

/** Rows with an unknown province or unreadable coordinates are skipped, not fatal. */
export function parseCnigMunicipalities(bytes: Uint8Array): GazetteerEntry[] {
  // CNIG files are Latin-1; a UTF-8 copy (re-saved by hand) is accepted too.
  const text = looksUtf8(bytes) ? new TextDecoder("utf-8").decode(bytes) : new TextDecoder("latin1").decode(bytes);
  // csv-parse reads the quoting rules of CSV too (a name with a ';' in quotes), which a split could not.
  const rows = parse(text, { delimiter: ";", bom: true, skip_empty_lines: true, relax_column_count: true, relax_quotes: true }) as string[][];
  const header = (rows[0] ?? []).map((h) => h.trim());
  const column = Object.fromEntries(REQUIRED.map((name) => [name, header.indexOf(name)])) as Record<(typeof REQUIRED)[number], number>;
  const missing = REQUIRED.filter((name) => column[name] < 0);
  if (missing.length > 0) throw new Error(`El CSV de municipios del CNIG no tiene las columnas: ${missing.join(", ")}`);

  const entries: GazetteerEntry[] = [];
  for (const cells of rows.slice(1)) {
    const province = provinceByCode(cells[column.COD_PROV] ?? "");
    const name = (cells[column.NOMBRE_ACTUAL] ?? "").trim();
    const latitud = decimal(cells[column.LATITUD_ETRS89]);
    const longitud = decimal(cells[column.LONGITUD_ETRS89]);
    const population = decimal(cells[column.POBLACION_MUNI]);
    if (!province || name === "" || !Number.isFinite(latitud) || !Number.isFinite(longitud)) continue;
    entries.push({
      name,
      provinceCode: province.code,
      latitud,
      longitud,
      ...(Number.isFinite(population) ? { population } : {}),
      kind: "municipio",
      source: "cnig",
    });
  }
  return entries;
}

function decimal(cell: string | undefined): number {
  const text = (cell ?? "").trim();
  return text === "" ? Number.NaN : Number(text.replace(",", "."));
}

function looksUtf8(bytes: Uint8Array): boolean {
  try {
    new TextDecoder("utf-8", { fatal: true }).decode(bytes);
    return true;
  } catch {
    return false;
  }
}
