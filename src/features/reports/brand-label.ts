// How a brand key (bandera: 'repsol', 'bp', 'none'…) reads in a table. Brand names stay as they are;
// "Otras" (no brand) is said in the app's language.
import { msg } from "@lingui/core/macro";
import { i18n } from "../../i18n/i18n.ts";

const NO_BRAND = msg`Otras`;

const SPECIAL: Readonly<Record<string, string>> = {
  bp: "BP",
  q8: "Q8",
  totalenergies: "TotalEnergies",
};

export function brandLabel(bandera: string): string {
  const key = bandera.trim().toLowerCase();
  if (key === "none") return i18n._(NO_BRAND);
  return SPECIAL[key] ?? key.charAt(0).toUpperCase() + key.slice(1);
}
