import { randomUUID } from 'node:crypto';
import type { FunctionErrorCode } from '../../domain/callable-protocol';
import { CONSENT_VERSION } from '../../domain/consent';
import type { Api, FunctionName } from '../../domain/contracts/all';
import type { Access } from '../../domain/contracts/contract';
import { TEST_EMOTIONS } from '../test/harness';

/**
 * Who calls, in the order a row is tried: the data belongs to `owner` (an onboarded athlete) and,
 * for the coach's own things, to `linkedCoach`, whose link to `owner` is active with sharing on.
 */
export const CALLERS = [
  'anonymous',
  'unverified',
  'newAthlete',
  'owner',
  'otherAthlete',
  'linkedCoach',
  'endedCoach',
  'otherCoach',
] as const;
export type CallerName = (typeof CALLERS)[number];

/**
 * `allow`: 200. `noop`: 200, and the database is the same afterwards (a foreign id that is
 * accepted but left alone). Otherwise the exact error code, and the database must not change.
 */
type Outcome = 'allow' | 'noop' | FunctionErrorCode;
export type Expected = Record<CallerName, Outcome>;

/** The owner's data every row aims at, made in the test's setup. */
export interface Fixture {
  ownerId: string;
  /** Shared with the linked coach; read, saved, shared and replied to. */
  entryId: string;
  /** Only `deleteEntry` touches it. */
  doomedEntryId: string;
  cocktailVersionId: string;
  checkInId: string;
  techniqueUseId: string;
  startCheckId: string;
  routineRunId: string;
  /** A competition of the owner, saved again by its row; the doomed one only `deleteCompetition` touches. */
  competitionId: string;
  doomedCompetitionId: string;
  /** A routine of the owner, saved again by its row; the doomed one only `deleteRoutine` touches. */
  routineId: string;
  doomedRoutineId: string;
  /** The active link owner ↔ linkedCoach. */
  linkId: string;
  /** A message from owner to linkedCoach, unread. */
  messageId: string;
  /** An open invite code of linkedCoach (revoked by its row). */
  linkedCoachCode: string;
  /** An open invite code of a coach outside the matrix, for the athletes to preview and redeem. */
  spareCode: string;
  /** An open recommendation of linkedCoach to the owner (dismissed by its row). */
  recommendationId: string;
}

/**
 * Ids of the right shape that name nothing: for calls that are refused before any lookup, or that
 * make something new under the id.
 */
export const placeholderFixture = (ownerId = 'owner-id'): Fixture => ({
  ownerId,
  entryId: randomUUID(),
  doomedEntryId: randomUUID(),
  cocktailVersionId: randomUUID(),
  checkInId: randomUUID(),
  techniqueUseId: randomUUID(),
  startCheckId: randomUUID(),
  routineRunId: randomUUID(),
  competitionId: randomUUID(),
  doomedCompetitionId: randomUUID(),
  routineId: randomUUID(),
  doomedRoutineId: randomUUID(),
  linkId: randomUUID(),
  messageId: randomUUID(),
  linkedCoachCode: 'ABCD-2345',
  spareCode: 'WXYZ-6789',
  recommendationId: randomUUID(),
});

export const PLACEHOLDER_FIXTURE = placeholderFixture();

export interface MatrixRow<N extends FunctionName = FunctionName> {
  /** A valid input aimed at the owner's data, so only the access rules can refuse it. */
  input: (f: Fixture) => Api[N]['input'];
  expected: Expected;
}

const ALL: Expected = {
  anonymous: 'allow',
  unverified: 'allow',
  newAthlete: 'allow',
  owner: 'allow',
  otherAthlete: 'allow',
  linkedCoach: 'allow',
  endedCoach: 'allow',
  otherCoach: 'allow',
};
const COACHES = ['linkedCoach', 'endedCoach', 'otherCoach'] as const;
const ATHLETES = ['newAthlete', 'owner', 'otherAthlete'] as const;

function only(allowed: readonly CallerName[], base: Expected): Expected {
  const out = { ...base };
  for (const who of CALLERS) {
    if (!allowed.includes(who) && out[who] === 'allow') out[who] = 'permission-denied';
  }
  return out;
}

