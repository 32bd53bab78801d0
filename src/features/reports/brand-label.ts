// How a brand key (bandera: 'repsol', 'bp', 'none'…) reads in a table.
const SPECIAL: Readonly<Record<string, string>> = {
  none: "Otras",
  bp: "BP",
  q8: "Q8",
  totalenergies: "TotalEnergies",
};

export function brandLabel(bandera: string): string {
  const key = bandera.trim().toLowerCase();
  return SPECIAL[key] ?? key.charAt(0).toUpperCase() + key.slice(1);
}
