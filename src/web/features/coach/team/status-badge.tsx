import type { PerformanceTrend, TeamStatus } from '../../../../domain/coach-flags';
import { de } from '../../../../domain/messages';

const t = de.coachTeam;

/** Colour, a shape and the word: the status never rests on colour alone. */
const STATUS_LOOK: Record<TeamStatus, { icon: string; className: string }> = {
  red: {
    icon: '▲',
    className:
      'border-red-300 bg-red-50 text-red-900 dark:border-red-700 dark:bg-red-950 dark:text-red-100',
  },
  yellow: {
    icon: '●',
    className:
      'border-amber-300 bg-amber-50 text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100',
  },
  green: {
    icon: '✓',
    className:
      'border-green-300 bg-green-50 text-green-900 dark:border-green-700 dark:bg-green-950 dark:text-green-100',
  },
  none: {
    icon: '–',
    className: 'border-line bg-surface text-ink',
  },
};

export function StatusBadge({ status }: { status: TeamStatus }) {
  const look = STATUS_LOOK[status];
  return (
    <span
      className={`inline-flex items-center gap-1.5 rounded-full border px-2.5 py-0.5 text-sm font-medium whitespace-nowrap ${look.className}`}
    >
      <span aria-hidden="true">{look.icon}</span>
      {t.status[status]}
    </span>
  );
}

const TREND_ARROW: Record<PerformanceTrend, string> = {
  up: '↑',
  flat: '→',
  down: '↓',
  unknown: '',
};

export function TrendText({ trend }: { trend: PerformanceTrend }) {
  return (
    <span className="whitespace-nowrap">
      {TREND_ARROW[trend] && (
        <span aria-hidden="true" className="mr-1 font-bold">
          {TREND_ARROW[trend]}
        </span>
      )}
      {t.trend[trend]}
    </span>
  );
}

/** The rule behind the light, next to the table. */
export function StatusLegend() {
  return (
    <section aria-label={t.legendTitle} className="mb-4 rounded-xl border border-line p-3 text-sm">
      <h2 className="mb-2 font-semibold">{t.legendTitle}</h2>
      <ul className="flex flex-col gap-1.5">
        {(['red', 'yellow', 'green', 'none'] as const).map((s) => (
          <li key={s} className="flex flex-wrap items-start gap-2">
            <StatusBadge status={s} />
            <span className="pt-0.5">{t.legend[s]}</span>
          </li>
        ))}
      </ul>
      <p className="mt-2 text-muted">{t.legend.persistence}</p>
    </section>
  );
}
