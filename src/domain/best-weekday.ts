// "En Castellón, el diésel suele costar 2,0 c€/l menos los lunes": said only when the province's own
// prices show it. Each day's mean price is compared with the mean of the seven days centred on it (so
// a market rising or falling through the week cancels out and fakes no weekday); a weekday counts
// when, in at least 9 of the last 12 weeks, it was at least 1 c€/l under that mean.
export const WEEKS_LOOKED_AT = 12;
export const WEEKS_NEEDED = 9;
/** €/l under the centred week's mean. */
export const MIN_WEEKDAY_SAVING = 0.01;

export interface ProvinceDay {
  /** 1 = lunes … 7 = domingo. */
  weekday: number;
  /** The province's mean price that day; undefined when no station had one. */
  mean: number | undefined;
}

export interface BestWeekday {
  dia: number;
  /** Mean €/l under the centred week over the 12 weeks, 3 decimals. */
  ahorro: number;
  /** Weeks (of 12) it was at least 1 c€/l under. */
  semanas: number;
}

/** How many days before the last the comparison needs: 12 weeks and the half-week after the last. */
export const DAYS_FOR_BEST_WEEKDAY = WEEKS_LOOKED_AT * 7 + 6;

/** `days` consecutive, oldest first. Null unless a weekday holds in at least 9 of the last 12 weeks. */
export function bestWeekday(days: readonly ProvinceDay[]): BestWeekday | null {
  const underCentredWeek: number[][] = [[], [], [], [], [], [], [], []];
  // Newest first, each day whose three days either side are known, until each weekday has 12 weeks.
  for (let i = days.length - 4; i >= 3; i--) {
    const day = days[i]!;
    const list = underCentredWeek[day.weekday]!;
    if (list.length >= WEEKS_LOOKED_AT) continue;
    const week = days.slice(i - 3, i + 4).map((d) => d.mean);
    if (day.mean === undefined || week.some((m) => m === undefined)) continue;
    const weekMean = (week as number[]).reduce((a, b) => a + b, 0) / 7;
    list.push(weekMean - day.mean);
  }
  let best: BestWeekday | null = null;
  for (let dia = 1; dia <= 7; dia++) {
    const under = underCentredWeek[dia]!;
    if (under.length < WEEKS_LOOKED_AT) continue;
    // A hair of tolerance: means of 3-decimal prices are not exact in binary.
    const semanas = under.filter((d) => d >= MIN_WEEKDAY_SAVING - 1e-9).length;
    if (semanas < WEEKS_NEEDED) continue;
    const ahorro = Math.round((under.reduce((a, b) => a + b, 0) / under.length) * 1000) / 1000;
    if (!best || semanas > best.semanas || (semanas === best.semanas && ahorro > best.ahorro)) best = { dia, ahorro, semanas };
  }
  return best;
}
