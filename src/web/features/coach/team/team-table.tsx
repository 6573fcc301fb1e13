import { memo, useCallback, useState } from 'react';
import type { TeamGroup, TeamRow } from '../../../../domain/coach-team';
import { de } from '../../../../domain/messages';
import { href } from '../../../../domain/routes';
import { formatLastEntry } from '../../../components/coach-athlete/format';
import { useInSlices } from '../../../lib/use-in-slices';
import { useLinkDelegation } from '../../../lib/use-link-delegation';
import { RowDetails } from './row-details';
import { StatusBadge, TrendText } from './status-badge';
import { useWide } from './use-wide';

const t = de.coachTeam;

interface TableProps {
  rows: readonly TeamRow[];
  groups: readonly TeamGroup[];
}

function flagSummary(row: TeamRow): string {
  return row.flags.length === 0 ? t.noFlags : t.flagCount(row.flags.length);
}

function groupNames(row: TeamRow, groups: readonly TeamGroup[]): string {
  return groups
    .filter((g) => row.groupIds.includes(g.id))
    .map((g) => g.name)
    .join(', ');
}

/** A plain link, followed in the app by the table's one click handler (`useLinkDelegation`). */
function NameLink({ row }: { row: TeamRow }) {
  return (
    <a
      href={href('coachAthlete', { athleteId: row.athleteId })}
      className="font-semibold break-words text-brand-800 underline underline-offset-2 dark:text-brand-300"
    >
      {row.name}
    </a>
  );
}

/** Opens the row's flags and groups; the label says how many flags wait there. */
function DetailsToggle({
  row,
  open,
  controls,
  onToggle,
}: {
  row: TeamRow;
  open: boolean;
  controls: string;
  onToggle(): void;
}) {
  return (
    <button
      type="button"
      aria-expanded={open}
      aria-controls={controls}
      onClick={onToggle}
      className="min-h-11 rounded-lg border border-line bg-card px-3 py-1.5 text-sm font-medium hover:bg-surface"
    >
      {row.flags.length > 0 ? t.showFlags(row.flags.length) : t.columns.groups}
      <span className="sr-only">: {row.name}</span>
    </button>
  );
}

/** Rows handed to the screen at once: a screenful and more, without a long task at 200 athletes. */
const SLICE = 12;

interface RowProps {
  row: TeamRow;
  groups: readonly TeamGroup[];
  open: boolean;
  onToggle(athleteId: string): void;
}

const panelId = (row: TeamRow) => `team-details-${row.athleteId}`;

/** One athlete as a card (below 64rem); memoized, so a new slice renders only its own rows. */
const TeamCard = memo(function TeamCard({ row, groups, open, onToggle }: RowProps) {
  return (
    // Cards out of sight are neither laid out nor painted until scrolled near; the browser keeps
    // each one's last size, so the scroll bar does not jump.
    <li className="rounded-2xl border border-line bg-card p-4 shadow-sm [content-visibility:auto] [contain-intrinsic-size:auto_14rem]">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h3>
            <NameLink row={row} />
          </h3>
          <p className="text-sm text-muted">{row.sport ?? de.athleteView.noSport}</p>
        </div>
        <StatusBadge status={row.status} />
      </div>
      <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        <dt className="text-muted">{t.columns.lastEntry}</dt>
        <dd>{row.sharesNothing ? de.sharing.sharesNothing : formatLastEntry(row.lastEntryAt)}</dd>
        <dt className="text-muted">{t.columns.trend}</dt>
        <dd>
          <TrendText trend={row.trend} />
        </dd>
        <dt className="text-muted">{t.columns.flags}</dt>
        <dd>{flagSummary(row)}</dd>
        {row.groupIds.length > 0 && (
          <>
            <dt className="text-muted">{t.columns.groups}</dt>
            <dd className="break-words">{groupNames(row, groups)}</dd>
          </>
        )}
      </dl>
      <div className="mt-3">
        <DetailsToggle
          row={row}
          open={open}
          controls={panelId(row)}
          onToggle={() => onToggle(row.athleteId)}
        />
      </div>
      {open && (
        <div id={panelId(row)} className="mt-3">
          <RowDetails row={row} groups={groups} />
        </div>
      )}
    </li>
  );
});

