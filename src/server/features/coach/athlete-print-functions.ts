import { coachAthleteContracts } from '../../../domain/contracts/coach-athlete';
import { MAX_PERIOD_ENTRIES } from '../../../domain/protocol-export';
import { implement } from '../../functions/callable';
import { notAuthorized } from './coach-data';
import { loadCoachRows, loadVisibleEntriesOfPeriod } from './coach-view';
import { logCoachAccess } from './coach-visibility';

/**
 * The coach's print view of an athlete: the entries of a period shared with this coach, oldest
 * first like the athlete's own print view, one more read to tell a cut list. A read of the athlete's
 * page, and logged as one.
 */
export const listAthleteEntriesInPeriod = implement(
  coachAthleteContracts.listAthleteEntriesInPeriod,
  async (input, { db, caller }) => {
    // No active link, a foreign athlete or an unknown id: the same denial as getAthlete's.
    const [row] = await loadCoachRows(db, { coachId: caller.id, athleteId: input.athleteId });
    if (!row) throw notAuthorized();
    const [entries] = await Promise.all([
      row.sharesNothing
        ? []
        : loadVisibleEntriesOfPeriod(db, row.linkId, input, MAX_PERIOD_ENTRIES + 1),
      logCoachAccess(db, caller.id, 'athlete', row.linkId),
    ]);
    return {
      from: input.from,
      to: input.to,
      entries: entries.slice(0, MAX_PERIOD_ENTRIES),
      truncated: entries.length > MAX_PERIOD_ENTRIES,
    };
  },
);
