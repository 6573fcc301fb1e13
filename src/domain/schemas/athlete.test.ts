import { describe, expect, it } from 'vitest';
import { ZOnboardingEmotions, ZProtocolEntryInput, ZSaveCocktail } from './athlete';
import { fieldErrors } from './auth';

const entry = {
  id: '6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f',
  occurredAt: '2026-11-20T17:30:00+01:00',
  type: 'training',
  title: 'Intervalltraining',
  importance: 3,
  place: null,
  emotions: [{ id: 'motiviert', label: 'motiviert', group: 'P+', intensity: 7 }],
  rating: 8,
  goalReached: 'partly',
  result: null,
  notes: 'Gut durchgezogen.',
};

function errors(input: unknown) {
  const r = ZProtocolEntryInput.safeParse(input);
  return r.success ? {} : fieldErrors(r.error);
}

const emotions = (n: number) =>
  Array.from({ length: n }, (_, i) => ({ id: `e${i}`, label: `Emotion ${i}`, group: 'P+' }));

describe('ZProtocolEntryInput', () => {
  it('accepts a complete entry and normalises empty optional text to null', () => {
    const r = ZProtocolEntryInput.safeParse({ ...entry, place: '  ', result: undefined });
    expect(r.success).toBe(true);
    expect(r.success && r.data.place).toBeNull();
    expect(r.success && r.data.result).toBeNull();
  });

  it('refuses values outside their ranges with German messages', () => {
    expect(
      errors({ ...entry, emotions: [{ ...entry.emotions[0], intensity: 11 }] })[
        'emotions.0.intensity'
      ],
    ).toBe('Intensität zwischen 0 und 10 eingeben');
    expect(errors({ ...entry, importance: 0 }).importance).toBe(
      'Wichtigkeit zwischen 1 und 5 wählen',
    );
    expect(errors({ ...entry, title: '  ' }).title).toBe('Dieses Feld ist erforderlich');
    expect(errors({ ...entry, occurredAt: '3000-01-01T10:00:00Z' }).occurredAt).toBe(
      'Das Datum muss zwischen 2000 und heute liegen',
    );
    expect(errors({ ...entry, notes: 'x'.repeat(100_000) }).notes).toBe('Höchstens 10000 Zeichen');
    expect(errors({ ...entry, type: 'party' }).type).toBe('Bitte auswählen');
    expect(errors({ ...entry, rating: 2.5 }).rating).toBe('Wert eingeben');
  });
});

describe('emotion lists', () => {
  it('needs 3 to 12 distinct emotions', () => {
    expect(ZOnboardingEmotions.safeParse({ emotions: emotions(3) }).success).toBe(true);
    expect(ZOnboardingEmotions.safeParse({ emotions: emotions(12) }).success).toBe(true);
    const tooMany = ZOnboardingEmotions.safeParse({ emotions: emotions(13) });
    expect(!tooMany.success && fieldErrors(tooMany.error).emotions).toBe(
      'Wähle höchstens 12 Emotionen',
    );
    const tooFew = ZOnboardingEmotions.safeParse({ emotions: emotions(2) });
    expect(!tooFew.success && fieldErrors(tooFew.error).emotions).toBe(
      'Wähle mindestens 3 Emotionen',
    );
    const dup = ZOnboardingEmotions.safeParse({ emotions: [...emotions(3), emotions(1)[0]] });
    expect(!dup.success && fieldErrors(dup.error).emotions).toBe('Jede Emotion nur einmal');
  });

  it('refuses a zone that ends before it begins', () => {
    const r = ZSaveCocktail.safeParse({
      versionId: entry.id,
      emotions: emotions(3).map((e) => ({ ...e, zoneMin: 6, zoneMax: 4 })),
    });
    expect(!r.success && fieldErrors(r.error)['emotions.0.zoneMax']).toBe(
      'Der Zielbereich beginnt nach seinem Ende',
    );
  });
});
