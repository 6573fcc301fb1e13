import { Link } from 'react-router';
import type { DashboardActivity } from '../../../../domain/api';
import { ENTRY_TYPE_LABELS } from '../../../../domain/athlete-choices';
import { de } from '../../../../domain/messages';
import { paths } from '../../../../domain/routes';
import { formatShare, formatWhen } from '../../../lib/format';
import { formatFull } from '../lib/format';

const ROW = 'flex min-h-[4.5rem] items-start gap-3 px-4 py-3 sm:items-center';

const KIND: Record<DashboardActivity['kind'], { label: string; tone: string; icon: string }> = {
  entry: {
    label: de.dashboard.activity.entry,
    tone: 'bg-brand-100 text-brand-900 dark:bg-brand-900 dark:text-brand-100',
    icon: 'M7 3h8l4 4v14H7zM15 3v4h4M10 12h6M10 16h6',
  },
  checkin: {
    label: de.performanceCocktail.checkInName,
    tone: 'bg-sky-100 text-sky-900 dark:bg-sky-900 dark:text-sky-100',
    icon: 'M3 12h4l3-7 4 14 3-7h4',
  },
  'routine-run': {
    label: de.pageTitles.tunnelRoutine,
    tone: 'bg-violet-100 text-violet-900 dark:bg-violet-900 dark:text-violet-100',
    icon: 'M4 20V10a8 8 0 0 1 16 0v10M9 20v-9a3 3 0 0 1 6 0v9',
  },
  'coach-feedback': {
    label: de.dashboard.activity.feedback,
    tone: 'bg-amber-100 text-amber-900 dark:bg-amber-900 dark:text-amber-100',
    icon: 'M4 5h16v11H9l-5 4z',
  },
};

function KindIcon({ kind }: { kind: DashboardActivity['kind'] }) {
  return (
    <span
      aria-hidden="true"
      className={`flex size-10 shrink-0 items-center justify-center rounded-full ${KIND[kind].tone}`}
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
        className="size-5"
      >
        <path d={KIND[kind].icon} />
      </svg>
    </span>
  );
}

function Meta({ activity }: { activity: DashboardActivity }) {
  const parts: string[] = [];
  if (activity.kind === 'entry') {
    if (activity.type) parts.push(ENTRY_TYPE_LABELS[activity.type]);
    if (activity.rating !== undefined) parts.push(de.dashboard.activity.rating(activity.rating));
  }
  if (activity.inZoneShare !== null)
    parts.push(de.dashboard.activity.inZone(formatShare(activity.inZoneShare)));
  // Each part stays whole; lines break only between them.
  return (
    <p className="text-sm text-muted">
      {parts.map((part, i) => (
        <span key={part}>
          {i > 0 && ' · '}
          <span className="whitespace-nowrap">{part}</span>
        </span>
      ))}
    </p>
  );
}

export function ActivityList({ items }: { items: readonly DashboardActivity[] }) {
  if (items.length === 0) return <EmptyActivity />;
  return (
    <ol className="divide-y divide-line overflow-hidden rounded-2xl border border-line bg-card shadow-sm">
      {items.map((a) => (
        <li key={`${a.kind}-${a.id}`} data-activity={a.kind} className={ROW}>
          <KindIcon kind={a.kind} />
          {/* Stacked on a phone so long titles wrap instead of being cut off. */}
          <div className="flex min-w-0 flex-1 flex-col sm:flex-row sm:items-center sm:justify-between sm:gap-4">
            <div className="min-w-0">
              <p className="font-semibold break-words">
                {/* The other kinds' titles already say what they are. */}
                {a.kind === 'entry' && (
                  <span className="sr-only">{de.dashboard.activity.entry}: </span>
                )}
                {a.kind === 'coach-feedback' && a.entryId ? (
                  <Link
                    to={`${paths.protocol}?entry=${a.entryId}`}
                    className="underline decoration-line underline-offset-2 hover:decoration-current"
                  >
                    {a.title}
                  </Link>
                ) : (
                  a.title
                )}
              </p>
              <Meta activity={a} />
            </div>
            <time
              dateTime={a.at}
              title={formatFull(a.at)}
              className="text-sm text-muted tabular-nums sm:shrink-0"
            >
              {formatWhen(a.at)}
            </time>
          </div>
        </li>
      ))}
    </ol>
  );
}

function EmptyActivity() {
  return (
    <div className="flex flex-col items-center gap-2 rounded-2xl border border-dashed border-line bg-card px-6 py-10 text-center">
      <p className="text-lg font-semibold">{de.dashboard.emptyActivity}</p>
      <p className="max-w-md text-muted">{de.dashboard.activity.emptyLead}</p>
      <Link
        to={paths.protocolContext}
        className="mt-2 inline-flex min-h-11 items-center justify-center rounded-lg bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800 dark:bg-brand-600 dark:text-slate-950 dark:hover:bg-brand-500"
      >
        {de.dashboard.activity.firstEntry}
      </Link>
    </div>
  );
}

export function ActivityListSkeleton() {
  const bar = 'animate-pulse rounded bg-line motion-reduce:animate-none';
  return (
    <div
      aria-hidden="true"
      className="divide-y divide-line overflow-hidden rounded-2xl border border-line bg-card shadow-sm"
    >
      {[0, 1, 2].map((i) => (
        <div key={i} className={ROW}>
          <div className={`${bar} size-10 shrink-0 rounded-full`} />
          <div className="flex flex-1 flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
            <div className="flex flex-col gap-2">
              <div className={`${bar} h-4 w-40`} />
              <div className={`${bar} h-3 w-52 max-w-full`} />
            </div>
            <div className={`${bar} h-3 w-20`} />
          </div>
        </div>
      ))}
    </div>
  );
}
