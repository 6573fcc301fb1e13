import { FLAG_KEY_PATTERN, type FlagMark } from '../coach-flags';
import {
  MAX_FLAG_NOTE_LENGTH,
  MAX_GROUP_NAME_LENGTH,
  type MyCoachFlags,
  type Team,
  type TeamGroup,
} from '../coach-team';
import { de } from '../messages';
import { ZId } from '../schemas/id';
import { ZNoInput } from '../schemas/profile';
import { optionalText, requiredText } from '../schemas/text';
import { z } from '../schemas/zod';
import { answer, defineContracts } from './contract';

const v = de.validation;
const INVALID_INPUT = 'Ungültige Eingabe';

/** Better Auth's user ids are text, not uuids. */
const ZUserId = z
  .string({ error: v.required })
  .check(z.minLength(1, v.required), z.maxLength(100, 'Ungültige ID'));

const ZMarkFlag = z.object(
  {
    /** Made by the client; the row is keyed by link and flag, so a retry meets the same one. */
    id: ZId,
    athleteId: ZUserId,
    flagKey: z
      .string({ error: de.coachFlags.keyInvalid })
      .check(z.regex(FLAG_KEY_PATTERN, de.coachFlags.keyInvalid)),
    seen: z.boolean({ error: v.pleaseSelect }),
    note: optionalText(MAX_FLAG_NOTE_LENGTH),
  },
  { error: INVALID_INPUT },
);

const ZSaveGroup = z.object(
  {
    id: ZId,
    name: requiredText(MAX_GROUP_NAME_LENGTH),
  },
  { error: INVALID_INPUT },
);

const ZSetAthleteGroups = z.object(
  {
    athleteId: ZUserId,
    /** Exactly the groups the athlete is in from now on. */
    groupIds: z.array(ZId, { error: v.pleaseSelect }).check(z.maxLength(100, INVALID_INPUT)),
  },
  { error: INVALID_INPUT },
);

/** The coach's team table, marks on flags, groups; and the athlete's view of her flags. */
export const coachTeamContracts = defineContracts({
  getTeam: { input: ZNoInput, output: answer<Team>(), access: 'coach' },
  markFlag: { input: ZMarkFlag, output: answer<FlagMark>(), access: 'coach' },
  saveGroup: { input: ZSaveGroup, output: answer<TeamGroup>(), access: 'coach' },
  deleteGroup: {
    input: z.object({ id: ZId }, { error: INVALID_INPUT }),
    output: answer<{ deleted: true }>(),
    access: 'coach',
  },
  setAthleteGroups: {
    input: ZSetAthleteGroups,
    output: answer<{ athleteId: string; groupIds: string[] }>(),
    access: 'coach',
  },
  listMyFlags: {
    input: ZNoInput,
    output: answer<{ coaches: MyCoachFlags[] }>(),
    access: 'athlete',
  },
});
