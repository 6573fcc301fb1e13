import type { Trends } from '../../../domain/api-trends';
import { WEEKDAY_LABELS, WEEKDAY_NAMES } from '../../../domain/athlete-choices';
import { de } from '../../../domain/messages';
import type { AccountRole } from '../../../domain/messages-de/settings';
import { ChartCard } from './chart-card';
import { DataTable } from './data-table';
import { dayToDate, entriesText, formatCount, formatLongDay, formatMonth } from './lib/format';

const t = de.trends.calendar;

interface Day {
  day: number;
  date: string;
  /** null: the day is outside the window. */
  count: number | null;
}

interface Month {
  key: string;
  name: string;
  days: Day[];
  /** Monday-first weeks that touch the window; blank cells (null) pad the month's first and last. */
  weeks: { key: string; cells: (Day | null)[] }[];
}

function weeksOf(days: Day[], offset: number): Month['weeks'] {
  const cells: (Day | null)[] = [...Array<null>(offset).fill(null), ...days];
  while (cells.length % 7 !== 0) cells.push(null);
  const weeks: Month['weeks'] = [];
  for (let i = 0; i < cells.length; i += 7) {
    const week = cells.slice(i, i + 7);
    // A week wholly outside the window would only be blank space.
    if (week.some((d) => d !== null && d.count !== null)) {
      weeks.push({ key: week.find((d) => d)?.date ?? String(i), cells: week });
    }
  }
  return weeks;
}

/** The window's days grouped into calendar months; days of a month outside the window have no count. */
function monthsOf(calendar: Trends['calendar']): Month[] {
  const counts = new Map(calendar.map((d) => [d.date, d.count]));
  const first = calendar[0];
  const last = calendar[calendar.length - 1];
  if (!first || !last) return [];
  const months: Month[] = [];
  const cursor = dayToDate(first.date);
  cursor.setDate(1);
  const end = dayToDate(last.date);
  while (cursor <= end) {
    const year = cursor.getFullYear();
    const month = cursor.getMonth();
    const length = new Date(year, month + 1, 0).getDate();
    const prefix = `${year}-${String(month + 1).padStart(2, '0')}`;
    const days = Array.from({ length }, (_, i) => {
      const date = `${prefix}-${String(i + 1).padStart(2, '0')}`;
      return { day: i + 1, date, count: counts.get(date) ?? null };
    });
    months.push({
      key: prefix,
      name: formatMonth(cursor),
      days,
      weeks: weeksOf(days, (cursor.getDay() + 6) % 7),
    });
    cursor.setMonth(month + 1);
  }
  return months;
}

// Stronger colour means more; the legend and each day's tooltip give the number itself.
function tone(count: number): string {
  if (count === 0) return 'bg-surface text-muted';
  if (count === 1) return 'bg-brand-100 text-brand-900 dark:bg-brand-900 dark:text-brand-100';
  if (count === 2) return 'bg-brand-300 text-brand-900 dark:bg-brand-700 dark:text-white';
  return 'bg-brand-700 text-white dark:bg-brand-300 dark:text-slate-950';
}

function MonthGrid({ month }: { month: Month }) {
  const inWindow = month.days.filter((d) => d.count !== null);
  const active = inWindow.filter((d) => (d.count ?? 0) > 0);
  const total = active.reduce((sum, d) => sum + (d.count ?? 0), 0);
  const label =
    active.length === 0
      ? t.monthEmpty(month.name)
      : `${month.name}: ${entriesText(total)} ${de.counts.onDays(active.length, formatCount(active.length))}`;
  return (
    <div role="img" aria-label={label} className="flex flex-col gap-1.5">
      <p className="font-semibold">{month.name}</p>
      <div className="grid grid-cols-7 gap-1 text-center text-[11px] text-muted">
        {WEEKDAY_LABELS.map((w, i) => (
          <span key={w} title={WEEKDAY_NAMES[i]}>
            {w}
          </span>
        ))}
      </div>
      <div className="grid grid-cols-7 gap-1">
        {month.weeks.flatMap((week) =>
          week.cells.map((d, i) =>
            d === null || d.count === null ? (
              // Outside the month or the window: the grid keeps its shape, the cell stays blank.
              <span key={d?.date ?? `${week.key}-${i}`} className="aspect-square" />
            ) : (
              <span
                key={d.date}
                title={`${formatLongDay(d.date)}: ${d.count === 0 ? t.noEntry : entriesText(d.count)}`}
                className={`flex aspect-square items-center justify-center rounded-md text-xs font-medium tabular-nums ${tone(d.count)}`}
              >
                {d.day}
              </span>
            ),
          ),
        )}
      </div>
    </div>
  );
}

export function EntryCalendar({ trends, viewer }: { trends: Trends; viewer: AccountRole }) {
  const months = monthsOf(trends.calendar);
  const active = trends.calendar.filter((d) => d.count > 0);
  return (
    <ChartCard
      name="calendar"
      className="lg:col-span-2"
      title={t.title}
      intro={t.intro[viewer]}
      summary={t.summary[viewer](formatCount(active.length), formatCount(trends.calendar.length))}
      chart={() => (
        <div className="flex flex-col gap-4">
          <div className="grid gap-x-6 gap-y-5 [grid-template-columns:repeat(auto-fill,minmax(14rem,1fr))]">
            {months.map((m) => (
              <MonthGrid key={m.key} month={m} />
            ))}
          </div>
          <div aria-hidden="true" className="flex flex-wrap items-center gap-2 text-xs text-muted">
            <span>{t.legend}</span>
            {[0, 1, 2, 3].map((n) => (
              <span key={n} className="flex items-center gap-1">
                <span className={`size-4 rounded ${tone(n)}`} />
                {n === 3 ? '3+' : n}
              </span>
            ))}
          </div>
        </div>
      )}
      table={
        active.length === 0 ? (
          <p className="text-sm text-muted">{t.noDays}</p>
        ) : (
          <DataTable
            caption={t.caption}
            columns={[{ label: t.day }, { label: t.entries, numeric: true }]}
            rows={active.map((d) => ({
              key: d.date,
              cells: [formatLongDay(d.date), formatCount(d.count)],
            }))}
          />
        )
      }
    />
  );
}
