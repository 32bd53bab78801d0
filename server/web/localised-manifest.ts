// The web app manifest in the driver's language, where the platform reads it: the name and
// description an install dialog shows, the screenshots' and shortcuts' words, and `lang`. The build
// writes it in Spanish (vite.config.ts); another language's is made from it once per build, its texts
// from the server's catalogs (the Spanish as the message id). A text the catalogs do not have stays
// Spanish, so a changed manifest never breaks.
import { DEFAULT_LOCALE, type Locale } from "../../src/domain/locales.ts";
import { inLanguage } from "../i18n/request-language.ts";
import { derivedFile, derivedFiles, textOf } from "./derived-file.ts";
import type { StaticFile } from "./static-files.ts";

// The manifest's Spanish texts, marked for the catalogs (tests/server/web/localised-manifest.test.ts
// checks the build's manifest has no other).
export const MANIFEST_TEXTS = [
  /*i18n*/ "GasolinaEco: gasolineras baratas",
  /*i18n*/ "Encuentra la gasolinera más barata cerca de ti o en tu ruta, con los precios oficiales del Ministerio. Funciona sin conexión.",
  /*i18n*/ "Gasolineras más baratas cerca de ti",
  /*i18n*/ "Las gasolineras más baratas de la zona, de un vistazo",
  /*i18n*/ "Nueva ruta",
  /*i18n*/ "Gasolineras baratas en tu ruta",
  /*i18n*/ "Precios medios",
  /*i18n*/ "Precios medios por provincia y por marca",
] as const;

interface Manifest {
  name?: string;
  description?: string;
  lang?: string;
  screenshots?: { label?: string }[];
  shortcuts?: { name?: string; description?: string }[];
}

/** The manifest's words in a language. */
export function localiseManifest(manifest: Manifest, locale: Locale): Manifest {
  const say = (text: string | undefined) => (text === undefined ? undefined : inLanguage(locale, text));
  return {
    ...manifest,
    name: say(manifest.name),
    description: say(manifest.description),
    lang: locale,
    ...(manifest.screenshots ? { screenshots: manifest.screenshots.map((s) => ({ ...s, label: say(s.label) })) } : {}),
    ...(manifest.shortcuts ? { shortcuts: manifest.shortcuts.map((s) => ({ ...s, name: say(s.name), description: say(s.description) })) } : {}),
  };
}

/** The manifest in a language: the build's own file in Spanish, else made once per build and language. */
export function localisedManifests(): (file: StaticFile, locale: Locale) => StaticFile {
  const manifests = derivedFiles<Locale>((file, locale) => derivedFile(file, JSON.stringify(localiseManifest(JSON.parse(textOf(file)) as Manifest, locale))));
  return (file, locale) => (locale === DEFAULT_LOCALE ? file : manifests(file, locale));
}
