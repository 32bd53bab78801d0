// Which of the app's five languages a request's Accept-Language asks for (server/i18n/accept-language.ts).
import { describe, expect, it } from "vitest";
import { localeFromAcceptLanguage } from "../../../server/i18n/accept-language.ts";

describe("Accept-Language", () => {
  it("honours q-values and order", () => {
    expect(localeFromAcceptLanguage("fr-FR,fr;q=0.9,ca;q=0.8,en;q=0.7")).toBe("ca");
    expect(localeFromAcceptLanguage("en;q=0.5, gl;q=0.9")).toBe("gl");
    expect(localeFromAcceptLanguage("eu, es;q=0.5")).toBe("eu");
    expect(localeFromAcceptLanguage("ca;q=0, en")).toBe("en");
  });

  it("reads a regional tag as its language", () => {
    expect(localeFromAcceptLanguage("ca-ES,ca;q=0.9,es;q=0.8")).toBe("ca");
    expect(localeFromAcceptLanguage("en-GB, es;q=0.5")).toBe("en");
  });

  it("is Spanish when absent, empty or foreign", () => {
    expect(localeFromAcceptLanguage(null)).toBe("es");
    expect(localeFromAcceptLanguage("")).toBe("es");
    expect(localeFromAcceptLanguage("*")).toBe("es");
    expect(localeFromAcceptLanguage("ja-JP")).toBe("es");
  });
});