/** What the access level alone gives each caller, before ownership is looked at. */
export const BY_ACCESS: Record<Access, Expected> = {
  public: ALL,
  'signed-in': { ...ALL, anonymous: 'unauthenticated' },
  verified: { ...ALL, anonymous: 'unauthenticated', unverified: 'permission-denied' },
  athlete: only(ATHLETES, { ...ALL, anonymous: 'unauthenticated' }),
  'onboarded-athlete': only(['owner', 'otherAthlete'], { ...ALL, anonymous: 'unauthenticated' }),
  coach: only(COACHES, { ...ALL, anonymous: 'unauthenticated' }),
};

const { athlete, coach, verified } = BY_ACCESS;
const onboarded = BY_ACCESS['onboarded-athlete'];
/** The owner's record: another athlete learns nothing, not even that the id exists. */
const ownersOnly: Expected = { ...onboarded, otherAthlete: 'not-found' };
/** About the owner, for the linked coach only. */
const linkedCoachOnly: Expected = {
  ...coach,
  endedCoach: 'permission-denied',
  otherCoach: 'permission-denied',
};

/** A browser's push subscription as the settings send it (keys of the right length). */
const MATRIX_PUSH_DEVICE = {
  endpoint: 'https://push.example/matrix-device',
  keys: { p256dh: `B${'A'.repeat(86)}`, auth: 'A'.repeat(22) },
};

const zones = TEST_EMOTIONS.map((e) => ({ ...e, zoneMin: 2, zoneMax: 6 }));
const hourAgo = () => new Date(Date.now() - 3_600_000).toISOString();

/** A valid competition with the given id, as the form sends it. */
export function competitionInput(id: string, name = 'Landesmeisterschaft') {
  return { id, name, date: '2030-06-15', startTime: '10:00', importance: 4, place: 'Halle' };
}

/** A valid routine with the given id and one step, as the editor sends it. */
export function routineInput(id: string, name = 'Vor dem Finale'): Api['saveRoutine']['input'] {
  return {
    id,
    name,
    steps: [{ id: randomUUID(), title: 'Ankommen', durationSeconds: 60 }],
    competitionId: null,
    reminderLead: null,
  };
}

/** A valid entry with the given id, as the protocol form sends it. */
export function entryInput(id: string, title = 'Finale'): Api['saveEntry']['input'] {
  return {
    id,
    occurredAt: hourAgo(),
    type: 'competition',
    title,
    importance: 4,
    place: null,
    emotions: TEST_EMOTIONS.map((e) => ({ ...e, intensity: 5 })),
    rating: 7,
    goalReached: 'partly',
    result: null,
    notes: 'nur für mich',
  };
}

/**
 * One row per contract (a contract without a row is a type error), tried in this order. Rows that end something others rely on come
 * last: `withdrawConsent` (what the coach sees), `endLink` (the link) and `finishOnboarding`
 * (newAthlete stops being new).
 */
