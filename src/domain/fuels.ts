// The fuel catalogue: every product the Ministry feed lists, its key in our database and API, its
// Spanish label, the unit it is sold by, the price range it can plausibly have, and the feed field
// names it has had over time (2019 schema and current schema). The one place that knows the fuels.

/** Litres, or kilograms for the gases sold by weight (GNC, GNL, biogás, hidrógeno). */
export type FuelUnit = "l" | "kg";

export interface FuelProduct {
  readonly key: string;
  readonly label: string;
  readonly feedFields: readonly string[];
  readonly unit: FuelUnit;
  /** The price range, € per unit, a real price of this product falls in (src/domain/price-plausibility.ts). */
  readonly plausible: readonly [min: number, max: number];
  /** Whether a price far below its province's median is a typo. AdBlue is not: it sells at the pump
   * for 0,36-0,50 €/l and in cans for three times that, beside each other. */
  readonly medianCheck: boolean;
}

/** Liquid fuels, GLP and natural gas per kg: nothing sold in Spain outside 0,50-3,50 €. */
const FUEL_RANGE = [0.5, 3.5] as const;

const litres = <K extends string>(key: K, label: string, feedFields: readonly string[]) =>
  ({ key, label, feedFields, unit: "l", plausible: FUEL_RANGE, medianCheck: true }) as const;
const kilograms = <K extends string>(key: K, label: string, feedFields: readonly string[]) =>
  ({ key, label, feedFields, unit: "kg", plausible: FUEL_RANGE, medianCheck: true }) as const;

export const FUEL_PRODUCTS = [
  litres("gasoleoA", "Gasóleo A", ["Precio Gasoleo A"]),
  litres("gasoleoPremium", "Gasóleo Premium", ["Precio Gasoleo Premium", "Precio Nuevo Gasoleo A"]),
  // Red diesel: farm machinery and fishing boats only, never a car.
  litres("gasoleoB", "Gasóleo B (agrícola)", ["Precio Gasoleo B"]),
  litres("gasolina95", "Gasolina 95 E5", ["Precio Gasolina 95 E5", "Precio Gasolina 95 Protección"]),
  litres("gasolina95E10", "Gasolina 95 E10", ["Precio Gasolina 95 E10"]),
  litres("gasolina95Premium", "Gasolina 95 E5 Premium", ["Precio Gasolina 95 E5 Premium"]),
  litres("gasolina95E25", "Gasolina 95 E25", ["Precio Gasolina 95 E25"]),
  litres("gasolina95E85", "Gasolina 95 E85", ["Precio Gasolina 95 E85"]),
  litres("gasolina98", "Gasolina 98 E5", ["Precio Gasolina 98 E5", "Precio Gasolina  98", "Precio Gasolina 98"]),
  litres("gasolina98E10", "Gasolina 98 E10", ["Precio Gasolina 98 E10"]),
  litres("glp", "GLP", ["Precio Gases licuados del petróleo"]),
  kilograms("gnc", "Gas natural comprimido", ["Precio Gas Natural Comprimido"]),
  kilograms("gnl", "Gas natural licuado", ["Precio Gas Natural Licuado"]),
  litres("biodiesel", "Biodiésel", ["Precio Biodiesel"]),
  litres("bioetanol", "Bioetanol", ["Precio Bioetanol"]),
  kilograms("biogasComprimido", "Biogás natural comprimido", ["Precio Biogas Natural Comprimido"]),
  kilograms("biogasLicuado", "Biogás natural licuado", ["Precio Biogas Natural Licuado"]),
  litres("dieselRenovable", "Diésel renovable", ["Precio Diésel Renovable"]),
  litres("gasolinaRenovable", "Gasolina renovable", ["Precio Gasolina Renovable"]),
  // Hydrogen sells at 10-16 €/kg at Spain's few stations.
  { ...kilograms("hidrogeno", "Hidrógeno", ["Precio Hidrogeno"]), plausible: [3, 30] as const },
  litres("metanol", "Metanol", ["Precio Metanol"]),
  litres("amoniaco", "Amoniaco", ["Precio Amoniaco"]),
  { ...litres("adblue", "AdBlue", ["Precio Adblue"]), plausible: [0.1, 3.5] as const, medianCheck: false },
] as const satisfies readonly FuelProduct[];

export type FuelKey = (typeof FUEL_PRODUCTS)[number]["key"];

/** Feed field name → product key, for the parser. */
export const FUEL_KEY_BY_FEED_FIELD: ReadonlyMap<string, FuelKey> = new Map(
  FUEL_PRODUCTS.flatMap((p) => p.feedFields.map((field) => [field, p.key] as const)),
);

export const FUEL_LABEL: Readonly<Record<FuelKey, string>> = Object.fromEntries(
  FUEL_PRODUCTS.map((p) => [p.key, p.label]),
) as Record<FuelKey, string>;

const PRODUCT_BY_KEY: ReadonlyMap<string, FuelProduct> = new Map(FUEL_PRODUCTS.map((p) => [p.key, p]));

/** The catalogue entry of a fuel key, undefined for a key the catalogue does not know. */
export const fuelProduct = (key: string): FuelProduct | undefined => PRODUCT_BY_KEY.get(key);


