// Opening hours on screen: the feed's Spanish day letters in the driver's language, hours as written;
// Spanish and texts outside the feed's grammar exactly as the feed wrote them.
import { afterAll, describe, expect, it } from "vitest";
import { activateLocale } from "../../src/i18n/i18n.ts";
import { openingHoursText } from "../../src/i18n/opening-hours-text.ts";

describe("opening hours on screen", () => {
  afterAll(() => activateLocale("es"));

  it("are the feed's own text in Spanish", async () => {
    await activateLocale("es");
    expect(openingHoursText("L-D: 07:00-22:00")).toBe("L-D: 07:00-22:00");
    expect(openingHoursText("L-V: 06:00-14:00 y 16:00-22:00; S: 08:00-14:00")).toBe("L-V: 06:00-14:00 y 16:00-22:00; S: 08:00-14:00");
  });

  it("name the weekdays in English, every shift and 24-hour day", async () => {
    await activateLocale("en");
    expect(openingHoursText("L-D: 07:00-22:00")).toBe("Mon–Sun: 07:00–22:00");
    expect(openingHoursText("L-V: 06:00-14:00 y 16:00-22:00; S: 08:00-14:00; D: 24H")).toBe("Mon–Fri: 06:00–14:00, 16:00–22:00; Sat: 08:00–14:00; Sun: 24 h");
    expect(openingHoursText("L, X: 7:30-21:00")).toBe("Mon, Wed: 07:30–21:00");
    // A lone Monday is every day, as open-now reads it.
    expect(openingHoursText("L: 24H")).toBe("Mon–Sun: 24 h");
  });

  it("name them in Catalan, and leave a text outside the grammar as written", async () => {
    await activateLocale("ca");
    expect(openingHoursText("L-S: 06:00-22:00")).toMatch(/^dl\.?–ds\.?: 06:00–22:00$/);
    expect(openingHoursText("Consultar horario")).toBe("Consultar horario");
  });
});
