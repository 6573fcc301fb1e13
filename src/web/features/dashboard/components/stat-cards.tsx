import type { Dashboard } from '../../../../domain/api';
import { de } from '../../../../domain/messages';
import { formatCount, formatDecimal, formatShare } from '../../../lib/format';

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
      label: de.dashboard.stats.weekLabel,
      value: formatCount(s.entriesThisWeek),
      hint: de.dashboard.stats.weekHint,
    },
    {
      key: 'rating',
      label: de.dashboard.stats.ratingLabel,
      value: s.averageRating30d === null ? null : formatDecimal(s.averageRating30d),
      unit: de.dashboard.stats.ratingUnit,
      hint: de.dashboard.stats.last30Days,
    },
    {
      key: 'zone',
      label: de.dashboard.stats.zoneLabel,
      value: s.inZoneShare30d === null ? null : formatShare(s.inZoneShare30d),
      hint: de.dashboard.stats.zoneHint,
    },
    {
      key: 'streak',
      label: de.dashboard.stats.streakLabel,
      value: formatCount(s.streakDays),
      unit: de.counts.dayUnit(s.streakDays),
      hint: de.dashboard.stats.streakHint,
    },
    {
      key: 'total',
      label: de.dashboard.stats.totalLabel,
      value: formatCount(s.totalEntries),
      hint: de.dashboard.stats.totalHint,
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
                  <span className="sr-only">{de.dashboard.stats.noData}</span>
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
