// Place names as people type them: no accents, no case, punctuation as word breaks, bilingual
// official names split into their parts, and the Ministry's "Coruña (A)" put back as "A Coruña".

/** Leading articles of Spanish, Catalan/Valencian, Galician and Balearic place names. */
const ARTICLES = new Set(["el", "la", "los", "las", "l", "lo", "els", "les", "o", "a", "os", "as", "es", "sa", "ses", "s"]);

/**
 * Lower case, accents and cedillas dropped (ñ → n, ç → c), the Catalan middle dot removed
 * (l·l → ll), every other non-alphanumeric character a single space.
 */
export function normaliseText(text: string): string {
  return text
    .normalize("NFD")
    .replace(/[\u0300-\u036f·•]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, " ")
    .trim();
}

/**
 * The parts of an official bilingual name ("Donostia/San Sebastián", "Gasteiz / Vitoria"), each a
 * name people search by. A name without a slash is its own only part.
 */
export function nameParts(name: string): string[] {
  return name.split("/").map((p) => p.trim()).filter((p) => p !== "");
}

/** Normalised forms a part is found by from its first letter: as written, without its leading
 * article ("coruna" for "A Coruña"), and with elisions joined ("lhospitalet de llobregat"). */
export function leadingForms(part: string): string[] {
  const forms = new Set<string>();
  const full = normaliseText(part);
  if (full === "") return [];
  forms.add(full);
  const words = full.split(" ");
  if (words.length > 1 && ARTICLES.has(words[0]!)) forms.add(words.slice(1).join(" "));
  if (/['’]/.test(part)) forms.add(normaliseText(part.replace(/['’]/g, "")));
  return [...forms];
}

/** Order-free identity of a name for merging sources: "Gasteiz / Vitoria" = "Vitoria-Gasteiz". */
export function tokenSetKey(text: string): string {
  return [...new Set(normaliseText(text).split(" "))].sort().join(" ");
}

/**
 * Ministry spelling → usual spelling: a trailing article in brackets or after a comma moves to the
 * front ("Coruña (A)" → "A Coruña", "Hospitalet de Llobregat (L')" → "L'Hospitalet de Llobregat",
 * "Pinar de El Hierro, El" → "El Pinar de El Hierro"). Anything else is kept as it is.
 */
export function fromMinistryName(name: string): string {
  const trimmed = name.trim().replace(/\s+/g, " ");
  const match = /^(.*?)(?:\s*\(([^()]+)\)|,\s*([^,]+))$/.exec(trimmed);
  if (!match) return trimmed;
  const article = (match[2] ?? match[3] ?? "").trim();
  if (!ARTICLES.has(normaliseText(article))) return trimmed;
  const capitalised = article.charAt(0).toUpperCase() + article.slice(1).toLowerCase();
  return /['’]$/.test(article) ? `${capitalised}${match[1]}` : `${capitalised} ${match[1]}`;
}