/** The short codes of SPEC §3 for the three big buttons: URLs, preferences and clients use them. */
const SHORT_CODES = { "95": "gasolina95", "98": "gasolina98", diesel: "gasoleoA" } as const satisfies Record<string, FuelKey>;
type ShortCodedFuel = (typeof SHORT_CODES)[keyof typeof SHORT_CODES];

/** What a search asks for: a short code, or the catalogue key of any other product ("glp", "gnc", "adblue"). */
export type SearchProduct = keyof typeof SHORT_CODES | Exclude<FuelKey, ShortCodedFuel>;

const CODE_OF_FUEL: ReadonlyMap<string, SearchProduct> = new Map(
  Object.entries(SHORT_CODES).map(([code, fuel]) => [fuel, code as SearchProduct]),
);

/** The search product of a fuel key: its short code when it has one, else the key itself. */
export const searchProductOf = (fuel: FuelKey): SearchProduct => CODE_OF_FUEL.get(fuel) ?? (fuel as SearchProduct);

/** Every product a search can ask for, in catalogue order, and the fuel key it reads. */
export const SEARCH_PRODUCTS = Object.fromEntries(FUEL_PRODUCTS.map((p) => [searchProductOf(p.key), p.key])) as Readonly<
  Record<SearchProduct, FuelKey>
>;
/** In catalogue order (not Object.keys: "95" and "98" look like integers, and objects list those first). */
export const SEARCH_PRODUCT_CODES: readonly SearchProduct[] = FUEL_PRODUCTS.map((p) => searchProductOf(p.key));

const PRODUCT_BY_LOWER_CASE: ReadonlyMap<string, SearchProduct> = new Map([
  ...FUEL_PRODUCTS.map((p) => [p.key.toLowerCase(), searchProductOf(p.key)] as const),
  ...SEARCH_PRODUCT_CODES.map((code) => [code.toLowerCase(), code] as const),
]);

/** Accepts what clients send ("95", "diesel", "GLP", "gasoleoA", "gnc", any case) → search product. */
export function toSearchProduct(code: string): SearchProduct | undefined {
  return PRODUCT_BY_LOWER_CASE.get(code.trim().toLowerCase());
}

/** What a fuel's price is per, from its key or a search code ("gnc", "diesel"): "kg" for the gases sold
 * by weight, "l" otherwise (and for what the catalogue does not know). */
export function fuelUnit(keyOrCode: string): FuelUnit {
  const product = PRODUCT_BY_KEY.get(keyOrCode);
  if (product) return product.unit;
  const code = toSearchProduct(keyOrCode);
  return code ? PRODUCT_BY_KEY.get(SEARCH_PRODUCTS[code])!.unit : "l";
}

/** The three big fuels, by their short codes. */
export type BigThree = keyof typeof SHORT_CODES;

/**
 * The big three's names in Spanish, where SPEC says them: the search filter's buttons (SPEC §3:
 * 'Gasolina95', 'Gasolina 98', 'Diésel'); the lists of a station's prices, the reports' columns and the
 * route form (SPEC §2, §3: 'Diesel', 'Gasolina 95', 'Gasolina 98'); and how an alert names its fuel.
 * The one place they are written: the app's catalogs translate these words (src/i18n/fuel-names.ts),
 * the server names a notification's fuel by them (server/i18n/fuel-names.ts).
 */
export const BIG_THREE_NAMES = {
  button: { "95": "Gasolina95", "98": "Gasolina 98", diesel: "Diésel" },
  list: { "95": "Gasolina 95", "98": "Gasolina 98", diesel: "Diesel" },
  alert: { "95": "Gasolina 95", "98": "Gasolina 98", diesel: "Diésel" },
} as const satisfies Record<string, Readonly<Record<BigThree, string>>>;

export type BigThreeNaming = keyof typeof BIG_THREE_NAMES;

const BIG_THREE_CODES: ReadonlySet<string> = new Set(Object.keys(SHORT_CODES));

/** The big three's short code of a search product or fuel key ("95", "gasolina95"), else undefined. */
export function bigThreeOf(keyOrCode: string): BigThree | undefined {
  const code = BIG_THREE_CODES.has(keyOrCode) ? keyOrCode : CODE_OF_FUEL.get(keyOrCode);
  return code !== undefined && BIG_THREE_CODES.has(code) ? (code as BigThree) : undefined;
}

/** UI fuel options of SPEC §3 (the search filter's three big buttons) in display order. */
export const FUEL_OPTIONS: readonly { code: SearchProduct; label: string; short: string }[] = [
  { code: "95", label: BIG_THREE_NAMES.button["95"], short: "95" },
  { code: "98", label: BIG_THREE_NAMES.button["98"], short: "98" },
  { code: "diesel", label: BIG_THREE_NAMES.button.diesel, short: "DIESEL" },
];

/** Every other product, in catalogue order, for the "Más combustibles" choice. */
export const MORE_FUEL_OPTIONS: readonly { code: SearchProduct; label: string }[] = SEARCH_PRODUCT_CODES.filter(
  (code) => !FUEL_OPTIONS.some((option) => option.code === code),
).map((code) => ({ code, label: FUEL_LABEL[SEARCH_PRODUCTS[code]] }));
