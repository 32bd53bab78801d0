// What the service worker shows for a price alert's push message, and where a tap on it goes
// (sw/alert-notification-content.ts; the worker's events only pass these on).
import { describe, expect, it } from "vitest";
import { notificationOf, notificationTarget } from "../../sw/alert-notification-content.ts";

const message = {
  titulo: "Diésel a 1,399 € en PLENOIL", cuerpo: "Ha bajado de 1,450 € (antes 1,459 €). CALLE MAYOR, 1, MADRID.",
  url: "/station/4001", idEstacion: "4001", rotulo: "PLENOIL", combustible: "diesel", precio: 1.399, precioAnterior: 1.459, idAlerta: 9,
};

describe("price alert notifications in the service worker", () => {
  it("show the station, fuel, new and previous price of a push message, and open its station", () => {
    const shown = notificationOf(message);
    expect(shown.title).toBe("Diésel a 1,399 € en PLENOIL");
    expect(shown.options).toMatchObject({ body: "Ha bajado de 1,450 € (antes 1,459 €). CALLE MAYOR, 1, MADRID.", tag: "alerta-9", data: { url: "/station/4001" } });
    expect(notificationTarget(shown.options.data, "https://gasolinaeco.es")).toBe("https://gasolinaeco.es/station/4001");
  });

  it("still show something for a message they cannot read, opening the alerts screen", () => {
    const shown = notificationOf({ unexpected: true });
    expect([shown.title, shown.options.data.url]).toEqual(["GasolinaEco", "/alertas"]);
  });

  it.each(["https://evil.example/", "//evil.example/x", "/\\evil.example/x", 42])("never open an address outside the app (%s)", (url) => {
    expect(notificationTarget({ url }, "https://gasolinaeco.es")).toBe("https://gasolinaeco.es/alertas");
  });
});
