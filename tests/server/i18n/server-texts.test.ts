// The server's texts in the alert's language: every fuel a notification may name is in its catalogs
// (the list marked for extraction is the catalogue's), an untranslated language falls back to the
// Spanish, and Spanish reads as it always did.
import { describe, expect, it } from "vitest";
import { alertFuelLabel } from "../../../src/domain/alert-text.ts";
import { SEARCH_PRODUCT_CODES } from "../../../src/domain/fuels.ts";
import { LOCALES } from "../../../src/domain/locales.ts";
import { alertNotification, type CrossingNews } from "../../../server/alerts/alert-messages.ts";
import { NOTIFICATION_FUEL_NAMES, notificationFuelName } from "../../../server/i18n/fuel-names.ts";
import { serverI18n } from "../../../server/i18n/server-i18n.ts";

const NEWS: CrossingNews = {
  alertId: 7, combustible: "gnc", umbral: 1.25, precio: 1.219, precioAnterior: 1.269,
  station: { id: "14387", rotulo: "HAM", direccion: "AVENIDA ALCALDE CABALLERO, 10", localidad: "ZARAGOZA" },
};

describe("server texts", () => {
  it("mark for extraction exactly the fuel names a notification can use", () => {
    expect([...NOTIFICATION_FUEL_NAMES].sort()).toEqual([...new Set([...SEARCH_PRODUCT_CODES.map(alertFuelLabel), "Gasóleo A", "Gasolina 95 E5", "Gasolina 98 E5"])].sort());
  });

  it("name every fuel in every language, translated where the language writes it otherwise", () => {
    for (const locale of LOCALES) {
      for (const code of SEARCH_PRODUCT_CODES) expect(notificationFuelName(serverI18n(locale), code), `${locale} ${code}`).toBeTruthy();
    }
    expect(notificationFuelName(serverI18n("en"), "glp")).toBe("LPG");
    expect(notificationFuelName(serverI18n("eu"), "diesel")).toBe("Diesela");
  });

  it("write a notification in Spanish as before, and in Galician and Basque in theirs", () => {
    expect(alertNotification(NEWS)).toMatchObject({
      titulo: "Gas natural comprimido a 1,219\u00a0€/kg en HAM",
      cuerpo: "Ha bajado de 1,250\u00a0€/kg (antes 1,269\u00a0€/kg). AVENIDA ALCALDE CABALLERO, 10, ZARAGOZA.",
    });
    expect(alertNotification({ ...NEWS, idioma: "gl" }).cuerpo).toBe("Baixou de 1,250\u00a0€/kg (antes 1,269\u00a0€/kg). AVENIDA ALCALDE CABALLERO, 10, ZARAGOZA.");
    expect(alertNotification({ ...NEWS, idioma: "eu" }).titulo).toBe("Gas natural konprimitua: 1,219\u00a0€/kg, HAM gasolindegian");
  });
});
