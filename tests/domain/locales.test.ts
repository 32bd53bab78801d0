// Which of the app's five languages a phone's settings or a request's Accept-Language ask for.
import { describe, expect, it } from "vitest";
import { localeFromAcceptLanguage, localeFromLanguages, localeOfTag } from "../../src/domain/locales.ts";

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

describe("Accept-Language", () => {
  it("honours q-values and order", () => {
    expect(localeFromAcceptLanguage("fr-FR,fr;q=0.9,ca;q=0.8,en;q=0.7")).toBe("ca");
    expect(localeFromAcceptLanguage("en;q=0.5, gl;q=0.9")).toBe("gl");
    expect(localeFromAcceptLanguage("eu, es;q=0.5")).toBe("eu");
    expect(localeFromAcceptLanguage("ca;q=0, en")).toBe("en");
  });

  it("is Spanish when absent, empty or foreign", () => {
    expect(localeFromAcceptLanguage(null)).toBe("es");
    expect(localeFromAcceptLanguage("")).toBe("es");
    expect(localeFromAcceptLanguage("*")).toBe("es");
    expect(localeFromAcceptLanguage("ja-JP")).toBe("es");
  });
});
