// Writes a number into a byte buffer exactly as JSON.stringify prints it, without making a string:
// prices and distances (three decimals at most) are most of what a search answer writes per station.
// Any other number goes through String(), so every finite number comes out right.

const DOT = 0x2e;
const ZERO = 0x30;

/** Writes the decimal digits of a whole number 0 ≤ n < 2^53 at `at`; returns the position after. */
function writeWhole(out: Uint8Array, at: number, n: number): number {
  let digits = 1;
  for (let rest = n; rest >= 10; rest = Math.floor(rest / 10)) digits++;
  for (let i = at + digits - 1; i >= at; i--) {
    out[i] = ZERO + (n % 10);
    n = Math.floor(n / 10);
  }
  return at + digits;
}

/** Writes finite `x` at `at` as JSON.stringify(x) reads; returns the position after it. */
export function writeJsonNumber(out: Buffer, at: number, x: number): number {
  const thousandths = Math.round(x * 1000);
  // Only a value that is exactly the double nearest some k/1000 prints as k/1000 with zeros trimmed:
  // two such decimals lie 0.001 apart, far more than the doubles' spacing below a billion.
  if (thousandths / 1000 !== x || thousandths < 0 || thousandths >= 1e12) {
    return at + out.write(String(x), at, "latin1");
  }
  const whole = Math.floor(thousandths / 1000);
  const fraction = thousandths - whole * 1000;
  at = writeWhole(out, at, whole);
  if (fraction === 0) return at;
  out[at++] = DOT;
  out[at++] = ZERO + Math.floor(fraction / 100);
  const rest = fraction % 100;
  if (rest === 0) return at;
  out[at++] = ZERO + Math.floor(rest / 10);
  if (rest % 10 !== 0) out[at++] = ZERO + (rest % 10);
  return at;
}
