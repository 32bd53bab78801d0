// The date of a refuel on its card (SPEC §2: day and short month), in Spanish: "15 abr".
const DAY_MONTH = new Intl.DateTimeFormat("es-ES", { day: "numeric", month: "short" });

export function formatDayMonth(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? "" : DAY_MONTH.format(date).replace(/\.$/, "");
}
