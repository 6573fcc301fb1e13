import type { Dashboard } from '../../../../domain/api';
import { formatShare } from '../../../lib/format';
import { formatCount, formatDecimal } from '../lib/format';

interface Stat {
  key: string;
  label: string;
  /** null: nothing to show yet. */
  value: string | null;
  unit?: string;
  hint: string;
}

function statsOf(s: Dashboard['stats']): Stat[] {
  return [
    {
      key: 'week',
      label: 'Einträge diese Woche',
      value: formatCount(s.entriesThisWeek),
      hint: 'seit Montag',
    },
    {
      key: 'rating',
      label: 'Ø Bewertung',
      value: s.averageRating30d === null ? null : formatDecimal(s.averageRating30d),
      unit: 'von 10',
      hint: 'letzte 30 Tage',
    },
    {
      key: 'zone',
      label: 'Im Zielbereich',
      value: s.inZoneShare30d === null ? null : formatShare(s.inZoneShare30d),
      hint: 'Emotionen, letzte 30 Tage',
    },
    {
      key: 'streak',
      label: 'Serie',
      value: formatCount(s.streakDays),
      unit: s.streakDays === 1 ? 'Tag' : 'Tage',
      hint: 'in Folge mit Eintrag',
    },
    {
      key: 'total',
      label: 'Einträge gesamt',
      value: formatCount(s.totalEntries),
      hint: 'seit Beginn',
    },
  ];
}

const GRID = 'grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5';
// Five cards on two columns would leave one alone; the last one takes the full row instead.
const CARD =
  'flex min-h-32 flex-col rounded-2xl border border-line bg-card p-4 shadow-sm last:col-span-2 sm:last:col-span-1';

export function StatCards({ stats }: { stats: Dashboard['stats'] }) {
  return (
    <dl className={GRID}>
      {statsOf(stats).map((s) => (
        <div key={s.key} data-stat={s.key} className={CARD}>
          <dt className="text-sm font-semibold text-muted">{s.label}</dt>
          <dd className="mt-auto flex flex-col pt-2">
            <span className="flex items-baseline gap-1.5">
              {s.value === null ? (
                <>
                  <span aria-hidden="true" className="text-3xl font-bold text-muted">
                    –
                  </span>
                  <span className="sr-only">noch keine Daten</span>
                </>
              ) : (
                <>
                  <span className="text-3xl font-bold tabular-nums">{s.value}</span>
                  {s.unit && <span className="text-sm text-muted">{s.unit}</span>}
                </>
              )}
            </span>
            <span className="text-xs text-muted">{s.hint}</span>
          </dd>
        </div>
      ))}
    </dl>
  );
}

export function StatCardsSkeleton() {
  const bar = 'animate-pulse rounded bg-line motion-reduce:animate-none';
  return (
    <div aria-hidden="true" className={GRID}>
      {[0, 1, 2, 3, 4].map((i) => (
        <div key={i} className={CARD}>
          <div className={`${bar} mt-1 h-3.5 w-24`} />
          <div className="mt-auto flex flex-col gap-2 pt-2">
            <div className={`${bar} h-8 w-14`} />
            <div className={`${bar} h-3 w-20`} />
          </div>
        </div>
      ))}
    </div>
  );
}
