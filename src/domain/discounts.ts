// "Tu precio": the price a driver really pays at a station with the discounts they hold (a brand's app,
// a supermarket, a bank card). One plan per brand discount, in c€/l or in %, on some weekdays or every
// day, with an optional cap in € per refuel. At a station the best single plan applies: plans never
// stack. The official price stays what it is everywhere it is shown as such (station page, kiosk,
// reports); this is what the driver's lists compare and rank.
import { zoneOfPoint, zoneOffsetMs } from "./local-time.ts";

export type DiscountUnit = "centimos" | "porcentaje";

export interface DiscountPlan {
  id: string;
  /** The brand key (`bandera`) the plan is held at. */
  marca: string;
  /** c€ per litre, or per cent of the price. */
  valor: number;
  unidad: DiscountUnit;
  /** ISO weekdays it applies on (1 = lunes … 7 = domingo); empty: every day. */
  dias: readonly number[];
  /** Most it saves on one refuel, €; null: no cap. */
  topeEuros: number | null;
}

/** Limits a plan must keep (the form says so in Spanish; the server checks them again). */
export const DISCOUNT_LIMITS = { centimos: { min: 0.1, max: 50 }, porcentaje: { min: 0.1, max: 50 }, topeEuros: { min: 0.5, max: 500 }, plans: 20 } as const;

export interface DriverPrice {
  /** € per litre after the best plan, rounded to the tenth of a cent like the pump's. */
  precio: number;
  /** The plan that gave it, or null when none applies. */
  plan: DiscountPlan | null;
}

/** The weekday (1 = lunes … 7 = domingo) at a station's own clock (Madrid's or the Canaries'). */
export function weekdayAt(at: number, station: { latitud: number; longitud: number }): number {
  const zone = zoneOfPoint(station.latitud, station.longitud);
  const day = new Date(at + zoneOffsetMs(zone, at)).getUTCDay();
  return day === 0 ? 7 : day;
}

/** € per litre a plan takes off a price on one refuel of `litres`, its cap included. */
export function discountPerLitre(plan: DiscountPlan, pumpPrice: number, litres: number): number {
  const perLitre = plan.unidad === "centimos" ? plan.valor / 100 : (pumpPrice * plan.valor) / 100;
  const capped = plan.topeEuros !== null && litres > 0 ? Math.min(perLitre, plan.topeEuros / litres) : perLitre;
  return Math.max(0, Math.min(capped, pumpPrice));
}

/** The driver's price at a station of `bandera` on `weekday`: the best single plan that applies there. */
export function driverPrice(pumpPrice: number, bandera: string, plans: readonly DiscountPlan[], weekday: number, litres: number): DriverPrice {
  let best: { plan: DiscountPlan; off: number } | null = null;
  if (pumpPrice > 0) {
    for (const plan of plans) {
      if (plan.marca !== bandera || (plan.dias.length > 0 && !plan.dias.includes(weekday))) continue;
      const off = discountPerLitre(plan, pumpPrice, litres);
      if (off > 0 && (!best || off > best.off)) best = { plan, off };
    }
  }
  if (!best) return { precio: pumpPrice, plan: null };
  return { precio: Math.round((pumpPrice - best.off) * 1000) / 1000, plan: best.plan };
}

/** The driver's plans and what their price depends on: the moment (weekdays) and one refuel's litres (caps). */
export interface DriverPlans {
  plans: readonly DiscountPlan[];
  /** ms since the epoch. */
  at: number;
  litres: number;
}

/** The driver's price at a station at `driver.at`: every list that compares prices asks this. */
export function driverPriceAt(pumpPrice: number, station: { bandera: string; latitud: number; longitud: number }, driver: DriverPlans): DriverPrice {
  if (driver.plans.length === 0) return { precio: pumpPrice, plan: null };
  return driverPrice(pumpPrice, station.bandera, driver.plans, weekdayAt(driver.at, station), driver.litres);
}

/** Two plans are the same discount when all but their ids agree: two devices may each have added it. */
export function samePlan(a: DiscountPlan, b: DiscountPlan): boolean {
  const days = (plan: DiscountPlan) => [...plan.dias].sort((x, y) => x - y).join(",");
  return a.marca === b.marca && a.valor === b.valor && a.unidad === b.unidad && a.topeEuros === b.topeEuros && days(a) === days(b);
}

/**
 * The account's plans joined with a device's, so that nothing either side saved is lost: all of the
 * account's, then each of the device's the account lacks (neither its id nor the same plan is there).
 * Null when together they pass `max`: dropping some would lose them, so the caller refuses the lot.
 */
export function unitePlans(account: readonly DiscountPlan[], device: readonly DiscountPlan[], max: number): DiscountPlan[] | null {
  const united = [...account];
  for (const plan of device) if (!united.some((kept) => kept.id === plan.id || samePlan(kept, plan))) united.push(plan);
  return united.length > max ? null : united;
}

/** Why the account refuses a device's plans: together they pass the limit (nothing is then changed). */
export const TOO_MANY_PLANS_MESSAGE =
  `Tu cuenta y este dispositivo suman más de ${DISCOUNT_LIMITS.plans} descuentos: quita los que ya no uses y se guardarán todos en tu cuenta.`;
