import {
  EMOTION_GROUPS,
  ENTRY_TYPES,
  GOAL_REACHED,
  MAX_COCKTAIL_EMOTIONS,
  MAX_EMOTION_LABEL_LENGTH,
  MAX_NOTES_LENGTH,
  MAX_PLACE_LENGTH,
  MAX_RESULT_LENGTH,
  MAX_SPORT_LENGTH,
  MAX_TITLE_LENGTH,
  MIN_COCKTAIL_EMOTIONS,
  SPORT_LEVELS,
} from '../athlete-choices';
import { MAX_TYPED_CODE_LENGTH } from '../coach';
import { ZCompetitionLink } from '../competitions';
import { de } from '../messages';
import { ZName } from './auth';
import { ZId } from './id';
import { optionalText, requiredText } from './text';
import { z } from './zod';

// The choices and limits live apart from the schemas, so a screen that only shows a label or a limit
// loads no zod; they are exported here too, beside the schemas that check them.
export {
  ENTRY_TYPES,
  type EntryType,
  GOAL_REACHED,
  type GoalReached,
  MAX_COCKTAIL_EMOTIONS,
  MAX_EMOTION_LABEL_LENGTH,
  MIN_COCKTAIL_EMOTIONS,
  SPORT_LEVEL_LABELS,
  SPORT_LEVELS,
  type SportLevel,
  WEEKDAYS,
} from '../athlete-choices';

/**
 * Inputs of the athlete's functions, shared by the forms (client) and the handlers (server).
 * Optional fields accept `null` as well as absence, because the callable client sends `null` for them.
 */
const v = de.validation;

const int = (min: number, max: number, message = `Wert zwischen ${min} und ${max} eingeben`) =>
  z
    .number({ error: v.enterValue })
    .check(z.int({ error: v.enterValue }), z.gte(min, message), z.lte(max, message));

export const ZIntensity = int(0, 10, 'Intensität zwischen 0 und 10 eingeben');
const ZEmotionGroup = z.enum(EMOTION_GROUPS, { error: v.pleaseSelect });
export const ZEmotionId = z
  .string({ error: v.required })
  .check(z.regex(/^[a-z0-9][a-z0-9-]{0,59}$/, 'Ungültige Emotion'));

export const ZEmotionRef = z.object({
  id: ZEmotionId,
  label: requiredText(MAX_EMOTION_LABEL_LENGTH),
  group: ZEmotionGroup,
});
export type EmotionRef = z.infer<typeof ZEmotionRef>;

const ZCocktailEmotion = z
  .object({
    ...ZEmotionRef.shape,
    zoneMin: ZIntensity,
    zoneMax: ZIntensity,
  })
  .check(
    z.refine((e) => e.zoneMin <= e.zoneMax, {
      message: 'Der Zielbereich beginnt nach seinem Ende',
      path: ['zoneMax'],
    }),
  );
export type CocktailEmotion = z.infer<typeof ZCocktailEmotion>;

const uniqueIds = <T extends { id: string }>(list: T[]) =>
  new Set(list.map((e) => e.id)).size === list.length;

const emotionList = <S extends z.ZodMiniType<{ id: string }>>(item: S) =>
  z.array(item).check(
    z.minLength(MIN_COCKTAIL_EMOTIONS, `Wähle mindestens ${MIN_COCKTAIL_EMOTIONS} Emotionen`),
    z.maxLength(MAX_COCKTAIL_EMOTIONS, `Wähle höchstens ${MAX_COCKTAIL_EMOTIONS} Emotionen`),
    z.refine((list) => uniqueIds(list as { id: string }[]), 'Jede Emotion nur einmal'),
  );

// ---- Onboarding ----

export const ZOnboardingProfile = z.object({
  name: ZName,
  sport: requiredText(MAX_SPORT_LENGTH),
  level: z.enum(SPORT_LEVELS, { error: v.pleaseSelect }),
});

export const ZOnboardingEmotions = z.object({ emotions: emotionList(ZEmotionRef) });

export const ZOnboardingZones = z.object({ emotions: emotionList(ZCocktailEmotion) });

