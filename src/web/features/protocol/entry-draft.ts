import type { ProtocolEntry } from '../../../domain/api';
import { deviceDate } from '../../../domain/calendar-day';
import { clientId } from '../../../domain/client-id';
import { EMOTION_GROUPS, type EmotionGroup } from '../../../domain/emotions';
import { de } from '../../../domain/messages';
import { givenAnswers } from '../../../domain/quick-log';
import { paths, ROUTES } from '../../../domain/routes';
import {
  type CocktailEmotion,
  ENTRY_TYPES,
  type EntryType,
  GOAL_REACHED,
  type GoalReached,
  type ProtocolEntryInput,
  ZOccurredAt,
  ZProtocolEntryInput,
} from '../../../domain/schemas/athlete';
import { z } from '../../../domain/schemas/zod';

/**
 * The entry being written, as the athlete left it: everything may still be empty or invalid. It is
 * stored as JSON on the device, so it holds only plain data; `toEntryInput` turns it into what the
 * server takes, and the step checks say what is missing.
 */

export interface DraftEmotion {
  id: string;
  label: string;
  group: EmotionGroup;
  /** null: not rated yet (not sent). */
  intensity: number | null;
  /** The target zone it is compared with; null for emotions outside the cocktail. */
  zoneMin: number | null;
  zoneMax: number | null;
  /** Added by the athlete for this entry, so it can be removed again. */
  extra: boolean;
}

export interface EntryDraft {
  version: 1;
  /** Made when the draft starts and sent as the entry's id: a retried save writes exactly once. */
  id: string;
  /** 'edit' when an existing entry was loaded; saving overwrites it. */
  mode: 'new' | 'edit';
  /** False until the athlete changes something, so an untouched draft is no "unsaved work". */
  dirty: boolean;
  updatedAt: string;
  /** Local date YYYY-MM-DD and time HH:MM, as the native inputs hold them. */
  date: string;
  time: string;
  type: EntryType | null;
  title: string;
  importance: number | null;
  place: string;
  /** The competition it belongs to, if any. */
  competitionId: string | null;
  emotions: DraftEmotion[];
  rating: number | null;
  goalReached: GoalReached | null;
  result: string;
  notes: string;
}

export const STEPS = [
  { key: 'context', path: paths.protocolContext, label: ROUTES.protocolContext.title },
  { key: 'emotions', path: paths.protocolEmotions, label: ROUTES.protocolEmotions.title },
  { key: 'performance', path: paths.protocolPerformance, label: ROUTES.protocolPerformance.title },
  { key: 'notes', path: paths.protocolNotes, label: ROUTES.protocolNotes.title },
  { key: 'summary', path: paths.protocolSummary, label: ROUTES.protocolSummary.title },
] as const;
export type StepKey = (typeof STEPS)[number]['key'];
export type EditableStep = Exclude<StepKey, 'summary'>;

export const draftKey = (userId: string) => `lz-draft:${userId}`;

const pad = (n: number) => String(n).padStart(2, '0');

