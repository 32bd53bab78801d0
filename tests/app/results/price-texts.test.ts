// The screens' words about a price and a detour (src/i18n/price-texts.ts) and the stale-feed banner's
// (src/offline/stale-feed-text.ts) read in Spanish exactly as src/domain says them for the server; in
// another language the numbers and dates follow that language.
import { afterEach, describe, expect, it } from "vitest";
import { detourText as domainDetour } from "../../../src/domain/detour.ts";
import { staleFeedShortText as domainShort, staleFeedText as domainStale } from "../../oracles/spanish-texts.ts";
import { unchangedText as domainUnchanged } from "../../../src/domain/price-age.ts";
import { implausibleExplanation as domainImplausible } from "../../../src/domain/price-plausibility.ts";
import { activateLocale } from "../../../src/i18n/i18n.ts";
import { detourText, implausibleExplanation, unchangedText } from "../../../src/i18n/price-texts.ts";
import { formatDayMonth } from "../../../src/features/results/refuel-date.ts";
import { staleFeedShortText, staleFeedText } from "../../../src/offline/stale-feed-text.ts";

afterEach(() => activateLocale("es"));

describe("in Spanish, as src/domain says them", () => {
  it("the days a price has gone unchanged", () => {
    for (const days of [0, 1, 2, 8, 225, 9999]) expect(unchangedText(days)).toBe(domainUnchanged(days));
  });

  it("a detour, measured or estimated", () => {
    for (const [km, min] of [[3.9, 5], [0, 0], [12.345, 17]] as const) {
      for (const estimated of [true, false, undefined]) expect(detourText(km, min, estimated)).toBe(domainDetour(km, min, estimated));
    }
  });

  it("why a price is set aside", () => {
    expect(implausibleExplanation("fuera_de_rango", null, "gasoleoA")).toBe(domainImplausible("fuera_de_rango", null, "gasoleoA"));
    expect(implausibleExplanation("fuera_de_rango", null, "hidrogeno")).toBe(domainImplausible("fuera_de_rango", null, "hidrogeno"));
    expect(implausibleExplanation("bajo_mediana", 1.459, "gasolina95")).toBe(domainImplausible("bajo_mediana", 1.459, "gasolina95"));
    expect(implausibleExplanation("bajo_mediana", null, "gasolina95")).toBe(domainImplausible("bajo_mediana", null, "gasolina95"));
  });

  it("the stale-feed banner, at Spain's time", () => {
    for (const iso of ["2025-09-27T16:05:47Z", "2026-01-04T23:30:00Z", "ayer"]) {
      expect(staleFeedText(iso)).toBe(domainStale(iso));
      expect(staleFeedShortText(iso)).toBe(domainShort(iso));
    }
  });
});

describe("in another language", () => {
  it("writes the numbers in its notation", async () => {
    await activateLocale("en");
    expect(detourText(3.9, 5, false)).toContain("3.9\u00a0km");
    expect(implausibleExplanation("fuera_de_rango", null, "gasoleoA")).toContain("0.500");
  });

  it("dates the stale-feed banner with its own words, at Spain's time and on a 24-hour clock", async () => {
    await activateLocale("en");
    // British English: day before month.
    expect(staleFeedText("2025-09-27T16:05:47Z")).toContain("27 September 2025 at 18:05");
    await activateLocale("ca");
    expect(staleFeedText("2025-09-27T16:05:47Z")).toContain("27 de setembre del 2025, a les 18:05");
  });

  it("dates a refuel with its own month names", async () => {
    await activateLocale("en");
    expect(formatDayMonth("2026-04-15T10:00:00")).toBe(new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short" }).format(new Date(2026, 3, 15, 10)));
    await activateLocale("es");
    expect(formatDayMonth("2026-04-15T10:00:00")).toBe("15 abr");
  });
});
