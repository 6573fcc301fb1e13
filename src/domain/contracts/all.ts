import { athleteContracts } from './athlete';
import { coachContracts } from './coach';
import { coachAthleteContracts } from './coach-athlete';
import { coachFeedbackContracts } from './coach-feedback';
import { coachInviteContracts } from './coach-invites';
import { coachRecommendationContracts } from './coach-recommendations';
import { coachTeamContracts } from './coach-team';
import { competitionContracts } from './competitions';
import type { ApiOf } from './contract';
import { platformContracts } from './platform';
import { settingsContracts } from './settings';
import { trainingContracts } from './training';

/**
 * Every callable function of the app. The server's registry, its authorization matrix and its
 * bad-input tests are keyed by these names, and the client's `call` is typed by them.
 */
export const CONTRACTS = {
  ...platformContracts,
  ...athleteContracts,
  ...trainingContracts,
  ...competitionContracts,
  ...settingsContracts,
  ...coachContracts,
  ...coachRecommendationContracts,
  ...coachFeedbackContracts,
  ...coachInviteContracts,
  ...coachTeamContracts,
  ...coachAthleteContracts,
};

export type Contracts = typeof CONTRACTS;
export type FunctionName = keyof Contracts;
export type Api = ApiOf<Contracts>;
