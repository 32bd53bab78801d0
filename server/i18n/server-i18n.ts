// The server's own texts in the driver's language: the push notifications and e-mails of a
// price alert, in the language it was created in. Written in Spanish in the code, each as a call
// `i18n._("…", values)` that `npm run i18n:extract` collects into server/i18n/locales/<locale>.po, the
// catalogs a translator edits beside the app's (README "Translations"). Read once at start with
// pofile (what Lingui's own .po format reads with) and compiled by Lingui; Spanish needs no catalog.
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { setupI18n, type I18n, type Messages } from "@lingui/core";
import { compileMessage } from "@lingui/message-utils/compileMessage";
import PO from "pofile";
import { DEFAULT_LOCALE, type Locale } from "../../src/domain/locales.ts";

/** Beside this module: server/i18n/locales in the source, dist-server/locales once built. (From the
 * path, not `new URL("./locales/", …)`: under jsdom, where the app's tests import this, URL is jsdom's.) */
const CATALOG_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), "locales") + path.sep;

function catalogOf(locale: Locale): Messages {
  if (locale === DEFAULT_LOCALE) return {};
  const po = PO.parse(readFileSync(`${CATALOG_DIR}${locale}.po`, "utf8"));
  // The message's id is its Spanish text; an untranslated one falls back to it.
  return Object.fromEntries(po.items.filter((item) => !item.obsolete && item.msgstr[0]).map((item) => [item.msgid, compileMessage(item.msgstr[0]!)]));
}

const instances = new Map<Locale, I18n>();

/** The Lingui instance of a language, its catalog read on first use. */
export function serverI18n(locale: Locale = DEFAULT_LOCALE): I18n {
  let i18n = instances.get(locale);
  if (!i18n) {
    i18n = setupI18n({ locale, messages: { [locale]: catalogOf(locale) } });
    i18n.setMessagesCompiler(compileMessage);
    instances.set(locale, i18n);
  }
  return i18n;
}

