import { describe, expect, it } from 'vitest';
import {
  type DraftStep,
  draftSeconds,
  moveItem,
  normaliseDuration,
  sameRoutine,
  toDraft,
  validateDraft,
  withTechnique,
} from './routine-draft';

const step = (over: Partial<DraftStep> = {}): DraftStep => ({
  id: crypto.randomUUID(),
  title: 'Ankommen',
  minutes: '0',
  seconds: '30',
  cue: '',
  techniqueId: null,
  ...over,
});

describe('draftSeconds', () => {
  it('adds the two fields, an empty one counting as 0', () => {
    expect(draftSeconds({ minutes: '2', seconds: '5' })).toBe(125);
    expect(draftSeconds({ minutes: '', seconds: '45' })).toBe(45);
    expect(draftSeconds({ minutes: '3', seconds: '' })).toBe(180);
  });

  it('is NaN when both are empty or one is not a whole number', () => {
    expect(draftSeconds({ minutes: '', seconds: '' })).toBeNaN();
    expect(draftSeconds({ minutes: '1.5', seconds: '0' })).toBeNaN();
    expect(draftSeconds({ minutes: '-1', seconds: '0' })).toBeNaN();
  });
});

describe('normaliseDuration', () => {
  it('carries whole minutes out of the seconds field', () => {
    expect(normaliseDuration(step({ minutes: '1', seconds: '90' }))).toMatchObject({
      minutes: '2',
      seconds: '30',
    });
  });

  it('leaves a cleared field empty, so the missing value is reported', () => {
    expect(normaliseDuration(step({ minutes: '', seconds: '45' }))).toMatchObject({
      minutes: '',
      seconds: '45',
    });
  });
});

describe('withTechnique', () => {
  it('takes the title and exact length of the technique', () => {
    expect(withTechnique(step(), 'fokus-punkt')).toMatchObject({
      techniqueId: 'fokus-punkt',
      title: 'Fokus-Punkt',
      minutes: '1',
      seconds: '10',
    });
  });

  it('keeps title and length when the technique is removed', () => {
    const chosen = withTechnique(step(), 'energizer');
    expect(withTechnique(chosen, null)).toMatchObject({
      techniqueId: null,
      title: 'Energizer',
      minutes: '1',
    });
  });
});

describe('validateDraft', () => {
  it('returns the schema output for a valid routine', () => {
    const result = validateDraft([step({ title: '  Fokus  ', cue: '' })]);
    expect(result.ok).toBe(true);
    if (result.ok) expect(result.steps[0]).toMatchObject({ title: 'Fokus', cue: null });
  });

  it('places messages at the step and field they concern', () => {
    const bad = step({ title: '', minutes: '', seconds: '' });
    const good = step();
    const result = validateDraft([good, bad]);
    expect(result.ok).toBe(false);
    expect(result.errors.steps[bad.id]).toEqual({
      title: 'Dieses Feld ist erforderlich',
      durationSeconds: 'Wert eingeben',
    });
    expect(result.errors.steps[good.id]).toBeUndefined();
  });

  it('reports a routine without steps as a whole', () => {
    const result = validateDraft([]);
    expect(result.errors.routine).toBe('Füge mindestens einen Schritt hinzu');
  });

  it('rejects steps shorter than five seconds', () => {
    const short = step({ seconds: '4' });
    expect(validateDraft([short]).errors.steps[short.id]?.durationSeconds).toBe(
      'Dauer zwischen 5 Sekunden und 30 Minuten wählen',
    );
  });
});

describe('sameRoutine and moveItem', () => {
  it('ignores surrounding spaces and how the duration is typed', () => {
    const saved = toDraft({
      id: crypto.randomUUID(),
      title: 'Fokus',
      durationSeconds: 90,
      cue: null,
      techniqueId: null,
    });
    expect(sameRoutine([saved], [{ ...saved, title: 'Fokus ', minutes: '0', seconds: '90' }])).toBe(
      true,
    );
    expect(sameRoutine([saved], [{ ...saved, seconds: '31' }])).toBe(false);
  });

  it('moves an item to a new index', () => {
    expect(moveItem(['a', 'b', 'c'], 2, 0)).toEqual(['c', 'a', 'b']);
    expect(moveItem(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
  });
});
