import { describe, expect, it } from 'vitest';
import type { ProtocolEntry } from '../../../domain/api';
import type { CocktailEmotion } from '../../../domain/schemas/athlete';
import {
  draftFromEntry,
  type EntryDraft,
  firstInvalidStep,
  newDraft,
  parseDraft,
  stepErrors,
  toEntryInput,
  toOccurredAt,
  validateEntry,
  withCocktail,
} from './entry-draft';

const COCKTAIL: CocktailEmotion[] = [
  { id: 'motiviert', label: 'motiviert', group: 'P+', zoneMin: 6, zoneMax: 8 },
  { id: 'nervoes', label: 'nervös', group: 'N+', zoneMin: 3, zoneMax: 5 },
];

function complete(): EntryDraft {
  const d = withCocktail(newDraft(new Date(2025, 2, 3, 18, 30)), COCKTAIL);
  return {
    ...d,
    type: 'competition',
    title: 'Finale',
    importance: 4,
    emotions: d.emotions.map((e) => ({ ...e, intensity: 7 })),
    rating: 8,
    goalReached: 'partly',
  };
}

describe('newDraft', () => {
  it('starts now, with a fresh UUID that is the idempotency key', () => {
    const d = newDraft(new Date(2025, 2, 3, 9, 5));
    expect(d.date).toBe('2025-03-03');
    expect(d.time).toBe('09:05');
    expect(d.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(newDraft().id).not.toBe(d.id);
    expect(d.dirty).toBe(false);
  });
});

describe('step checks', () => {
  it('names every missing field of a new draft with the specification messages', () => {
    const d = newDraft();
    expect(stepErrors('context', d)).toEqual({
      type: 'Bitte auswählen',
      title: 'Dieses Feld ist erforderlich',
      importance: 'Wert eingeben',
    });
    expect(stepErrors('emotions', d)).toEqual({ emotions: 'Bewerte mindestens eine Emotion' });
    expect(stepErrors('performance', d)).toEqual({
      rating: 'Wert eingeben',
      goalReached: 'Bitte auswählen',
    });
    expect(stepErrors('notes', d)).toEqual({});
    expect(firstInvalidStep(d)).toBe('context');
  });

  it('checks date and time separately and the instant against the allowed range', () => {
    const d = complete();
    expect(stepErrors('context', { ...d, date: '' })).toEqual({
      date: 'Dieses Feld ist erforderlich',
    });
    expect(stepErrors('context', { ...d, time: '' })).toEqual({
      time: 'Dieses Feld ist erforderlich',
    });
    expect(stepErrors('context', { ...d, date: '1999-12-31' }).date).toBe(
      'Das Datum muss zwischen 2000 und heute liegen',
    );
  });

  it('treats a title of spaces as missing', () => {
    expect(stepErrors('context', { ...complete(), title: '   ' }).title).toBe(
      'Dieses Feld ist erforderlich',
    );
  });

  it('counts the notes against their limit', () => {
    const d = { ...complete(), notes: 'x'.repeat(10_001) };
    expect(stepErrors('notes', d).notes).toBe('Höchstens 10000 Zeichen');
    expect(firstInvalidStep(d)).toBe('notes');
  });

  it('finds the first step with a problem', () => {
    expect(firstInvalidStep(complete())).toBeNull();
    expect(firstInvalidStep({ ...complete(), rating: null })).toBe('performance');
  });
});

describe('toEntryInput', () => {
  it('sends only rated emotions, empty optionals as null, and the draft id', () => {
    const d = complete();
    d.emotions[1] = { ...d.emotions[1]!, intensity: null };
    const input = toEntryInput(d);
    expect(input.id).toBe(d.id);
    expect(input.emotions).toEqual([
      { id: 'motiviert', label: 'motiviert', group: 'P+', intensity: 7 },
    ]);
    expect(input.place).toBeNull();
    expect(input.result).toBeNull();
    expect(input.occurredAt).toBe(new Date(2025, 2, 3, 18, 30).toISOString());
    expect(validateEntry(d).success).toBe(true);
  });

  it('keeps incomplete dates invalid instead of guessing', () => {
    expect(toOccurredAt('2025-03-03', '')).toBeNull();
    expect(toOccurredAt('', '10:00')).toBeNull();
    expect(validateEntry({ ...complete(), time: '' }).success).toBe(false);
  });
});

describe('withCocktail', () => {
  it('adds missing cocktail emotions unrated, before the extra ones, and only once', () => {
    const d = newDraft();
    d.emotions = [
      {
        id: 'muede',
        label: 'müde',
        group: 'N-',
        intensity: 3,
        zoneMin: null,
        zoneMax: null,
        extra: true,
      },
    ];
    const merged = withCocktail(d, COCKTAIL);
    expect(merged.emotions.map((e) => e.id)).toEqual(['motiviert', 'nervoes', 'muede']);
    expect(merged.emotions[0]).toMatchObject({ intensity: null, zoneMin: 6, zoneMax: 8 });
    expect(withCocktail(merged, COCKTAIL)).toBe(merged);
  });
});

describe('draftFromEntry', () => {
  it('loads a saved entry with its id and zones, in local time', () => {
    const entry: ProtocolEntry = {
      id: '0b0c7a2e-3a4f-4d59-9a77-1f1c2a4b5c6d',
      occurredAt: new Date(2025, 5, 1, 7, 45).toISOString(),
      type: 'training',
      title: 'Lauf',
      importance: 2,
      place: null,
      emotions: [
        {
          id: 'motiviert',
          label: 'motiviert',
          group: 'P+',
          intensity: 7,
          zoneMin: 6,
          zoneMax: 8,
        },
        { id: 'wach', label: 'wach', group: 'P+', intensity: 4, zoneMin: null, zoneMax: null },
      ],
      rating: 6,
      goalReached: 'yes',
      result: null,
      notes: 'gut',
      sharedWith: [],
      inZoneShare: 1,
      competition: null,
      quick: false,
      createdAt: '2025-06-01T06:00:00.000Z',
      updatedAt: '2025-06-01T06:00:00.000Z',
    };
    const d = draftFromEntry(entry);
    expect(d).toMatchObject({
      id: entry.id,
      mode: 'edit',
      date: '2025-06-01',
      time: '07:45',
      place: '',
      result: '',
      notes: 'gut',
    });
    expect(d.emotions.map((e) => e.extra)).toEqual([false, true]);
    expect(toEntryInput(d).occurredAt).toBe(entry.occurredAt);
  });
});

describe('draftFromEntry of a quick entry', () => {
  it('leaves the quick log’s guesses empty, so the steps ask for them', () => {
    const entry: ProtocolEntry = {
      id: '1b0c7a2e-3a4f-4d59-9a77-1f1c2a4b5c6d',
      occurredAt: new Date(2025, 5, 1, 7, 45).toISOString(),
      type: 'training',
      title: 'Training',
      importance: 3,
      place: null,
      emotions: [
        { id: 'motiviert', label: 'motiviert', group: 'P+', intensity: 7, zoneMin: 6, zoneMax: 8 },
      ],
      rating: 8,
      goalReached: 'yes',
      result: null,
      notes: '',
      sharedWith: [],
      inZoneShare: 1,
      competition: null,
      quick: true,
      createdAt: '2025-06-01T06:00:00.000Z',
      updatedAt: '2025-06-01T06:00:00.000Z',
    };
    const d = draftFromEntry(entry);
    expect(d).toMatchObject({ mode: 'edit', title: 'Training', importance: null, rating: 8 });
    expect(d.goalReached).toBeNull();
  });
});

describe('parseDraft', () => {
  it('accepts what it stored and rejects anything else', () => {
    const d = complete();
    expect(parseDraft(JSON.parse(JSON.stringify(d)))).toEqual(d);
    expect(parseDraft({ ...d, version: 2 })).toBeNull();
    expect(parseDraft({ ...d, id: 'nicht-uuid' })).toBeNull();
    expect(parseDraft(null)).toBeNull();
  });

  it('keeps a draft stored before competitions existed, linked to none', () => {
    const { competitionId: _, ...older } = complete();
    expect(parseDraft(JSON.parse(JSON.stringify(older)))).toEqual({
      ...complete(),
      id: older.id,
      updatedAt: older.updatedAt,
      competitionId: null,
    });
  });

  it('sends the linked competition with the entry', () => {
    const id = '0b7a1c52-8d5e-4e0f-9a31-6f2d8c4b7e10';
    expect(toEntryInput({ ...complete(), competitionId: id }).competitionId).toBe(id);
    expect(toEntryInput(complete()).competitionId).toBeNull();
  });
});