/**
 * The table's columns. Each row is its own grid of these, so a row out of sight skips layout and
 * paint (`content-visibility`), which the rows of a table layout cannot: adding rows to a real table
 * laid out all of them again. The elements stay table elements, which keep their table roles in
 * the accessibility tree whatever their `display` (the e2e test reads the table by its roles).
 */
const COLUMNS = 'grid grid-cols-[22%_13%_14%_12%_11%_14%_14%]';

/** One athlete as a table row, with its details row below it while open. */
const TeamTableRow = memo(function TeamTableRow({ row, groups, open, onToggle }: RowProps) {
  return (
    <>
      <tr
        className={`${COLUMNS} border-b border-line [content-visibility:auto] [contain-intrinsic-size:auto_5rem]`}
      >
        <th scope="row" className="block py-3 pr-3 text-left font-normal">
          <NameLink row={row} />
          <span className="block text-sm text-muted">{row.sport ?? de.athleteView.noSport}</span>
        </th>
        <td className="block py-3 pr-3">
          <StatusBadge status={row.status} />
        </td>
        <td className="block py-3 pr-3">
          {row.sharesNothing ? de.sharing.sharesNothing : formatLastEntry(row.lastEntryAt)}
        </td>
        <td className="block py-3 pr-3">
          <TrendText trend={row.trend} />
        </td>
        <td className="block py-3 pr-3">{flagSummary(row)}</td>
        <td className="block py-3 pr-3 break-words">{groupNames(row, groups)}</td>
        <td className="block py-2 text-right">
          <DetailsToggle
            row={row}
            open={open}
            controls={panelId(row)}
            onToggle={() => onToggle(row.athleteId)}
          />
        </td>
      </tr>
      {open && (
        <tr id={panelId(row)} className="block border-b border-line">
          <td colSpan={7} className="block py-4">
            <RowDetails row={row} groups={groups} />
          </td>
        </tr>
      )}
    </>
  );
});

/**
 * The team: a real table from 64rem, a list of cards below (at 360 px a row of seven columns cannot be
 * read). Only one of the two is rendered, so 200 athletes cost one set of rows, and those come a
 * slice at a time.
 */
export function TeamTable({ rows, groups }: TableProps) {
  const wide = useWide();
  const { shown, generation } = useInSlices(rows, SLICE);
  const [open, setOpen] = useState<string | null>(null);
  const toggle = useCallback((id: string) => setOpen((o) => (o === id ? null : id)), []);
  const followLink = useLinkDelegation();

  if (!wide) {
    return (
      // biome-ignore lint/a11y/useKeyWithClickEvents: only the links inside are clicked, and Enter on a link is a click
      <ul
        key={generation}
        aria-label={t.caption}
        className="flex flex-col gap-3"
        onClick={followLink}
      >
        {shown.map((row) => (
          <TeamCard
            key={row.athleteId}
            row={row}
            groups={groups}
            open={open === row.athleteId}
            onToggle={toggle}
          />
        ))}
      </ul>
    );
  }

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: only the links inside are clicked, and Enter on a link is a click
    <table className="block w-full text-left" onClick={followLink}>
      <caption className="sr-only">{t.caption}</caption>
      <thead className="block">
        <tr className={`${COLUMNS} border-b border-line text-sm text-muted`}>
          {[
            t.columns.name,
            t.columns.status,
            t.columns.lastEntry,
            t.columns.trend,
            t.columns.flags,
            t.columns.groups,
          ].map((label) => (
            <th key={label} scope="col" className="block py-2 pr-3 font-medium">
              {label}
            </th>
          ))}
          <th scope="col" className="block py-2 font-medium">
            <span className="sr-only">{t.details}</span>
          </th>
        </tr>
      </thead>
      <tbody key={generation} className="block">
        {shown.map((row) => (
          <TeamTableRow
            key={row.athleteId}
            row={row}
            groups={groups}
            open={open === row.athleteId}
            onToggle={toggle}
          />
        ))}
      </tbody>
    </table>
  );
}
