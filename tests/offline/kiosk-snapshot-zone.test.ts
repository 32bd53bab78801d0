// A kiosk board started from the snapshot (no signal) keeps the station's clock: in the Canary
// Islands an hour behind Madrid, whatever the device's zone.
import { describe, expect, it } from "vitest";
import { encodeSnapshot } from "../../src/domain/snapshot.ts";
import { SEARCH_PRODUCTS } from "../../src/domain/fuels.ts";
import { published } from "../../src/features/kiosk/kiosk-text.ts";
import { kioskBoardFromSnapshot } from "../../src/offline/kiosk-from-snapshot.ts";

const station = (id: string, idProvincia: string, latitud: number, longitud: number) => ({
  id, rotulo: "DISA", direccion: "CALLE MAYOR, 1", horario: "L-D: 24H", bandera: "disa", latitud, longitud, idProvincia, pais: "España",
  prices: { gasoleoA: 1.199, gasolina95: 1.299 },
});

describe("a kiosk board from the snapshot", () => {
  it("dates its prices by a Canary station's clock", () => {
    const snapshot = encodeSnapshot([station("35001", "35", 28.1235, -15.4363), station("28001", "28", 40.4168, -3.7038)], SEARCH_PRODUCTS, {
      fecha: new Date("2026-01-15T08:00:00Z"),
    });
    const canary = kioskBoardFromSnapshot(snapshot, "35001", new Date("2026-01-15T09:00:00Z"))!;
    expect(canary.estacion.provincia).toBe("35");
    expect(published(canary, Date.now())).toBe("Precios actualizados el 15/01/2026 a las 08:00");
    const madrid = kioskBoardFromSnapshot(snapshot, "28001", new Date("2026-01-15T09:00:00Z"))!;
    expect(published(madrid, Date.now())).toBe("Precios actualizados el 15/01/2026 a las 09:00");
  });
});
