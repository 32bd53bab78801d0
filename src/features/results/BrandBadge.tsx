// The brand logo of a station (SPEC §3: a style class from bandera, 'none' when unknown): a coloured
// badge with the brand's initials, drawn in CSS. Decorative: the sign is always written beside it.
import { KNOWN_BRANDS, type BrandKey } from "../../domain/brand.ts";
import "./brands.css";

const INITIALS: Partial<Record<BrandKey, string>> = {
  none: "⛽",
  bp: "bp",
  q8: "Q8",
  galp: "galp",
  petroprix: "PX",
  ballenoil: "BO",
  carrefour: "C4",
  totalenergies: "TE",
  esclatoil: "EO",
  gasexpress: "GE",
  bonarea: "bA",
};

export function brandKey(bandera: string): BrandKey {
  const key = bandera.trim().toLowerCase();
  return (KNOWN_BRANDS as readonly string[]).includes(key) ? (key as BrandKey) : "none";
}

export function brandInitials(key: BrandKey): string {
  return INITIALS[key] ?? key.charAt(0).toUpperCase();
}

export function BrandBadge({ bandera, large = false }: { bandera: string; large?: boolean }) {
  const key = brandKey(bandera);
  return (
    <span className={`brand-logo brand-${key}${large ? " brand-logo-large" : ""}`} aria-hidden="true" data-brand={key}>
      {brandInitials(key)}
    </span>
  );
}
