import { TEAM_STATUSES, type TeamStatus } from '../../../../domain/coach-flags';
import { TEAM_SORTS, type TeamRow, type TeamSort } from '../../../../domain/coach-team';

/** What the table shows, as the URL's search params keep it (`q`, `status`, `group`, `sort`). */
export interface TeamView {
  q: string;
  status: TeamStatus | null;
  group: string | null;
  sort: TeamSort;
}

const pick = <T extends string>(list: readonly T[], value: string | null): T | null =>
  list.includes(value as T) ? (value as T) : null;

export function readTeamView(params: URLSearchParams): TeamView {
  return {
    q: params.get('q') ?? '',
    status: pick(TEAM_STATUSES, params.get('status')),
    group: params.get('group') || null,
    sort: pick(TEAM_SORTS, params.get('sort')) ?? 'status',
  };
}

/** The params for a view, leaving defaults out so the plain address stays plain. */
export function writeTeamView(view: TeamView): URLSearchParams {
  const next = new URLSearchParams();
  if (view.q) next.set('q', view.q);
  if (view.status) next.set('status', view.status);
  if (view.group) next.set('group', view.group);
  if (view.sort !== 'status') next.set('sort', view.sort);
  return next;
}

const collator = new Intl.Collator('de');
/** Most urgent first; those who share nothing last, since nothing is known of them. */
const STATUS_RANK: Record<TeamStatus, number> = { red: 0, yellow: 1, green: 2, none: 3 };

const byName = (a: TeamRow, b: TeamRow) =>
  collator.compare(a.name, b.name) || a.athleteId.localeCompare(b.athleteId);

const SORTS: Record<TeamSort, (a: TeamRow, b: TeamRow) => number> = {
  name: byName,
  status: (a, b) =>
    STATUS_RANK[a.status] - STATUS_RANK[b.status] ||
    b.flags.length - a.flags.length ||
    byName(a, b),
  // Newest first; those without any entry last.
  lastEntry: (a, b) => {
    if (a.lastEntryAt === b.lastEntryAt) return byName(a, b);
    if (a.lastEntryAt === null) return 1;
    if (b.lastEntryAt === null) return -1;
    return a.lastEntryAt < b.lastEntryAt ? 1 : -1;
  },
};

export function applyTeamView(rows: readonly TeamRow[], view: TeamView): TeamRow[] {
  const needle = view.q.trim().toLocaleLowerCase('de');
  return rows
    .filter(
      (r) =>
        (!view.status || r.status === view.status) &&
        (!view.group || r.groupIds.includes(view.group)) &&
        (!needle ||
          r.name.toLocaleLowerCase('de').includes(needle) ||
          (r.sport ?? '').toLocaleLowerCase('de').includes(needle)),
    )
    .sort(SORTS[view.sort]);
}
