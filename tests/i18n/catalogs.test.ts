// Every message of the app and of the server is translated in every language, and each translation is a message the
// app can show: valid ICU syntax, the same placeholders and tags as the Spanish source (a missing
// {price} would show nothing where the price belongs), and plurals with their "other" form. Read
// from the .po files a translator edits, through Lingui's own parser and compiler.
import { readFileSync } from "node:fs";
import { formatter } from "@lingui/format-po";
import { compileMessageOrThrow } from "@lingui/message-utils/compileMessage";
import type { CatalogType } from "@lingui/conf";
import { beforeAll, describe, expect, it } from "vitest";
import { LOCALES } from "../../src/domain/locales.ts";

const po = formatter({ lineNumbers: false });

/** The app's catalogs and the server's (alert notifications and e-mails). */
const CATALOG_DIRS = ["src/locales", "server/i18n/locales"] as const;

async function catalogOf(dir: string, locale: string): Promise<CatalogType> {
  const filename = `${dir}/${locale}.po`;
  return po.parse(readFileSync(filename, "utf8"), { locale, sourceLocale: "es", filename });
}

/** Top-level arguments ({name}, {count, plural, …}) and numbered tags (<0>, </0>) of an ICU message. */
function placeholders(message: string): string[] {
  const found = new Set<string>();
  let depth = 0;
  for (let i = 0; i < message.length; i++) {
    const c = message[i]!;
    if (c === "'") {
      // An ICU quote: skip to the closing one.
      const end = message.indexOf("'", i + 1);
      if (end > i + 1) i = end;
      continue;
    }
    if (c === "{") {
      if (depth === 0) found.add(`{${/^\{\s*([\w.]+)/.exec(message.slice(i))?.[1] ?? "?"}}`);
      depth++;
    } else if (c === "}") depth--;
  }
  for (const tag of message.matchAll(/<\/?(\d+)\/?>/g)) found.add(tag[0]);
  return [...found].sort();
}

const active = (catalog: CatalogType) => Object.entries(catalog).filter(([, m]) => !m.obsolete);

describe.each(CATALOG_DIRS)("the message catalogs in %s", (dir) => {
  let source: CatalogType;
  beforeAll(async () => {
    source = await catalogOf(dir, "es");
  });

  it("hold the app's messages in Spanish, the source", () => {
    expect(active(source).length).toBeGreaterThan(20);
    for (const [id, m] of active(source)) expect(m.translation || m.message, id).toBeTruthy();
  });

  describe.each(LOCALES.filter((l) => l !== "es"))("%s", (locale) => {
    let catalog: CatalogType;
    beforeAll(async () => {
      catalog = await catalogOf(dir, locale);
    });

    it("translates every message", () => {
      const missing = active(source)
        .filter(([id]) => !catalog[id]?.translation)
        .map(([, m]) => m.message);
      expect(missing).toEqual([]);
    });

    it("keeps each message's placeholders and tags, in valid ICU syntax", () => {
      for (const [id, m] of active(source)) {
        const translation = catalog[id]?.translation;
        if (!translation) continue;
        const spanish = m.message ?? id;
        expect(() => compileMessageOrThrow(translation), `${locale}: ${translation}`).not.toThrow();
        expect(placeholders(translation), `${locale}: "${spanish}" → "${translation}"`).toEqual(placeholders(spanish));
        if (/,\s*plural\s*,/.test(spanish)) expect(translation, `${locale}: ${translation}`).toMatch(/,\s*plural\s*,[\s\S]*\bother\s*\{/);
      }
    });

    it("has no message the Spanish source no longer has", () => {
      const stale = active(catalog).filter(([id]) => !source[id] || source[id]!.obsolete).map(([, m]) => m.message);
      expect(stale).toEqual([]);
    });
  });
});
