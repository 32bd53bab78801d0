// Dates on screen in every language. Where the browser's Intl has the language, it writes them (the
// Spanish as always); where it lacks it (Chromium builds without Basque or Galician data answer in
// English), the words and their order come from the catalogs, the numbers in the right time zone.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { dateFormat } from "../../src/i18n/calendar.ts";
import { activateLocale } from "../../src/i18n/i18n.ts";

const FEED = Date.parse("2025-09-27T16:05:47Z"); // 18:05 in Madrid
const MADRID = "Europe/Madrid";

describe("dates on screen", () => {
  beforeAll(() => {
    // A browser like the Chromium the browser tests run: no Basque or Galician data in its Intl.
    const real = Intl.DateTimeFormat.supportedLocalesOf.bind(Intl.DateTimeFormat);
    vi.spyOn(Intl.DateTimeFormat, "supportedLocalesOf").mockImplementation((tags, options) =>
      real(tags, options).filter((tag) => !/^(eu|gl)\b/.test(tag)));
  });
  afterAll(async () => {
    vi.restoreAllMocks();
    await activateLocale("es");
  });

  it("are Intl's in Spanish, on a 24-hour clock", async () => {
    await activateLocale("es");
    expect(dateFormat({ day: "numeric", month: "long", year: "numeric", hour: "2-digit", minute: "2-digit", timeZone: MADRID }).format(FEED)).toBe("27 de septiembre de 2025 a las 18:05");
    expect(dateFormat({ day: "2-digit", month: "2-digit", year: "numeric", timeZone: MADRID }).format(FEED)).toBe("27/09/2025");
    expect(dateFormat({ weekday: "short", timeZone: MADRID }).format(FEED)).toBe("sáb");
  });

  it("are written from the catalogs in Basque and Galician when the browser lacks them", async () => {
    await activateLocale("eu");
    expect(dateFormat({ day: "numeric", month: "long", year: "numeric", hour: "2-digit", minute: "2-digit", timeZone: MADRID }).format(FEED)).toBe("2025(e)ko irailaren 27(a), 18:05");
    expect(dateFormat({ day: "2-digit", month: "2-digit", year: "numeric", timeZone: MADRID }).format(FEED)).toBe("2025/09/27");
    expect(dateFormat({ weekday: "long", timeZone: MADRID }).format(FEED)).toBe("larunbata");
    await activateLocale("gl");
    expect(dateFormat({ day: "numeric", month: "short", year: "numeric", hour: "numeric", minute: "2-digit", timeZone: MADRID }).format(FEED)).toBe("27 de set. de 2025, 18:05");
    expect(dateFormat({ day: "numeric", month: "short" }).format(Date.parse("2026-04-15T10:00:00"))).toBe("15 de abr.");
  });

  it("keep the station's zone, not the device's", async () => {
    await activateLocale("gl");
    expect(dateFormat({ hour: "2-digit", minute: "2-digit", timeZone: "Atlantic/Canary" }).format(FEED)).toBe("17:05");
  });
});
