import { ENTRY_TYPES, type EntryType } from '../../../domain/athlete-choices';
import { clientId } from '../../../domain/client-id';
import { EMOTION_GROUPS, type EmotionGroup } from '../../../domain/emotions';
import type { QuickLog } from '../../../domain/quick-log';
import type { QuickEntryInput } from '../../../domain/schemas/athlete';
import { z } from '../../../domain/schemas/zod';

/**
 * The quick entry being made, kept on the device as plain JSON so that a reload or going offline
 * loses nothing; `toQuickEntryInput` turns it into what the server takes.
 */
interface QuickEmotion {
  id: string;
  label: string;
  group: EmotionGroup;
  zoneMin: number;
  zoneMax: number;
  /** null: not rated (not sent). */
  intensity: number | null;
}

export interface QuickDraft {
  version: 1;
  /** Made when the draft starts and sent as the entry's id: a retried save writes exactly once. */
  id: string;
  /** False until the athlete changes something; only a changed draft is stored. */
  dirty: boolean;
  /** The moment of the first change: when the athlete logged how it went. */
  occurredAt: string | null;
  type: EntryType;
  emotions: QuickEmotion[];
  rating: number | null;
  notes: string;
}

export const quickDraftKey = (userId: string) => `lz-draft:quick:${userId}`;

export function newQuickDraft(log: QuickLog, id: string = clientId()): QuickDraft {
  return {
    version: 1,
    id,
    dirty: false,
    occurredAt: null,
    type: 'training',
    emotions: log.emotions.map(({ id, label, group, zoneMin, zoneMax }) => ({
      id,
      label,
      group,
      zoneMin,
      zoneMax,
      intensity: null,
    })),
    rating: null,
    notes: '',
  };
}

/** A change by the athlete: marks the draft worth keeping and fixes its moment at the first one. */
export function changed(
  draft: QuickDraft,
  patch: Partial<QuickDraft>,
  now = new Date(),
): QuickDraft {
  return { ...draft, ...patch, dirty: true, occurredAt: draft.occurredAt ?? now.toISOString() };
}

/** Ready to save: at least one emotion and the performance rated. */
export function isComplete(draft: QuickDraft): boolean {
  return draft.rating !== null && draft.emotions.some((e) => e.intensity !== null);
}

export function toQuickEntryInput(draft: QuickDraft, now = new Date()): QuickEntryInput {
  return {
    id: draft.id,
    occurredAt: draft.occurredAt ?? now.toISOString(),
    type: draft.type,
    emotions: draft.emotions
      .filter((e) => e.intensity !== null)
      .map(({ id, label, group, intensity }) => ({
        id,
        label,
        group,
        intensity: intensity as number,
      })),
    rating: draft.rating as number,
    notes: draft.notes.trim() ? draft.notes : null,
  };
}

// ---- Reading a stored draft ----

const intOrNull = z.nullable(z.number().check(z.int(), z.gte(0), z.lte(10)));
const zone = z.number().check(z.int(), z.gte(0), z.lte(10));

const ZStoredQuickDraft = z.object({
  version: z.literal(1),
  id: z.string().check(z.uuid()),
  dirty: z.boolean(),
  occurredAt: z.nullable(z.string()),
  type: z.enum(ENTRY_TYPES),
  emotions: z.array(
    z.object({
      id: z.string(),
      label: z.string(),
      group: z.enum(EMOTION_GROUPS),
      zoneMin: zone,
      zoneMax: zone,
      intensity: intOrNull,
    }),
  ),
  rating: intOrNull,
  notes: z.string(),
});

/** A stored draft if it has the shape of one; anything else (older format, damage) is dropped. */
export function parseQuickDraft(value: unknown): QuickDraft | null {
  const result = ZStoredQuickDraft.safeParse(value);
  return result.success ? result.data : null;
}
