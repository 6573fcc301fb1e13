import { useQuery } from '@tanstack/react-query';
import { useDeferredValue, useId, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { TEAM_STATUSES } from '../../../domain/coach-flags';
import { TEAM_SORTS, type Team } from '../../../domain/coach-team';
import { de } from '../../../domain/messages';
import { ROUTES } from '../../../domain/routes';
import { LoadError, Loading } from '../../components/ui/load-state';
import { PageTitle } from '../../components/ui/page-title';
import { TextField } from '../../components/ui/text-field';
import { teamQuery } from './api/get-team';
import { GroupManager } from './team/group-manager';
import { StatusLegend } from './team/status-badge';
import { TeamTable } from './team/team-table';
import { applyTeamView, readTeamView, type TeamView, writeTeamView } from './team/team-view';

const t = de.coachTeam;
const SELECT = 'min-h-11 w-full rounded-lg border border-line bg-card px-3 py-2 text-ink';

function Select({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: string;
  options: readonly { value: string; label: string }[];
  onChange(value: string): void;
}) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="font-medium">
        {label}
      </label>
      <select id={id} value={value} onChange={(e) => onChange(e.target.value)} className={SELECT}>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/**
 * The team table: every linked athlete with the traffic light, last shared entry, performance trend
 * and open flags; sorted and filtered on the screen, with the view kept in the URL.
 */
export function Component() {
  const team = useQuery(teamQuery);
  // Deferred: the query's answer arrives as an urgent update, and the table's first render would
  // run in one task; as a deferred value React renders it in slices that leave input free.
  const data = useDeferredValue(team.data);
  return (
    <>
      <PageTitle>{ROUTES.coachAthletes.title}</PageTitle>
      {team.isError ? (
        <LoadError
          error={team.error}
          onRetry={() => void team.refetch()}
          retrying={team.isFetching}
        />
      ) : data ? (
        <TeamBody team={data} />
      ) : (
        <Loading />
      )}
    </>
  );
}

function TeamBody({ team }: { team: Team }) {
  const [params, setParams] = useSearchParams();
  const view = readTeamView(params);
  const deferred = useDeferredValue(view);
  const rows = useMemo(() => applyTeamView(team.athletes, deferred), [team.athletes, deferred]);

  function update(change: Partial<TeamView>) {
    setParams(writeTeamView({ ...view, ...change }), { replace: true });
  }

  return (
    <>
      <StatusLegend />
      <search className="mb-4 grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-[1fr_12rem_12rem_12rem]">
        <TextField
          label={t.search}
          type="search"
          value={view.q}
          maxLength={100}
          autoComplete="off"
          onChange={(e) => update({ q: e.target.value })}
        />
        <Select
          label={t.filterStatus}
          value={view.status ?? ''}
          options={[
            { value: '', label: t.allStatuses },
            ...TEAM_STATUSES.map((s) => ({ value: s, label: t.status[s] })),
          ]}
          onChange={(v) => update({ status: (v || null) as TeamView['status'] })}
        />
        <Select
          label={t.filterGroup}
          value={view.group ?? ''}
          options={[
            { value: '', label: t.allGroups },
            ...team.groups.map((g) => ({ value: g.id, label: g.name })),
          ]}
          onChange={(v) => update({ group: v || null })}
        />
        <Select
          label={t.sortBy}
          value={view.sort}
          options={TEAM_SORTS.map((s) => ({ value: s, label: t.sort[s] }))}
          onChange={(v) => update({ sort: v as TeamView['sort'] })}
        />
      </search>

      <p role="status" className="mb-3 text-sm text-muted">
        {team.athletes.length > 0 && t.shown(rows.length, team.athletes.length)}
      </p>

      {team.athletes.length === 0 ? (
        <p className="text-muted">{t.none}</p>
      ) : rows.length === 0 ? (
        <p className="text-muted">{t.noMatch}</p>
      ) : (
        <TeamTable rows={rows} groups={team.groups} />
      )}

      <GroupManager groups={team.groups} />
    </>
  );
}
