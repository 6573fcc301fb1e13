import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { de } from '../../../domain/messages';
import { formatCount } from '../../lib/format';
import { LoadError, Loading } from '../ui/load-state';
import { PrintEntry } from './print-entry';

const p = de.protocolExport.print;

type Entry = Parameters<typeof PrintEntry>[0]['entry'];

/**
 * The period's entries as they go on paper, oldest first, with the cut said when the list was
 * capped: the athlete's print view and the coach's share it.
 */
export function PrintEntries({
  entries,
  title,
  lead,
  emptyText,
}: {
  entries: UseQueryResult<{ entries: Entry[]; truncated: boolean }>;
  title: string;
  lead?: ReactNode;
  emptyText: string;
}) {
  return (
    <section aria-labelledby="print-entries">
      <h2 id="print-entries" className={`${lead ? 'mb-1' : 'mb-3'} text-xl font-bold`}>
        {title}
      </h2>
      {lead}
      {entries.isPending && <Loading />}
      {entries.isError && (
        <LoadError
          error={entries.error}
          onRetry={() => entries.refetch()}
          retrying={entries.isFetching}
        />
      )}
      {entries.data?.truncated && (
        <p className="mb-3 font-medium">{p.truncated(formatCount(entries.data.entries.length))}</p>
      )}
      {entries.data && entries.data.entries.length === 0 && (
        <p className="text-muted">{emptyText}</p>
      )}
      {entries.data && entries.data.entries.length > 0 && (
        <ol className="flex flex-col gap-4">
          {entries.data.entries.map((entry) => (
            <li key={entry.id}>
              <PrintEntry entry={entry} />
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
