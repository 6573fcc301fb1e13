import { type Competition, ZSaveCompetition } from '../competitions';
import { ZId } from '../schemas/id';
import { ZNoInput } from '../schemas/profile';
import { z } from '../schemas/zod';
import { type ApiOf, answer, defineContracts } from './contract';

const ZCompetitionId = z.object({ id: ZId });

/**
 * The athlete's competitions. A date, a name and an importance are no health data, so these need
 * no consent; what is linked to them (entries, check-ins) does, through its own functions.
 */
export const competitionContracts = defineContracts({
  listCompetitions: {
    input: ZNoInput,
    output: answer<{ competitions: Competition[] }>(),
    access: 'onboarded-athlete',
  },
  saveCompetition: {
    input: ZSaveCompetition,
    output: answer<Competition>(),
    access: 'onboarded-athlete',
  },
  deleteCompetition: {
    input: ZCompetitionId,
    output: answer<{ deleted: true }>(),
    access: 'onboarded-athlete',
  },
});

export type CompetitionApi = ApiOf<typeof competitionContracts>;