const ZReminder = z.object({
  enabled: z.boolean(),
  weekdays: z.array(int(1, 7)).check(z.maxLength(7)),
  time: z.string().check(z.regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Uhrzeit als HH:MM eingeben')),
});
export type Reminder = z.infer<typeof ZReminder>;

export const ZOnboardingFinish = z.object({
  reminder: z.optional(z.nullable(ZReminder)),
  coachCode: optionalText(MAX_TYPED_CODE_LENGTH),
});

// ---- Cocktail ----

export const ZSaveCocktail = z.object({
  /** Client-made id of the new version: a retried save finds it and does not write twice. */
  versionId: ZId,
  emotions: emotionList(ZCocktailEmotion),
});

export const ZCheckIn = z.object({
  id: ZId,
  intensities: z
    .array(z.object({ emotionId: ZEmotionId, intensity: ZIntensity }))
    .check(z.minLength(1, v.required), z.maxLength(24)),
  competitionId: ZCompetitionLink,
});

// ---- Protocol ----

const EARLIEST_ENTRY = Date.UTC(2000, 0, 1);
/** A little slack for clocks and time zones; the future beyond that is a typo. */
const FUTURE_SLACK_MS = 36 * 60 * 60 * 1000;

export const ZOccurredAt = z.string({ error: v.required }).check(
  z.iso.datetime({ offset: true, error: 'Ungültiges Datum' }),
  z.refine((s) => {
    const t = Date.parse(s);
    return t >= EARLIEST_ENTRY && t <= Date.now() + FUTURE_SLACK_MS;
  }, 'Das Datum muss zwischen 2000 und heute liegen'),
);

const ZEntryEmotion = z.object({
  ...ZEmotionRef.shape,
  intensity: ZIntensity,
});
export type EntryEmotion = z.infer<typeof ZEntryEmotion>;

export const ZProtocolEntryInput = z.object({
  /** Made by the client when the draft starts: saving the same draft twice writes it once. */
  id: ZId,
  occurredAt: ZOccurredAt,
  type: z.enum(ENTRY_TYPES, { error: v.pleaseSelect }),
  title: requiredText(MAX_TITLE_LENGTH),
  importance: int(1, 5, 'Wichtigkeit zwischen 1 und 5 wählen'),
  place: optionalText(MAX_PLACE_LENGTH),
  competitionId: ZCompetitionLink,
  emotions: z
    .array(ZEntryEmotion)
    .check(
      z.minLength(1, 'Bewerte mindestens eine Emotion'),
      z.maxLength(24, 'Höchstens 24 Emotionen'),
      z.refine(uniqueIds, 'Jede Emotion nur einmal'),
    ),
  rating: int(0, 10, 'Bewertung zwischen 0 und 10 wählen'),
  goalReached: z.enum(GOAL_REACHED, { error: v.pleaseSelect }),
  result: optionalText(MAX_RESULT_LENGTH),
  notes: z.pipe(
    z.optional(
      z.nullable(
        z.string().check(z.maxLength(MAX_NOTES_LENGTH, de.textLimit.tooLong(MAX_NOTES_LENGTH))),
      ),
    ),
    z.transform((s) => s ?? ''),
  ),
});
export type ProtocolEntryInput = z.input<typeof ZProtocolEntryInput>;

/**
 * A quick entry: what the quick log asks (how the athlete felt and how it went, optionally the type
 * and a note). The server fills in the other fields of an entry (domain/quick-log.ts) and marks it
 * as quick, so the protocol offers to complete it.
 */
export const ZQuickEntryInput = z.object({
  id: ZProtocolEntryInput.shape.id,
  occurredAt: ZProtocolEntryInput.shape.occurredAt,
  type: ZProtocolEntryInput.shape.type,
  emotions: ZProtocolEntryInput.shape.emotions,
  rating: ZProtocolEntryInput.shape.rating,
  notes: ZProtocolEntryInput.shape.notes,
});
export type QuickEntryInput = z.input<typeof ZQuickEntryInput>;

export const ZListEntries = z.object({
  type: z.optional(z.nullable(z.enum(ENTRY_TYPES))),
  from: z.optional(z.nullable(z.iso.date({ error: 'Ungültiges Datum' }))),
  to: z.optional(z.nullable(z.iso.date({ error: 'Ungültiges Datum' }))),
  /** Opaque cursor from the previous page. */
  cursor: z.optional(z.nullable(z.string().check(z.maxLength(200)))),
  limit: z.optional(z.nullable(int(1, 100))),
});

export const ZEntryId = z.object({ id: ZId });