function localTime(d: Date): string {
  return `${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** The local date and time as an instant; null when either is incomplete. */
export function toOccurredAt(date: string, time: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || !/^\d{2}:\d{2}$/.test(time)) return null;
  const d = new Date(`${date}T${time}:00`);
  return Number.isNaN(d.getTime()) ? null : d.toISOString();
}

export function newDraft(now = new Date()): EntryDraft {
  return {
    version: 1,
    id: clientId(),
    mode: 'new',
    dirty: false,
    updatedAt: now.toISOString(),
    date: deviceDate(now),
    time: localTime(now),
    type: null,
    title: '',
    importance: null,
    place: '',
    competitionId: null,
    emotions: [],
    rating: null,
    goalReached: null,
    result: '',
    notes: '',
  };
}

/**
 * An existing entry loaded for editing: same id, so saving overwrites it (and makes a quick entry
 * complete). Of a quick entry, the fields the quick log did not ask hold stand-ins, so they start
 * empty and the steps ask for them.
 */
export function draftFromEntry(entry: ProtocolEntry, now = new Date()): EntryDraft {
  const at = new Date(entry.occurredAt);
  const given = givenAnswers(entry);
  return {
    version: 1,
    id: entry.id,
    mode: 'edit',
    dirty: false,
    updatedAt: now.toISOString(),
    date: deviceDate(at),
    time: localTime(at),
    type: entry.type,
    title: entry.title,
    importance: given.importance,
    place: entry.place ?? '',
    competitionId: entry.competition?.id ?? null,
    emotions: entry.emotions.map((e) => ({
      id: e.id,
      label: e.label,
      group: e.group,
      intensity: e.intensity,
      zoneMin: e.zoneMin,
      zoneMax: e.zoneMax,
      extra: e.zoneMin === null,
    })),
    rating: entry.rating,
    goalReached: given.goalReached,
    result: entry.result ?? '',
    notes: entry.notes,
  };
}

/**
 * Adds the cocktail's emotions the draft does not have yet, unrated, in the cocktail's order and
 * before the extra ones. Returns the same draft when nothing changes, so it can run on every render.
 */
export function withCocktail(draft: EntryDraft, cocktail: readonly CocktailEmotion[]): EntryDraft {
  const have = new Set(draft.emotions.map((e) => e.id));
  const missing = cocktail.filter((c) => !have.has(c.id));
  if (missing.length === 0) return draft;
  const fromCocktail: DraftEmotion[] = missing.map((c) => ({
    id: c.id,
    label: c.label,
    group: c.group,
    intensity: null,
    zoneMin: c.zoneMin,
    zoneMax: c.zoneMax,
    extra: false,
  }));
  const zoned = draft.emotions.filter((e) => !e.extra);
  const extras = draft.emotions.filter((e) => e.extra);
  return { ...draft, emotions: [...zoned, ...fromCocktail, ...extras] };
}

// ---- Reading a stored draft ----

const intOrNull = (min: number, max: number) =>
  z.nullable(z.number().check(z.int(), z.gte(min), z.lte(max)));

const ZStoredEmotion = z.object({
  id: z.string(),
  label: z.string(),
  group: z.enum(EMOTION_GROUPS),
  intensity: intOrNull(0, 10),
  zoneMin: intOrNull(0, 10),
  zoneMax: intOrNull(0, 10),
  extra: z.boolean(),
});

const ZStoredDraft = z.object({
  version: z.literal(1),
  id: z.string().check(z.uuid()),
  mode: z.enum(['new', 'edit']),
  dirty: z.boolean(),
  updatedAt: z.string(),
  date: z.string(),
  time: z.string(),
  type: z.nullable(z.enum(ENTRY_TYPES)),
  title: z.string(),
  importance: intOrNull(1, 5),
  place: z.string(),
  // Drafts stored before competitions existed have none.
  competitionId: z.pipe(
    z.optional(z.nullable(z.string())),
    z.transform((s) => s ?? null),
  ),
  emotions: z.array(ZStoredEmotion),
  rating: intOrNull(0, 10),
  goalReached: z.nullable(z.enum(GOAL_REACHED)),
  result: z.string(),
  notes: z.string(),
});

/** A stored draft if it has the shape of one; anything else (older format, damage) is dropped. */
export function parseDraft(value: unknown): EntryDraft | null {
  const result = ZStoredDraft.safeParse(value);
  return result.success ? result.data : null;
}

// ---- What the server takes ----

export function toEntryInput(draft: EntryDraft): ProtocolEntryInput {
  return {
    id: draft.id,
    // An incomplete date is sent as typed, so the schema names the field instead of crashing.
    occurredAt: toOccurredAt(draft.date, draft.time) ?? '',
    type: draft.type as EntryType,
    title: draft.title,
    importance: draft.importance as number,
    place: draft.place.trim() ? draft.place : null,
    competitionId: draft.competitionId,
    emotions: draft.emotions
      .filter((e) => e.intensity !== null)
      .map(({ id, label, group, intensity }) => ({
        id,
        label,
        group,
        intensity: intensity as number,
      })),
    rating: draft.rating as number,
    goalReached: draft.goalReached as GoalReached,
    result: draft.result.trim() ? draft.result : null,
    notes: draft.notes,
  };
}

// ---- Checks per step ----

export type FieldErrors = Partial<Record<string, string>>;

const shape = ZProtocolEntryInput.shape;
const STEP_SCHEMAS = {
  context: z.object({
    type: shape.type,
    title: shape.title,
    importance: shape.importance,
    place: shape.place,
    competitionId: shape.competitionId,
  }),
  emotions: z.object({ emotions: shape.emotions }),
  performance: z.object({
    rating: shape.rating,
    goalReached: shape.goalReached,
    result: shape.result,
  }),
  notes: z.object({ notes: shape.notes }),
} satisfies Record<EditableStep, z.ZodMiniType>;

function collect(issues: readonly z.core.$ZodIssue[], into: FieldErrors) {
  for (const issue of issues) {
    const field = String(issue.path[0] ?? '_');
    into[field] ??= issue.message;
  }
}

/**
 * The messages of one step, keyed by the draft's field (`date`, `time`, `title`, `emotions` …), in
 * the order the fields appear on screen.
 */
export function stepErrors(step: EditableStep, draft: EntryDraft): FieldErrors {
  const input = toEntryInput(draft);
  const errors: FieldErrors = {};
  if (step === 'context') {
    // Date and time are two inputs but one value on the server; each gets its own message.
    if (!draft.date) errors.date = de.validation.required;
    if (!draft.time) errors.time = de.validation.required;
    if (draft.date && draft.time) {
      const at = ZOccurredAt.safeParse(input.occurredAt);
      if (!at.success) errors.date = at.error.issues[0]?.message ?? de.protocolScreens.invalidDate;
    }
  }
  const result = STEP_SCHEMAS[step].safeParse(input);
  if (!result.success) collect(result.error.issues, errors);
  return errors;
}

export function isStepValid(step: EditableStep, draft: EntryDraft): boolean {
  return Object.keys(stepErrors(step, draft)).length === 0;
}

/** The first step with a problem; null when the whole entry can be saved. */
export function firstInvalidStep(draft: EntryDraft): EditableStep | null {
  for (const step of STEPS) {
    if (step.key !== 'summary' && !isStepValid(step.key, draft)) return step.key;
  }
  return null;
}

/** The full check the server makes too; the per-step checks above are its parts. */
export function validateEntry(draft: EntryDraft) {
  return ZProtocolEntryInput.safeParse(toEntryInput(draft));
}

/** Which step a field of the server's schema belongs to, to send the athlete there. */
export function stepOfField(field: string): EditableStep {
  if (field === 'emotions') return 'emotions';
  if (field === 'rating' || field === 'goalReached' || field === 'result') return 'performance';
  if (field === 'notes') return 'notes';
  return 'context';
}
