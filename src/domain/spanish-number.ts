// Numbers in Spanish notation without Intl: a decimal comma, and a dot between thousands from five
// digits up ("1234", "12.345"), as Intl.NumberFormat("es-ES") writes them. Creating the first Intl
// formatter of a page loads the locale's ICU data, tens of milliseconds on a phone in the middle of
// the first screen; this is a few string operations and gives the same text (tested against Intl).

/** Grouping starts at five integer digits in Spanish (CLDR's minimumGroupingDigits = 2). */
const MIN_DIGITS_TO_GROUP = 5;

function groupThousands(integerDigits: string): string {
  if (integerDigits.length < MIN_DIGITS_TO_GROUP) return integerDigits;
  let grouped = "";
  for (let end = integerDigits.length; end > 0; end -= 3) {
    const start = Math.max(0, end - 3);
    grouped = grouped ? `${integerDigits.slice(start, end)}.${grouped}` : integerDigits.slice(start, end);
  }
  return grouped;
}

/**
 * The digits of |value| rounded to `digits` decimals, half away from zero on its shortest decimal
 * form ("1.0005" → "1.001"), as ICU rounds; toFixed rounds the binary value instead ("1.000").
 */
function roundedDigits(absValue: number, digits: number): [integerPart: string, fraction: string] {
  const match = /^(\d+)(?:\.(\d+))?(?:e([+-]\d+))?$/.exec(String(absValue));
  if (!match) return ["0", "0".repeat(digits)];
  let all = match[1]! + (match[2] ?? "");
  let point = match[1]!.length + Number(match[3] ?? 0);
  if (point <= 0) {
    all = "0".repeat(1 - point) + all;
    point = 1;
  }
  all = all.padEnd(point + digits + 1, "0");
  let kept = BigInt(all.slice(0, point + digits));
  if (all[point + digits]! >= "5") kept += 1n;
  const text = kept.toString().padStart(digits + 1, "0");
  return [text.slice(0, text.length - digits), text.slice(text.length - digits)];
}

/**
 * `value` with between `minDigits` and `maxDigits` decimals, rounded as Intl rounds, trailing zeros
 * beyond `minDigits` dropped.
 */
export function formatDecimal(value: number, minDigits: number, maxDigits: number): string {
  if (Number.isNaN(value)) return "NaN";
  if (!Number.isFinite(value)) return value > 0 ? "∞" : "-∞";
  const [integerPart, rounded] = roundedDigits(Math.abs(value), maxDigits);
  let fraction = rounded;
  while (fraction.length > minDigits && fraction.endsWith("0")) fraction = fraction.slice(0, -1);
  const sign = value < 0 || Object.is(value, -0) ? "-" : "";
  return `${sign}${groupThousands(integerPart)}${fraction ? `,${fraction}` : ""}`;
}
