import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ENTRY_TYPES, type EntryType } from '../../../domain/athlete-choices';
import { PROTOCOL_EXPORT_PATH } from '../../../domain/export-paths';
import { de } from '../../../domain/messages';
import { paths, ROUTES } from '../../../domain/routes';
import { Button } from '../../components/ui/button';
import { textLink } from '../../components/ui/link-styles';
import { PageTitle } from '../../components/ui/page-title';
import type { EntryFilters as Filters } from './api/list-entries';
import { DraftBanner } from './components/draft-banner';
import { EntryDetail } from './components/entry-detail';
import { EntryFilters } from './components/entry-filters';
import { EntryList, entryLinkId } from './components/entry-list';
import { useEntryDraft } from './use-entry-draft';
import { useStartEntry } from './use-start-entry';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

function readFilters(params: URLSearchParams): Filters {
  const type = params.get('type');
  const from = params.get('from');
  const to = params.get('to');
  return {
    type: ENTRY_TYPES.includes(type as EntryType) ? (type as EntryType) : null,
    from: from && ISO_DATE.test(from) ? from : null,
    to: to && ISO_DATE.test(to) ? to : null,
  };
}

function PlusIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" className="size-5" fill="currentColor">
      <path d="M10 3a1 1 0 0 1 1 1v5h5a1 1 0 1 1 0 2h-5v5a1 1 0 1 1-2 0v-5H4a1 1 0 1 1 0-2h5V4a1 1 0 0 1 1-1Z" />
    </svg>
  );
}

/**
 * The protocol to print (or save as PDF) and to download as a table: of the filter's days when
 * both are set, otherwise the print view's default period and the whole protocol.
 */
function ExportLinks({ from, to }: { from: string | null; to: string | null }) {
  const period = from && to ? `?${new URLSearchParams({ from, to }).toString()}` : '';
  return (
    <p className="mb-4 flex flex-wrap gap-x-6 gap-y-2">
      <Link to={`${paths.protocolPrint}${period}`} className={textLink}>
        {de.protocolExport.printLink}
      </Link>
      <a href={`${PROTOCOL_EXPORT_PATH}${period}`} download className={textLink}>
        {de.protocolExport.csvLink}
      </a>
    </p>
  );
}

// After the element that had the focus is gone (a deleted entry, a discarded draft).
function focusNewButton() {
  document.querySelector<HTMLButtonElement>('[data-new-entry]')?.focus();
}

/**
 * The protocol: the athlete's entries with filters, and one entry opened in place
 * (`?entry=<id>`), so the list's filters and loaded pages survive opening and closing it.
 */
export function Component() {
  const [params, setParams] = useSearchParams();
  const filters = readFilters(params);
  const entryId = params.get('entry');
  const { draft, clearDraft } = useEntryDraft();
  const { startNew, startEdit, dialog } = useStartEntry();

  const rangeError =
    filters.from && filters.to && filters.from > filters.to ? de.protocolScreens.rangeError : null;
  const filtered = filters.type !== null || filters.from !== null || filters.to !== null;

  function listHref(extra?: Record<string, string>) {
    const next = new URLSearchParams();
    if (filters.type) next.set('type', filters.type);
    if (filters.from) next.set('from', filters.from);
    if (filters.to) next.set('to', filters.to);
    for (const [k, v] of Object.entries(extra ?? {})) next.set(k, v);
    const query = next.toString();
    return query ? `${paths.protocol}?${query}` : paths.protocol;
  }

  function setFilters(next: Filters) {
    const p = new URLSearchParams();
    if (next.type) p.set('type', next.type);
    if (next.from) p.set('from', next.from);
    if (next.to) p.set('to', next.to);
    // Filtering is refining the same page, not a new step in the history.
    setParams(p, { replace: true });
  }

  // Back from an entry, the keyboard lands on that entry in the list again.
  const lastOpened = useRef<string | null>(null);
  useEffect(() => {
    if (entryId) {
      lastOpened.current = entryId;
      return;
    }
    const id = lastOpened.current;
    lastOpened.current = null;
    if (!id) return;
    const link = document.getElementById(entryLinkId(id));
    if (link) link.focus();
    else focusNewButton();
  }, [entryId]);

  if (entryId) {
    return (
      <>
        <EntryDetail
          key={entryId}
          id={entryId}
          backTo={listHref()}
          onEdit={startEdit}
          onDeleted={(entry) => {
            // An open edit of a deleted entry would bring it back on save.
            if (draft?.mode === 'edit' && draft.id === entry.id) clearDraft();
            lastOpened.current = null;
            const next = new URLSearchParams(params);
            next.delete('entry');
            setParams(next, { replace: true });
            requestAnimationFrame(focusNewButton);
          }}
        />
        {dialog}
      </>
    );
  }

  return (
    <div className="mx-auto max-w-4xl">
      <div className="flex flex-wrap items-start justify-between gap-x-4">
        <PageTitle subtitle={de.protocolScreens.listSubtitle}>{ROUTES.protocol.title}</PageTitle>
        <Button onClick={startNew} className="mb-6" data-new-entry>
          <PlusIcon />
          {de.protocol.newEntry}
        </Button>
      </div>
      <DraftBanner onDiscarded={focusNewButton} />
      <ExportLinks from={rangeError ? null : filters.from} to={rangeError ? null : filters.to} />
      <EntryFilters value={filters} onChange={setFilters} rangeError={rangeError} />
      {!rangeError && (
        <EntryList
          filters={filters}
          filtered={filtered}
          hrefFor={(id) => listHref({ entry: id })}
          onNew={startNew}
          onResetFilters={() => setFilters({ type: null, from: null, to: null })}
        />
      )}
      {dialog}
    </div>
  );
}
