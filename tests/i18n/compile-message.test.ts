// Our compiler of Spanish messages (src/i18n/compile-message.ts) gives exactly what Lingui's own
// compiler gives, for every message of every catalog and for the ICU forms around them; what it does
// not support it refuses, as Lingui's does for broken syntax.
import { readFileSync } from "node:fs";
import { formatter } from "@lingui/format-po";
import { compileMessageOrThrow } from "@lingui/message-utils/compileMessage";
import { describe, expect, it } from "vitest";
import { LOCALES } from "../../src/domain/locales.ts";
import { compileMessage } from "../../src/i18n/compile-message.ts";

const SAMPLES = [
  "", "Hola", "Hola {name}, tienes {n}", "{count, plural, one {# estación} other {# estaciones}}",
  "{shown} de {total, plural, one {# gasolinera} other {# gasolineras}} · {hidden, plural, one {# oculta} other {# ocultas}}",
  "Lee la <0>política</0>.", "It's {a}", "a '{b}' c", "l''aigua", "{n, plural, =0 {ninguna} one {una {x}} other {# y {x}}}",
  "{d, date}", "{d, number, percent}", "{s, select, a {A #} other {B}}", "{n, plural, one {{s, select, a {# a} other {# b}}} other {#}}",
  "# fuera de un plural", "{n, selectordinal, one {#st} two {#nd} few {#rd} other {#th}}", "'#' {n, plural, one {'#' #} other {#}}",
];

describe("compileMessage", () => {
  it("gives Lingui's structure for the ICU forms the app may write", () => {
    for (const message of SAMPLES) expect(compileMessage(message), message).toEqual(compileMessageOrThrow(message));
  });

  it("gives Lingui's structure for every message of every catalog", async () => {
    const po = formatter({ lineNumbers: false });
    let checked = 0;
    for (const locale of LOCALES) {
      const filename = `src/locales/${locale}.po`;
      const catalog = await po.parse(readFileSync(filename, "utf8"), { locale, sourceLocale: "es", filename });
      for (const m of Object.values(catalog)) {
        for (const text of [m.message, m.translation]) {
          if (!text) continue;
          expect(compileMessage(text), `${locale}: ${text}`).toEqual(compileMessageOrThrow(text));
          checked++;
        }
      }
    }
    expect(checked).toBeGreaterThan(500);
  });

  it("refuses what it cannot compile", () => {
    for (const broken of ["{", "{n, plural, one {x}}", "a } b", "{n, plural, offset:1 other {#}}"]) expect(() => compileMessage(broken), broken).toThrow(SyntaxError);
  });
});
