import type { Trends } from '../../../domain/api-trends';
import { de } from '../../../domain/messages';
import { formatShare } from '../../lib/format';
import { formatCount, formatDecimal } from './lib/format';

const t = de.trends.stats;
const GRID = 'grid grid-cols-2 gap-3 sm:grid-cols-3';
// Three cards on two columns would leave one alone; the last one takes the full row instead.
const CARD =
  'flex min-h-28 flex-col rounded-2xl border border-line bg-card p-4 shadow-sm last:col-span-2 sm:last:col-span-1';

export function SummaryStats({ summary }: { summary: Trends['summary'] }) {
  const stats = [
    { key: 'entries', label: t.entries, value: formatCount(summary.entries), unit: '' },
    {
      key: 'rating',
      label: t.rating,
      value: summary.averageRating === null ? null : formatDecimal(summary.averageRating),
      unit: t.ratingUnit,
    },
    {
      key: 'zone',
      label: t.inZone,
      value: summary.averageInZoneShare === null ? null : formatShare(summary.averageInZoneShare),
      unit: '',
    },
  ];
  return (
    <dl className={GRID}>
      {stats.map((s) => (
        <div key={s.key} data-stat={s.key} className={CARD}>
          <dt className="text-sm font-semibold text-muted">{s.label}</dt>
          <dd className="mt-auto flex items-baseline gap-1.5 pt-2">
            {s.value === null ? (
              <>
                <span aria-hidden="true" className="text-3xl font-bold text-muted">
                  –
                </span>
                <span className="sr-only">{t.noData}</span>
              </>
            ) : (
              <>
                <span className="text-3xl font-bold tabular-nums">{s.value}</span>
                {s.unit && <span className="text-sm text-muted">{s.unit}</span>}
              </>
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}

export function SummaryStatsSkeleton() {
  const bar = 'animate-pulse rounded bg-line motion-reduce:animate-none';
  return (
    <div aria-hidden="true" className={GRID}>
      {[0, 1, 2].map((i) => (
        <div key={i} className={CARD}>
          <div className={`${bar} mt-1 h-3.5 w-24`} />
          <div className={`${bar} mt-auto h-8 w-16`} />
        </div>
      ))}
    </div>
  );
}