export const MATRIX: { [N in FunctionName]: MatrixRow<N> } = {
  ping: { input: () => null, expected: BY_ACCESS.public },
  getAuthOptions: { input: () => null, expected: BY_ACCESS.public },
  getOperator: { input: () => null, expected: BY_ACCESS.public },
  getProfile: { input: () => null, expected: BY_ACCESS['signed-in'] },

  // Onboarding: newAthlete walks through it step by step; the others have finished it.
  getOnboarding: { input: () => null, expected: athlete },
  saveOnboardingProfile: {
    input: () => ({ name: 'Mia', sport: 'Rudern', level: 'elite' }),
    expected: { ...athlete, owner: 'permission-denied', otherAthlete: 'permission-denied' },
  },
  saveOnboardingEmotions: {
    input: () => ({ emotions: [...TEST_EMOTIONS] }),
    expected: { ...athlete, owner: 'permission-denied', otherAthlete: 'permission-denied' },
  },
  saveOnboardingZones: {
    input: () => ({ emotions: zones }),
    expected: { ...athlete, owner: 'permission-denied', otherAthlete: 'permission-denied' },
  },

  getCocktail: { input: () => null, expected: onboarded },
  saveCocktail: {
    input: (f) => ({ versionId: f.cocktailVersionId, emotions: zones }),
    expected: { ...ownersOnly, owner: 'noop' },
  },
  recordCheckIn: {
    input: (f) => ({ id: f.checkInId, intensities: [{ emotionId: 'motiviert', intensity: 5 }] }),
    expected: { ...ownersOnly, owner: 'noop' },
  },
  listEntries: { input: () => ({}), expected: onboarded },
  listEntriesInPeriod: {
    input: () => ({ from: '2026-01-01', to: '2026-12-31' }),
    expected: onboarded,
  },
  getEntry: { input: (f) => ({ id: f.entryId }), expected: ownersOnly },
  saveEntry: { input: (f) => entryInput(f.entryId, 'Finale, überarbeitet'), expected: ownersOnly },
  getQuickLog: { input: () => null, expected: onboarded },
  // The owner's entry is complete: a quick save (a late retry) leaves it as it is.
  saveQuickEntry: {
    input: (f) => ({
      id: f.entryId,
      occurredAt: hourAgo(),
      type: 'training',
      emotions: TEST_EMOTIONS.map((e) => ({ ...e, intensity: 6 })),
      rating: 8,
      notes: null,
    }),
    expected: { ...ownersOnly, owner: 'noop' },
  },
  deleteEntry: { input: (f) => ({ id: f.doomedEntryId }), expected: ownersOnly },
  getDashboard: { input: () => null, expected: onboarded },
  listCompetitions: { input: () => null, expected: onboarded },
  saveCompetition: {
    input: (f) => competitionInput(f.competitionId, 'Landesmeisterschaft, verlegt'),
    expected: ownersOnly,
  },
  deleteCompetition: { input: (f) => ({ id: f.doomedCompetitionId }), expected: ownersOnly },
  getTrends: { input: () => ({ range: '30' }), expected: onboarded },
  getZoneSuggestions: { input: () => null, expected: onboarded },

  getToolbox: { input: () => null, expected: onboarded },
  setFavourite: {
    input: () => ({ techniqueId: 'box-atmung', favourite: true }),
    expected: onboarded,
  },
  recordTechniqueUse: {
    input: (f) => ({
      id: f.techniqueUseId,
      techniqueId: 'box-atmung',
      completed: true,
      durationSeconds: 60,
    }),
    expected: ownersOnly,
  },
  recordStartCheck: {
    input: (f) => ({
      id: f.startCheckId,
      techniqueId: 'box-atmung',
      ratings: [{ emotionId: 'nervoes', before: 8, after: 5 }],
    }),
    expected: ownersOnly,
  },
  getToolboxHistory: { input: () => ({ limit: 5 }), expected: onboarded },
  getCompetitionStartChecks: { input: () => null, expected: onboarded },
  getRoutine: { input: () => null, expected: onboarded },
  saveRoutine: {
    input: (f) => routineInput(f.routineId, 'Finale, überarbeitet'),
    expected: ownersOnly,
  },
  deleteRoutine: { input: (f) => ({ id: f.doomedRoutineId }), expected: ownersOnly },
  recordRoutineRun: {
    input: (f) => ({
      id: f.routineRunId,
      startedAt: hourAgo(),
      completedAt: new Date(Date.now() - 3_400_000).toISOString(),
      completed: true,
      stepsCompleted: 1,
      totalSeconds: 180,
    }),
    expected: ownersOnly,
  },

  getSettings: { input: () => null, expected: verified },
  updateProfile: { input: () => ({ name: 'Mia Muster' }), expected: verified },
  // The path is the owner's avatar: anyone else is told it is not theirs to set.
  setAvatar: {
    input: (f) => ({ path: `users/${f.ownerId}/avatar` }),
    expected: {
      ...verified,
      newAthlete: 'invalid-argument',
      otherAthlete: 'invalid-argument',
      linkedCoach: 'invalid-argument',
      endedCoach: 'invalid-argument',
      otherCoach: 'invalid-argument',
    },
  },
  removeAvatar: { input: () => null, expected: verified },
  setTheme: { input: () => ({ theme: 'dark' }), expected: verified },
  setReminder: {
    input: () => ({ enabled: true, weekdays: [1, 4], time: '07:30', timezone: 'Europe/Berlin' }),
    expected: athlete,
  },
  getPushKey: { input: () => null, expected: verified },
  // A device is its endpoint: whoever subscribes it last is told on it.
  subscribePush: { input: () => MATRIX_PUSH_DEVICE, expected: verified },
  // No one has subscribed this endpoint: nobody can send to it.
  sendTestPush: {
    input: () => ({ endpoint: 'https://push.example/never-subscribed' }),
    expected: {
      ...verified,
      newAthlete: 'not-found',
      owner: 'not-found',
      otherAthlete: 'not-found',
      linkedCoach: 'not-found',
      endedCoach: 'not-found',
      otherCoach: 'not-found',
    },
  },
  unsubscribePush: {
    input: () => ({ endpoint: MATRIX_PUSH_DEVICE.endpoint }),
    expected: verified,
  },
  giveConsent: { input: () => ({ version: CONSENT_VERSION }), expected: athlete },

  createInviteCode: { input: () => null, expected: coach },
  listInviteCodes: { input: () => null, expected: coach },
  createTeamInvite: {
    input: () => ({ id: randomUUID(), validDays: 7, maxUses: 20 }),
    expected: coach,
  },
  // Someone else's invite, or an ended coach's own one: the same field answer as an expired one.
  sendInviteMail: {
    input: (f) => ({ id: randomUUID(), code: f.linkedCoachCode, addresses: ['team@example.org'] }),
    expected: { ...coach, endedCoach: 'invalid-argument', otherCoach: 'invalid-argument' },
  },
  getCoachProfile: { input: () => null, expected: coach },
  updateCoachProfile: { input: () => ({ club: 'Ruderclub' }), expected: coach },
  previewInviteCode: { input: (f) => ({ code: f.spareCode }), expected: athlete },
  redeemInviteCode: {
    input: (f) => ({
      code: f.spareCode,
      sharing: { trends: false, cocktail: false, entryTypes: [] },
    }),
    expected: athlete,
  },
  listMyCoaches: { input: () => null, expected: athlete },
  // The link is the owner's: to anyone else it is an unknown id.
  setLinkSharing: {
    input: (f) => ({
      linkId: f.linkId,
      sharing: { trends: true, cocktail: true, entryTypes: ['competition'] },
    }),
    expected: { ...athlete, newAthlete: 'not-found', otherAthlete: 'not-found' },
  },
  getCoachView: {
    input: (f) => ({ linkId: f.linkId, range: '7' }),
    expected: { ...athlete, newAthlete: 'not-found', otherAthlete: 'not-found' },
  },
  getAccessLog: { input: () => null, expected: athlete },

  getPortal: { input: () => null, expected: coach },
  getAthlete: { input: (f) => ({ athleteId: f.ownerId }), expected: linkedCoachOnly },
  listAthleteEntriesInPeriod: {
    input: (f) => ({ athleteId: f.ownerId, from: '2026-01-01', to: '2026-12-31' }),
    expected: linkedCoachOnly,
  },

  setEntrySharing: {
    input: (f) => ({
      entryId: f.entryId,
      linkIds: [f.linkId],
      messageId: randomUUID(),
      message: 'Schau mal',
    }),
    expected: ownersOnly,
  },
  // The link is the owner's: a new athlete is as much a stranger to it as another athlete.
  sendCoachMessage: {
    input: (f) => ({
      id: randomUUID(),
      coachLinkId: f.linkId,
      entryId: f.entryId,
      text: 'Eine Frage',
    }),
    expected: { ...athlete, newAthlete: 'not-found', otherAthlete: 'not-found' },
  },
  listInbox: { input: () => null, expected: coach },
  // Another coach's ids are accepted and left alone.
  markRead: {
    input: (f) => ({ ids: [f.messageId] }),
    expected: { ...coach, endedCoach: 'noop', otherCoach: 'noop' },
  },
  // The ended coach is told the link ended: they were linked, so it says nothing new.
  replyToAthlete: {
    input: (f) => ({ id: randomUUID(), athleteId: f.ownerId, entryId: f.entryId, text: 'Stark!' }),
    expected: { ...linkedCoachOnly, endedCoach: 'invalid-argument' },
  },
  // The entry's conversation: her own entry, shared with the link; to anyone else unknown.
  listConversations: { input: () => null, expected: athlete },
  getEntryConversations: {
    input: (f) => ({ entryId: f.entryId }),
    expected: { ...athlete, newAthlete: 'not-found', otherAthlete: 'not-found' },
  },
  // Another's ids are accepted and left alone.
  markCoachMessagesRead: {
    input: (f) => ({ ids: [f.messageId] }),
    expected: { ...athlete, owner: 'noop', newAthlete: 'noop', otherAthlete: 'noop' },
  },
  getFeedbackNotifications: { input: () => null, expected: verified },
  setFeedbackNotifications: { input: () => ({ mail: 'daily', push: false }), expected: verified },
  revokeInviteCode: {
    input: (f) => ({ code: f.linkedCoachCode }),
    expected: { ...coach, endedCoach: 'not-found', otherCoach: 'not-found' },
  },

  recommendToAthlete: {
    input: (f) => ({
      id: randomUUID(),
      athleteId: f.ownerId,
      kind: 'routine',
      name: 'Vor dem Finale',
      steps: [{ id: randomUUID(), title: 'Ankommen', durationSeconds: 60 }],
      competitionId: f.competitionId,
      note: 'Probier das vor dem Finale',
    }),
    expected: linkedCoachOnly,
  },
  getCoachRecommendations: {
    input: (f) => ({ athleteId: f.ownerId }),
    expected: linkedCoachOnly,
  },
  listMyRecommendations: { input: () => null, expected: onboarded },
  answerRecommendation: {
    input: (f) => ({ id: f.recommendationId, answer: 'dismiss' }),
    expected: ownersOnly,
  },
  // Only the coach who sent it, over the open link; to another coach or an ended link, the one denial.
  withdrawRecommendation: {
    input: (f) => ({ id: f.recommendationId }),
    expected: linkedCoachOnly,
  },
  // The team table: each coach sees their own; marks and groups only for the linked coach's athlete.
  getTeam: { input: () => null, expected: coach },
  markFlag: {
    input: (f) => ({
      id: randomUUID(),
      athleteId: f.ownerId,
      flagKey: 'no-recent-entry:none',
      seen: true,
      note: 'Gesehen, wir sprechen am Montag',
    }),
    expected: linkedCoachOnly,
  },
  // A new id: each coach makes a group of their own.
  saveGroup: { input: () => ({ id: randomUUID(), name: 'Kader' }), expected: coach },
  // An id that is no one's group: accepted and left alone, whoever asks.
  deleteGroup: {
    input: () => ({ id: randomUUID() }),
    expected: { ...coach, linkedCoach: 'noop', endedCoach: 'noop', otherCoach: 'noop' },
  },
  setAthleteGroups: {
    input: (f) => ({ athleteId: f.ownerId, groupIds: [] }),
    expected: linkedCoachOnly,
  },
  listMyFlags: { input: () => null, expected: athlete },

  // Late: without the owner's consent the linked coach sees nothing of hers any more.
  withdrawConsent: { input: () => null, expected: athlete },
  endLink: {
    input: (f) => ({ linkId: f.linkId }),
    expected: {
      ...verified,
      newAthlete: 'permission-denied',
      otherAthlete: 'permission-denied',
      endedCoach: 'permission-denied',
      otherCoach: 'permission-denied',
    },
  },
  // Last: it makes newAthlete an onboarded athlete. For those who have finished, it is a retry.
  finishOnboarding: {
    input: () => ({ reminder: null, coachCode: null }),
    expected: { ...athlete, owner: 'noop', otherAthlete: 'noop' },
  },
};

/** A valid input for the function, aimed at nothing that exists (see PLACEHOLDER_FIXTURE). */
export function placeholderInput<N extends FunctionName>(name: N): Api[N]['input'] {
  return (MATRIX[name] as MatrixRow<N>).input(PLACEHOLDER_FIXTURE);
}

/** The row of a function named by a string, as the router and the tests meet names. */
export function matrixRow(name: string): MatrixRow | undefined {
  return (MATRIX as Partial<Record<string, MatrixRow>>)[name];
}

/** Denials first, so every caller meets the same state; then the calls that may change it. */
export function callerOrder(expected: Expected): CallerName[] {
  const rank = (o: Outcome) => (o === 'allow' ? 2 : o === 'noop' ? 1 : 0);
  return [...CALLERS].sort((a, b) => rank(expected[a]) - rank(expected[b]));
}
