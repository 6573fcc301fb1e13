/**
 * A coach recommends a toolbox technique or a routine's steps to a linked athlete, optionally before
 * one of her competitions; she takes it or dismisses it, and the coach may withdraw it. A
 * recommendation lives with its link: once the link ends, neither side sees it any more.
 */

import { UNKNOWN_TECHNIQUE, ZSaveRoutine } from '../api-training';
import { ZCompetitionLink } from '../competitions';
import { de } from '../messages';
import { ZId } from '../schemas/id';
import { ZNoInput } from '../schemas/profile';
import { optionalText } from '../schemas/text';
import { z } from '../schemas/zod';
import { isTechniqueId } from '../toolbox';
import type { RoutineStep } from '../tunnel-routine';
import { answer, defineContracts } from './contract';

const v = de.validation;
const INVALID_INPUT = 'Ungültige Eingabe';

/** The coach's few words with a recommendation. */
export const MAX_RECOMMENDATION_NOTE_LENGTH = 300;
/** Open recommendations of one coach to one athlete: more would bury the toolbox. */
export const MAX_OPEN_RECOMMENDATIONS = 10;

export const RECOMMENDATION_KINDS = ['technique', 'routine'] as const;
export type RecommendationKind = (typeof RECOMMENDATION_KINDS)[number];
export const RECOMMENDATION_STATES = ['open', 'taken', 'dismissed'] as const;
export type RecommendationState = (typeof RECOMMENDATION_STATES)[number];

const ZAthleteId = z
  .string({ error: v.required })
  .check(z.minLength(1, v.required), z.maxLength(100, 'Ungültige ID'));

const ZNote = optionalText(MAX_RECOMMENDATION_NOTE_LENGTH);

const common = {
  /** Made by the coach's client: a retry writes the recommendation once. */
  id: ZId,
  athleteId: ZAthleteId,
  competitionId: ZCompetitionLink,
  note: ZNote,
};

export const ZRecommend = z.discriminatedUnion(
  'kind',
  [
    z.object({
      ...common,
      kind: z.literal('technique'),
      techniqueId: z
        .string({ error: UNKNOWN_TECHNIQUE })
        .check(z.refine(isTechniqueId, UNKNOWN_TECHNIQUE)),
    }),
    z.object({
      ...common,
      kind: z.literal('routine'),
      // The routine editor's rules, so that what the coach sends is a routine the athlete can keep.
      name: ZSaveRoutine.shape.name,
      steps: ZSaveRoutine.shape.steps,
    }),
  ],
  { error: v.pleaseSelect },
);

const ZRecommendationsFor = z.object({ athleteId: ZAthleteId }, { error: INVALID_INPUT });

const ZAnswerRecommendation = z.object(
  {
    id: ZId,
    answer: z.enum(['take', 'dismiss'], { error: v.pleaseSelect }),
    /** Made by the athlete's client: the id of the routine a taken routine becomes. */
    routineId: z.pipe(
      z.optional(z.nullable(ZId)),
      z.transform((s) => s ?? null),
    ),
  },
  { error: INVALID_INPUT },
);

const ZWithdrawRecommendation = z.object({ id: ZId }, { error: INVALID_INPUT });

/** What a coach sees of an athlete's competitions to pick one: name and day of the coming ones. */
export interface RecommendableCompetition {
  id: string;
  name: string;
  date: string;
}

export interface Recommendation {
  id: string;
  kind: RecommendationKind;
  /** For a technique. */
  techniqueId: string | null;
  /** For a routine. */
  name: string | null;
  steps: RoutineStep[] | null;
  note: string | null;
  competition: RecommendableCompetition | null;
  state: RecommendationState;
  createdAt: string;
  /** When the coach withdrew it; the athlete sees only those not withdrawn. */
  withdrawnAt: string | null;
}

/** The athlete's view of one: who recommended it. */
export interface ReceivedRecommendation extends Recommendation {
  coachName: string;
}

export interface CoachRecommendations {
  recommendations: Recommendation[];
  /** The athlete's coming competitions (name and day only), while the link is active. */
  competitions: RecommendableCompetition[];
}

export const coachRecommendationContracts = defineContracts({
  recommendToAthlete: { input: ZRecommend, output: answer<Recommendation>(), access: 'coach' },
  getCoachRecommendations: {
    input: ZRecommendationsFor,
    output: answer<CoachRecommendations>(),
    access: 'coach',
  },
  /** Only the coach who sent it, over the open link; a retry answers the same. */
  withdrawRecommendation: {
    input: ZWithdrawRecommendation,
    output: answer<Recommendation>(),
    access: 'coach',
  },
  listMyRecommendations: {
    input: ZNoInput,
    output: answer<{ recommendations: ReceivedRecommendation[] }>(),
    access: 'onboarded-athlete',
  },
  answerRecommendation: {
    input: ZAnswerRecommendation,
    output: answer<ReceivedRecommendation>(),
    access: 'onboarded-athlete',
    // Taking a routine stores it among her routines, which are health-related like saveRoutine's.
    consent: 'required',
  },
});
