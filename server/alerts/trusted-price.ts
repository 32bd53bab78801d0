// The trust rule an alert applies to a price before acting on it: a price outside 0,500-3,500 €/l is
// taken for a feed error, and neither notifies nor re-arms an alert. One function, so a later
// plausibility rule (a jump against the station's history, say) plugs in here.
export const TRUSTED_PRICE_MIN = 0.5;
export const TRUSTED_PRICE_MAX = 3.5;

export function isTrustedPrice(precio: number): boolean {
  return Number.isFinite(precio) && precio >= TRUSTED_PRICE_MIN && precio <= TRUSTED_PRICE_MAX;
}
