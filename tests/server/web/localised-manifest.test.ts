// The manifest an install dialog reads, in the browser's language (or the one chosen on /config): the
// build's own file for Spanish, and every text of it translated for the others.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { LOCALES } from "../../../src/domain/locales.ts";
import { localiseManifest, MANIFEST_TEXTS } from "../../../server/web/localised-manifest.ts";
import { inLanguage } from "../../../server/i18n/request-language.ts";

/** The manifest the build writes (vite.config.ts), as the server serves it to a Spanish browser. */
async function builtManifest() {
  const { default: config } = await import("../../../vite.config.ts");
  const pwa = (config as { plugins: { name: string; api?: { options?: { manifest?: object } } }[] }).plugins.flat(3)
    .find((p) => p && typeof p === "object" && "name" in p && p.name === "vite-plugin-pwa");
  return pwa?.api?.options?.manifest as Record<string, unknown> | undefined;
}

describe("the manifest in the driver's language", () => {
  it("has every text of the build's manifest marked for the catalogs", async () => {
    const manifest = (await builtManifest()) ?? JSON.parse(readFileSync("dist/manifest.webmanifest", "utf8"));
    const texts = [manifest.name, manifest.description,
      ...((manifest.screenshots ?? []) as { label: string }[]).map((s) => s.label),
      ...((manifest.shortcuts ?? []) as { name: string; description: string }[]).flatMap((s) => [s.name, s.description])];
    for (const text of texts.filter(Boolean)) expect(MANIFEST_TEXTS, text).toContain(text);
  });

  it("is translated in every other language, with its lang", () => {
    const spanish = { name: MANIFEST_TEXTS[0], description: MANIFEST_TEXTS[1], lang: "es", screenshots: [{ label: MANIFEST_TEXTS[2] }], shortcuts: [{ name: MANIFEST_TEXTS[4], description: MANIFEST_TEXTS[5] }] };
    for (const locale of LOCALES.filter((l) => l !== "es")) {
      const localised = localiseManifest(spanish, locale);
      expect(localised.lang).toBe(locale);
      for (const text of MANIFEST_TEXTS) expect(inLanguage(locale, text), `${locale}: ${text}`).not.toBe(text);
    }
    expect(localiseManifest(spanish, "en")).toMatchObject({ name: "GasolinaEco: cheap petrol stations", shortcuts: [{ name: "New route" }] });
  });
});
