import { Fragment, useState } from 'react';
import { Link } from 'react-router';
import type { TeamGroup, TeamRow } from '../../../../domain/coach-team';
import { de } from '../../../../domain/messages';
import { href } from '../../../../domain/routes';
import { formatLastEntry } from '../../../components/coach-athlete/format';
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

function NameLink({ row }: { row: TeamRow }) {
  return (
    <Link
      to={href('coachAthlete', { athleteId: row.athleteId })}
      className="font-semibold break-words text-brand-800 underline underline-offset-2 dark:text-brand-300"
    >
      {row.name}
    </Link>
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

/**
 * The team: a real table from 64rem, a list of cards below (at 360 px a row of seven columns cannot be
 * read). Only one of the two is rendered, so 200 athletes cost one set of rows.
 */
export function TeamTable({ rows, groups }: TableProps) {
  const wide = useWide();
  const [open, setOpen] = useState<string | null>(null);
  const toggle = (id: string) => setOpen((o) => (o === id ? null : id));
  const panelId = (row: TeamRow) => `team-details-${row.athleteId}`;

  if (!wide) {
    return (
      <ul aria-label={t.caption} className="flex flex-col gap-3">
        {rows.map((row) => (
          <li key={row.athleteId} className="rounded-2xl border border-line bg-card p-4 shadow-sm">
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
              <dd>
                {row.sharesNothing ? de.sharing.sharesNothing : formatLastEntry(row.lastEntryAt)}
              </dd>
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
                open={open === row.athleteId}
                controls={panelId(row)}
                onToggle={() => toggle(row.athleteId)}
              />
            </div>
            {open === row.athleteId && (
              <div id={panelId(row)} className="mt-3">
                <RowDetails row={row} groups={groups} />
              </div>
            )}
          </li>
        ))}
      </ul>
    );
  }

  return (
    <table className="w-full border-collapse text-left">
      <caption className="sr-only">{t.caption}</caption>
      <thead>
        <tr className="border-b border-line text-sm text-muted">
          <th scope="col" className="py-2 pr-3 font-medium">
            {t.columns.name}
          </th>
          <th scope="col" className="py-2 pr-3 font-medium">
            {t.columns.status}
          </th>
          <th scope="col" className="py-2 pr-3 font-medium">
            {t.columns.lastEntry}
          </th>
          <th scope="col" className="py-2 pr-3 font-medium">
            {t.columns.trend}
          </th>
          <th scope="col" className="py-2 pr-3 font-medium">
            {t.columns.flags}
          </th>
          <th scope="col" className="py-2 pr-3 font-medium">
            {t.columns.groups}
          </th>
          <th scope="col" className="py-2 font-medium">
            <span className="sr-only">{t.details}</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <Fragment key={row.athleteId}>
            <tr className="border-b border-line align-top">
              <th scope="row" className="py-3 pr-3 text-left font-normal">
                <NameLink row={row} />
                <span className="block text-sm text-muted">
                  {row.sport ?? de.athleteView.noSport}
                </span>
              </th>
              <td className="py-3 pr-3">
                <StatusBadge status={row.status} />
              </td>
              <td className="py-3 pr-3">
                {row.sharesNothing ? de.sharing.sharesNothing : formatLastEntry(row.lastEntryAt)}
              </td>
              <td className="py-3 pr-3">
                <TrendText trend={row.trend} />
              </td>
              <td className="py-3 pr-3">{flagSummary(row)}</td>
              <td className="py-3 pr-3 break-words">{groupNames(row, groups)}</td>
              <td className="py-2 text-right">
                <DetailsToggle
                  row={row}
                  open={open === row.athleteId}
                  controls={panelId(row)}
                  onToggle={() => toggle(row.athleteId)}
                />
              </td>
            </tr>
            {open === row.athleteId && (
              <tr id={panelId(row)} className="border-b border-line">
                <td colSpan={7} className="py-4">
                  <RowDetails row={row} groups={groups} />
                </td>
              </tr>
            )}
          </Fragment>
        ))}
      </tbody>
    </table>
  );
}
