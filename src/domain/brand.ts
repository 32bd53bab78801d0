// The brand key (`bandera`) of a station from its free-text Rótulo: used for logos, CSS classes and the
// brand report. Matches whole words, ignoring accents, case and punctuation; 'none' when unknown.

/**
 * Brand key → the names that mean it in a Rótulo (one or more words each). The first twelve keys
 * are the logos of SPEC §3; the rest are the chains most often seen in the feed (2019-2026).
 * Keys are lower-case ASCII so that they can be used as CSS classes as they are.
 */
const BRAND_NAMES = {
  none: [],
  galp: ["galp"],
  petroprix: ["petroprix"],
  q8: ["q8", "q8easy", "q 8"],
  // Petronor is Repsol's Basque refiner and sells under its own sign at Repsol-run stations.
  repsol: ["repsol", "petronor"],
  shell: ["shell"],
  alcampo: ["alcampo"],
  ballenoil: ["ballenoil"],
  bp: ["bp", "b p"],
  campsa: ["campsa"],
  carrefour: ["carrefour"],
  // Cepsa renamed itself Moeve in 2024; both signs appear in the feed.
  cepsa: ["cepsa", "moeve"],
  plenergy: ["plenergy", "plaenergy"],
  avia: ["avia"],
  disa: ["disa"],
  bonarea: ["bonarea", "bon area"],
  esclatoil: ["esclatoil", "esclat oil"],
  agla: ["agla"],
  valcarce: ["valcarce"],
  meroil: ["meroil"],
  eroski: ["eroski"],
  gasexpress: ["gasexpress", "gas express"],
  ham: ["ham"],
  tamoil: ["tamoil"],
  beroil: ["beroil"],
  eni: ["eni", "agip"],
  petrocat: ["petrocat"],
  naturgy: ["naturgy"],
  easygas: ["easygas", "easy gas"],
  plenoil: ["plenoil"],
  leclerc: ["leclerc"],
  saras: ["saras"],
  autonetoil: ["autonetoil", "autonet oil"],
  gmoil: ["gmoil", "gm oil"],
  petromiralles: ["petromiralles"],
  texaco: ["texaco"],
  totalenergies: ["totalenergies", "total"],
  costco: ["costco"],
  makro: ["makro"],
  simply: ["simply"],
} as const satisfies Record<string, readonly string[]>;

export type BrandKey = keyof typeof BRAND_NAMES;

/** Every key normaliseBrand can return, 'none' included. */
export const KNOWN_BRANDS = Object.keys(BRAND_NAMES) as readonly BrandKey[];

/** First word of a name → the names starting with it, longest first so "gas express" beats "gas". */
const NAMES_BY_FIRST_WORD = new Map<string, { words: readonly string[]; brand: BrandKey }[]>();
for (const brand of KNOWN_BRANDS) {
  for (const name of BRAND_NAMES[brand] as readonly string[]) {
    const words = name.split(" ");
    const list = NAMES_BY_FIRST_WORD.get(words[0]!) ?? [];
    list.push({ words, brand });
    list.sort((a, b) => b.words.length - a.words.length);
    NAMES_BY_FIRST_WORD.set(words[0]!, list);
  }
}

/** Lower-case ASCII words: accents dropped, any other character a separator ("GALP&GO" → galp, go). */
function words(text: string): string[] {
  return text
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
}

export function normaliseBrand(rotulo: string): BrandKey {
  const tokens = words(rotulo);
  // The brand named first wins ("REPSOL BP" is a Repsol), so scan the words left to right.
  for (let i = 0; i < tokens.length; i++) {
    for (const { words: name, brand } of NAMES_BY_FIRST_WORD.get(tokens[i]!) ?? []) {
      if (name.every((word, j) => tokens[i + j] === word)) return brand;
    }
  }
  return "none";
}
