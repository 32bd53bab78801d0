// Alphabetical order as a Spanish reader expects it: accents do not send a name to the end (ÁVILA
// beside AVILÉS, CÁDIZ before CUENCA), case does not matter, Ñ after N. Byte order got this wrong.
const collator = new Intl.Collator("es", { sensitivity: "base" });

export const compareSpanish = (a: string, b: string): number => collator.compare(a, b);
