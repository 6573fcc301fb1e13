/** The period of the print view from the address bar: the last 30 days when none is given. */

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const DEFAULT_DAYS = 30;

/** A local date as 'YYYY-MM-DD'; the browser is taken to be in the athlete's zone, as the trends do. */
function dayOf(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** '2026-10-01' → '01.10.2026'. */
export function germanDay(day: string): string {
  const [y, m, d] = day.split('-');
  return `${d}.${m}.${y}`;
}

export function periodFromParams(
  params: URLSearchParams,
  today = new Date(),
): { from: string; to: string } {
  const from = params.get('from');
  const to = params.get('to');
  if (from && to && ISO_DAY.test(from) && ISO_DAY.test(to)) return { from, to };
  const start = new Date(today);
  start.setDate(start.getDate() - (DEFAULT_DAYS - 1));
  return { from: dayOf(start), to: dayOf(today) };
}
