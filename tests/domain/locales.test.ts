// Which of the app's five languages a phone's settings ask for.
import { describe, expect, it } from "vitest";
import { localeFromLanguages, localeOfTag } from "../../src/domain/locales.ts";

describe("the phone's language", () => {
  it("is the first of its list the app speaks, by primary subtag", () => {
    expect(localeFromLanguages(["ca-ES", "es-ES"])).toBe("ca");
    expect(localeFromLanguages(["eu-ES"])).toBe("eu");
    expect(localeFromLanguages(["gl"])).toBe("gl");
    expect(localeFromLanguages(["en-GB", "en"])).toBe("en");
    expect(localeFromLanguages(["de-DE", "en-US"])).toBe("en");
    expect(localeFromLanguages(["EN_us"])).toBe("en");
  });

  it("is Spanish when the phone lists none of ours, or nothing", () => {
    expect(localeFromLanguages(["fr-FR", "de"])).toBe("es");
    expect(localeFromLanguages([])).toBe("es");
    expect(localeOfTag("pt-BR")).toBeNull();
  });
});
