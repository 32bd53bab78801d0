// The fuel catalogue: every product the Ministry feed lists, its key in our database and API, its
// Spanish label and the feed field names it has had over time (2019 schema and current schema).

export interface FuelProduct {
  readonly key: string;
  readonly label: string;
  readonly feedFields: readonly string[];
}

export const FUEL_PRODUCTS = [
  { key: "gasoleoA", label: "Gasóleo A", feedFields: ["Precio Gasoleo A"] },
  { key: "gasoleoPremium", label: "Gasóleo Premium", feedFields: ["Precio Gasoleo Premium", "Precio Nuevo Gasoleo A"] },
  { key: "gasoleoB", label: "Gasóleo B", feedFields: ["Precio Gasoleo B"] },
  { key: "gasolina95", label: "Gasolina 95 E5", feedFields: ["Precio Gasolina 95 E5", "Precio Gasolina 95 Protección"] },
  { key: "gasolina95E10", label: "Gasolina 95 E10", feedFields: ["Precio Gasolina 95 E10"] },
  { key: "gasolina95Premium", label: "Gasolina 95 E5 Premium", feedFields: ["Precio Gasolina 95 E5 Premium"] },
  { key: "gasolina95E25", label: "Gasolina 95 E25", feedFields: ["Precio Gasolina 95 E25"] },
  { key: "gasolina95E85", label: "Gasolina 95 E85", feedFields: ["Precio Gasolina 95 E85"] },
  { key: "gasolina98", label: "Gasolina 98 E5", feedFields: ["Precio Gasolina 98 E5", "Precio Gasolina  98", "Precio Gasolina 98"] },
  { key: "gasolina98E10", label: "Gasolina 98 E10", feedFields: ["Precio Gasolina 98 E10"] },
  { key: "glp", label: "GLP", feedFields: ["Precio Gases licuados del petróleo"] },
  { key: "gnc", label: "Gas natural comprimido", feedFields: ["Precio Gas Natural Comprimido"] },
  { key: "gnl", label: "Gas natural licuado", feedFields: ["Precio Gas Natural Licuado"] },
  { key: "biodiesel", label: "Biodiésel", feedFields: ["Precio Biodiesel"] },
  { key: "bioetanol", label: "Bioetanol", feedFields: ["Precio Bioetanol"] },
  { key: "biogasComprimido", label: "Biogás natural comprimido", feedFields: ["Precio Biogas Natural Comprimido"] },
  { key: "biogasLicuado", label: "Biogás natural licuado", feedFields: ["Precio Biogas Natural Licuado"] },
  { key: "dieselRenovable", label: "Diésel renovable", feedFields: ["Precio Diésel Renovable"] },
  { key: "gasolinaRenovable", label: "Gasolina renovable", feedFields: ["Precio Gasolina Renovable"] },
  { key: "hidrogeno", label: "Hidrógeno", feedFields: ["Precio Hidrogeno"] },
  { key: "metanol", label: "Metanol", feedFields: ["Precio Metanol"] },
  { key: "amoniaco", label: "Amoniaco", feedFields: ["Precio Amoniaco"] },
  { key: "adblue", label: "AdBlue", feedFields: ["Precio Adblue"] },
] as const satisfies readonly FuelProduct[];

export type FuelKey = (typeof FUEL_PRODUCTS)[number]["key"];

/** Feed field name → product key, for the parser. */
export const FUEL_KEY_BY_FEED_FIELD: ReadonlyMap<string, FuelKey> = new Map(
  FUEL_PRODUCTS.flatMap((p) => p.feedFields.map((field) => [field, p.key] as const)),
);

export const FUEL_LABEL: Readonly<Record<FuelKey, string>> = Object.fromEntries(
  FUEL_PRODUCTS.map((p) => [p.key, p.label]),
) as Record<FuelKey, string>;

/** The products a search can ask for (SPEC §3: 95, 98, diesel; GLP in the price table and reports). */
export const SEARCH_PRODUCTS = {
  "95": "gasolina95",
  "98": "gasolina98",
  diesel: "gasoleoA",
  glp: "glp",
} as const satisfies Record<string, FuelKey>;

export type SearchProduct = keyof typeof SEARCH_PRODUCTS;
export const SEARCH_PRODUCT_CODES = Object.keys(SEARCH_PRODUCTS) as SearchProduct[];

/** UI fuel options of SPEC §3 (search filter) in display order. */
export const FUEL_OPTIONS: readonly { code: SearchProduct; label: string; short: string }[] = [
  { code: "95", label: "Gasolina95", short: "95" },
  { code: "98", label: "Gasolina 98", short: "98" },
  { code: "diesel", label: "Diésel", short: "DIESEL" },
];

/** Accepts the product codes clients send ("95", "98", "diesel", "GLP", any case) → search product. */
export function toSearchProduct(code: string): SearchProduct | undefined {
  const normalised = code.trim().toLowerCase();
  return normalised in SEARCH_PRODUCTS ? (normalised as SearchProduct) : undefined;
}

/** A search product's name in one-line summaries (the folded filter), or "Elige combustible" before one is chosen. */
export function fuelOptionLabel(code: string | null | undefined): string {
  return FUEL_OPTIONS.find((option) => option.code === code)?.label ?? "Elige combustible";
}
