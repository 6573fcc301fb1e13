import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { ProtocolEntrySummary } from '../../../../domain/api';
import { ENTRY_TYPE_LABELS, type EntryType } from '../../../../domain/athlete-choices';
import { de } from '../../../../domain/messages';
import { Button } from '../../../components/ui/button';
import { messageForError } from '../../../lib/callable';
import { formatShare, formatWeekdayDateTime } from '../../../lib/format';
import { type EntryFilters, entriesQuery } from '../api/list-entries';
import { CompetitionTagBadge } from './competition-tag';

const TYPE_BADGE: Record<EntryType, string> = {
  training: 'bg-sky-100 text-sky-900 dark:bg-sky-900/60 dark:text-sky-100',
  competition: 'bg-violet-100 text-violet-900 dark:bg-violet-900/60 dark:text-violet-100',
  other: 'bg-slate-200 text-slate-900 dark:bg-slate-700 dark:text-slate-100',
};

const t = de.protocolScreens.list;

export const entryLinkId = (id: string) => `entry-link-${id}`;

function EntryRow({ entry, href }: { entry: ProtocolEntrySummary; href: string }) {
  return (
    <li className="relative flex flex-col gap-2 rounded-2xl border border-line bg-card p-4 shadow-sm transition-colors focus-within:border-brand-600 hover:border-brand-600 sm:flex-row sm:items-center sm:gap-4">
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
          <span className={`rounded-md px-2 py-0.5 font-semibold ${TYPE_BADGE[entry.type]}`}>
            {ENTRY_TYPE_LABELS[entry.type]}
          </span>
          <time dateTime={entry.occurredAt} className="text-muted">
            {formatWeekdayDateTime(entry.occurredAt)}
          </time>
          {entry.competition && <CompetitionTagBadge tag={entry.competition} />}
          {entry.quick && (
            <span className="rounded-md bg-amber-100 px-2 py-0.5 font-semibold text-amber-950 dark:bg-amber-900/60 dark:text-amber-100">
              {de.quickLog.complete}
            </span>
          )}
          {entry.sharedWith.length > 0 && (
            <span className="rounded-md bg-brand-100 px-2 py-0.5 font-semibold text-brand-900 dark:bg-brand-900 dark:text-brand-100">
              {de.sharing.entryShared}
            </span>
          )}
        </div>
        <h3 className="mt-1 break-words text-lg font-semibold">
          {/* The whole card is the link's target area; the title alone is its name. */}
          <Link
            id={entryLinkId(entry.id)}
            to={href}
            className="outline-none! after:absolute after:inset-0 after:rounded-2xl focus-visible:after:outline-3 focus-visible:after:outline-offset-2 focus-visible:after:outline-brand-500"
          >
            {entry.title}
          </Link>
        </h3>
      </div>
      <dl className="flex shrink-0 gap-5 text-sm sm:text-right">
        <div>
          <dt className="text-muted">{t.performance}</dt>
          <dd className="text-lg font-bold tabular-nums">
            {entry.rating}
            <span className="text-sm font-normal text-muted">/10</span>
          </dd>
        </div>
        <div>
          <dt className="text-muted">{t.inZone}</dt>
          <dd className="text-lg font-bold tabular-nums">
            {entry.inZoneShare === null ? '–' : formatShare(entry.inZoneShare)}
          </dd>
        </div>
      </dl>
    </li>
  );
}

/** The entries matching the filters, newest first, a page at a time with the server's cursor. */
export function EntryList({
  filters,
  filtered,
  hrefFor,
  onNew,
  onResetFilters,
}: {
  filters: EntryFilters;
  filtered: boolean;
  hrefFor(id: string): string;
  onNew(): void;
  onResetFilters(): void;
}) {
  const query = useInfiniteQuery({ ...entriesQuery(filters), placeholderData: keepPreviousData });

  if (query.isPending) {
    return (
      <div>
        <p role="status" className="sr-only">
          {de.common.loading}
        </p>
        <ul aria-hidden="true" className="flex flex-col gap-3">
          {[0, 1, 2].map((i) => (
            <li
              key={i}
              className="h-24 animate-pulse rounded-2xl border border-line bg-card motion-reduce:animate-none"
            />
          ))}
        </ul>
      </div>
    );
  }

  // A failed "Mehr laden" keeps what is shown; only a failed first page replaces the list.
  if (query.isError && !query.data) {
    return (
      <div className="rounded-2xl border border-line bg-card p-6">
        <h2 className="font-semibold">{de.generic.loadFailed}</h2>
        <p className="mt-1 text-muted">{messageForError(query.error)}</p>
        <Button variant="secondary" className="mt-4" onClick={() => query.refetch()}>
          {de.common.retry}
        </Button>
      </div>
    );
  }

  const entries = query.data?.pages.flatMap((p) => p.entries) ?? [];

  if (entries.length === 0) {
    return filtered ? (
      <div className="rounded-2xl border border-dashed border-line bg-card p-8 text-center">
        <h2 className="text-lg font-semibold">{t.noMatch}</h2>
        <p className="mt-1 text-muted">{t.noMatchHint}</p>
        <Button variant="secondary" className="mt-4" onClick={onResetFilters}>
          {t.resetFilters}
        </Button>
      </div>
    ) : (
      <div className="rounded-2xl border border-dashed border-line bg-card p-8 text-center">
        <h2 className="text-lg font-semibold">{t.empty}</h2>
        <p className="mx-auto mt-1 max-w-md text-muted">{t.emptyLead}</p>
        <Button className="mt-5" onClick={onNew}>
          {de.protocol.newEntry}
        </Button>
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-4">
      <h2 className="sr-only">{t.heading}</h2>
      <ul className="flex flex-col gap-3" aria-busy={query.isFetching || undefined}>
        {entries.map((entry) => (
          <EntryRow key={entry.id} entry={entry} href={hrefFor(entry.id)} />
        ))}
      </ul>
      <p role="status" className="text-center text-sm text-muted">
        {de.counts.entries(entries.length)}
        {query.hasNextPage ? ` ${t.shown}` : ''}
      </p>
      {query.isFetchNextPageError && (
        <p className="text-center text-sm font-medium text-red-700 dark:text-red-300">
          {de.generic.loadFailed}: {messageForError(query.error)}
        </p>
      )}
      {query.hasNextPage && (
        <Button
          variant="secondary"
          className="self-center"
          busy={query.isFetchingNextPage}
          onClick={() => query.fetchNextPage()}
        >
          {t.more}
        </Button>
      )}
    </div>
  );
}
