// Lingui (issue 28): Spanish is the source language, the SPEC's words written in the code; each other
// language has a .po catalog a translator edits (README "Translations"). `npx lingui extract` adds new
// messages to every catalog; the vite plugin compiles a catalog when the app imports it.
import { defineConfig } from "@lingui/conf";
import { formatter } from "@lingui/format-po";

export default defineConfig({
  sourceLocale: "es",
  locales: ["es", "ca", "eu", "gl", "en"],
  fallbackLocales: { default: "es" },
  catalogs: [{ path: "<rootDir>/src/locales/{locale}", include: ["src"] }],
  format: formatter({ lineNumbers: false }),
});
