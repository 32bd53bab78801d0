// Lingui: Spanish is the source language, the SPEC's words written in the code; each other
// language has a .po catalog a translator edits (README "Translations"), one set for the app and one
// for the server. `npm run i18n:extract` adds new messages to every catalog; the vite plugin compiles
// the app's when it imports them, the server reads its own at start.
import { defineConfig } from "@lingui/conf";
import { formatter } from "@lingui/format-po";
import { DEFAULT_LOCALE, LOCALES } from "./src/domain/locales.ts";

// Shared code whose messages only the server sends (each marked with an i18n comment where written).
const SERVER_MESSAGES_IN_SRC = ["<rootDir>/src/domain/contract/**", "<rootDir>/src/domain/fuel-use.ts"];

export default defineConfig({
  sourceLocale: DEFAULT_LOCALE,
  locales: [...LOCALES],
  fallbackLocales: { default: DEFAULT_LOCALE },
  catalogs: [
    // The app's texts: the screens.
    { path: "<rootDir>/src/locales/{locale}", include: ["src"], exclude: SERVER_MESSAGES_IN_SRC },
    // The server's own: alert notifications and e-mails, and the messages of its answers (errors and
    // confirmations, the contract's validation messages among them; server/i18n/request-language.ts).
    { path: "<rootDir>/server/i18n/locales/{locale}", include: ["server", ...SERVER_MESSAGES_IN_SRC] },
  ],
  format: formatter({ lineNumbers: false }),
});
