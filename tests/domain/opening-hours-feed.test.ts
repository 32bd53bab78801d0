// Survey of every distinct `Horario` in the real Ministry files of ../shared/data (2019 to 2026).
import { readdirSync, readFileSync } from "node:fs";
import { gunzipSync } from "node:zlib";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { hasSharedData, SHARED_DATA_DIR } from "../helpers/shared-data.ts";
import { parseHorario } from "../../src/domain/opening-hours.ts";

function distinctHorarios(): Set<string> {
  const horarios = new Set<string>();
  const files = readdirSync(SHARED_DATA_DIR).filter((f) => f.startsWith("estaciones-") && /\.json(\.gz)?$/.test(f));
  for (const file of files) {
    const bytes = readFileSync(path.join(SHARED_DATA_DIR, file));
    const text = (file.endsWith(".gz") ? gunzipSync(bytes) : bytes).toString("utf8");
    const feed = JSON.parse(text) as { ListaEESSPrecio: { Horario: string }[] };
    for (const station of feed.ListaEESSPrecio) horarios.add(station.Horario);
  }
  return horarios;
}

describe.skipIf(!hasSharedData)("opening hours of the real feed files", () => {
  it("parses every distinct Horario of every saved feed", () => {
    const horarios = distinctHorarios();
    const unparseable = [...horarios].filter((h) => parseHorario(h) === null);
    expect(horarios.size).toBeGreaterThan(1000);
    expect(unparseable).toEqual([]);
  });
});
