import { describe, expect, it } from 'vitest';
import type { TeamRow } from '../../../../domain/coach-team';
import { applyTeamView, readTeamView, writeTeamView } from './team-view';

const row = (name: string, over: Partial<TeamRow> = {}): TeamRow => ({
  athleteId: name,
  linkId: name,
  name,
  sport: 'Rudern',
  sharesNothing: false,
  lastEntryAt: null,
  flags: [],
  status: 'green',
  trend: 'unknown',
  groupIds: [],
  ...over,
});

const rows = [
  row('Berta', { status: 'red', lastEntryAt: '2026-11-01T10:00:00.000Z', groupIds: ['u18'] }),
  row('Anna', { status: 'green', lastEntryAt: '2026-11-03T10:00:00.000Z' }),
  row('Carl', { status: 'none', sport: 'Triathlon', groupIds: ['u18', 'kader'] }),
  row('Dora', { status: 'yellow', lastEntryAt: '2026-11-02T10:00:00.000Z' }),
];
const names = (r: TeamRow[]) => r.map((x) => x.name);

describe('the team view', () => {
  it('sorts by status, name and last entry', () => {
    const view = readTeamView(new URLSearchParams());
    expect(names(applyTeamView(rows, view))).toEqual(['Berta', 'Dora', 'Anna', 'Carl']);
    expect(names(applyTeamView(rows, { ...view, sort: 'name' }))).toEqual([
      'Anna',
      'Berta',
      'Carl',
      'Dora',
    ]);
    expect(names(applyTeamView(rows, { ...view, sort: 'lastEntry' }))).toEqual([
      'Anna',
      'Dora',
      'Berta',
      'Carl',
    ]);
  });

  it('filters by status, group and text, and keeps it all in the URL', () => {
    const params = new URLSearchParams('q=tri&group=u18&sort=name&status=bogus');
    const view = readTeamView(params);
    expect(view).toEqual({ q: 'tri', status: null, group: 'u18', sort: 'name' });
    expect(names(applyTeamView(rows, view))).toEqual(['Carl']);
    expect(names(applyTeamView(rows, { ...view, q: '', status: 'red' }))).toEqual(['Berta']);
    expect(writeTeamView(view).toString()).toBe('q=tri&group=u18&sort=name');
    expect(writeTeamView(readTeamView(new URLSearchParams())).toString()).toBe('');
  });
});
