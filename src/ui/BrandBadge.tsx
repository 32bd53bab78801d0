// The brand logo of a station (SPEC §3: a style class from bandera, 'none' when unknown): a coloured
// badge with the brand's initials, drawn in CSS; an unknown brand gets a fuel pump drawn in SVG (an
// emoji showed as an empty box on systems without an emoji font). Decorative: the sign is always
// written beside it.
import { KNOWN_BRANDS, type BrandKey } from "../domain/brand.ts";
import "./brands.css";

const INITIALS: Partial<Record<BrandKey, string>> = {
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

/** A fuel pump in the badge's text colour: body, window, hose and nozzle. */
function PumpIcon() {
  return (
    <svg className="brand-pump" viewBox="0 0 24 24" width="1.4em" height="1.4em" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
      <path d="M4 21V5a2 2 0 0 1 2-2h6a2 2 0 0 1 2 2v16M3 21h12" />
      <path d="M7 7h4v4H7z" />
      <path d="M14 10h2a2 2 0 0 1 2 2v5a1.5 1.5 0 0 0 3 0V8l-3-3" />
    </svg>
  );
}

export function BrandBadge({ bandera, large = false }: { bandera: string; large?: boolean }) {
  const key = brandKey(bandera);
  return (
    <span className={`brand-logo brand-${key}${large ? " brand-logo-large" : ""}`} aria-hidden="true" data-brand={key}>
      {key === "none" ? <PumpIcon /> : brandInitials(key)}
    </span>
  );
}
