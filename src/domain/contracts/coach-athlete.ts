import { type SharedEntry, ZUserId } from '../api-coach';
import { ZAthleteProtocolPeriod } from '../protocol-export';
import { answer, defineContracts } from './contract';

/** A coach's print view of one athlete: the shared entries of a period, whole but never the notes. */
export interface CoachPeriodEntries {
  from: string;
  to: string;
  /** Shared with this coach, oldest first, at most MAX_PERIOD_ENTRIES. */
  entries: SharedEntry[];
  /** True when the period holds more shared entries than are here. */
  truncated: boolean;
}

/** The coach's athlete page beyond `getAthlete` (whose period chooses the page's trends). */
export const coachAthleteContracts = defineContracts({
  listAthleteEntriesInPeriod: {
    input: ZAthleteProtocolPeriod(ZUserId),
    output: answer<CoachPeriodEntries>(),
    access: 'coach',
  },
});
