import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fieldErrors } from './schemas/auth';
import { findTechnique, TECHNIQUES } from './toolbox';
import {
  formatDuration,
  instantiateTemplate,
  MAX_STEP_TITLE_LENGTH,
  playbackPosition,
  ROUTINE_TEMPLATES,
  routineTotalSeconds,
  ZRoutine,
  ZRoutineStep,
} from './tunnel-routine';

const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

const step = {
  id: uuid(1),
  title: 'Box-Atmung',
  durationSeconds: 120,
  cue: 'Ruhig',
  techniqueId: 'box-atmung',
};

function stepErrors(input: unknown) {
  const r = ZRoutineStep.safeParse(input);
  return r.success ? {} : fieldErrors(r.error);
}

function routineErrors(input: unknown) {
  const r = ZRoutine.safeParse(input);
  return r.success ? {} : fieldErrors(r.error);
}

describe('ZRoutineStep', () => {
  it('accepts a step and normalises an empty cue and missing technique to null', () => {
    expect(ZRoutineStep.parse(step)).toEqual(step);
    const r = ZRoutineStep.parse({
      ...step,
      title: '  Ankommen ',
      cue: '   ',
      techniqueId: undefined,
    });
    expect(r).toMatchObject({ title: 'Ankommen', cue: null, techniqueId: null });
    expect(ZRoutineStep.parse({ id: step.id, title: 'X', durationSeconds: 5 })).toMatchObject({
      cue: null,
      techniqueId: null,
    });
  });

  it('takes durations from 5 seconds to 30 minutes in whole seconds', () => {
    expect(ZRoutineStep.safeParse({ ...step, durationSeconds: 5 }).success).toBe(true);
    expect(ZRoutineStep.safeParse({ ...step, durationSeconds: 1800 }).success).toBe(true);
    expect(stepErrors({ ...step, durationSeconds: 4 }).durationSeconds).toBe(
      'Dauer zwischen 5 Sekunden und 30 Minuten wählen',
    );
    expect(stepErrors({ ...step, durationSeconds: 1801 }).durationSeconds).toBe(
      'Dauer zwischen 5 Sekunden und 30 Minuten wählen',
    );
    expect(stepErrors({ ...step, durationSeconds: 10.5 }).durationSeconds).toBe('Wert eingeben');
    expect(stepErrors({ ...step, durationSeconds: '60' }).durationSeconds).toBe('Wert eingeben');
  });

  it('refuses bad titles, cues, ids and techniques with German messages', () => {
    expect(stepErrors({ ...step, title: '   ' }).title).toBe('Dieses Feld ist erforderlich');
    expect(stepErrors({ ...step, title: undefined }).title).toBe('Dieses Feld ist erforderlich');
    expect(ZRoutineStep.safeParse({ ...step, title: 'x'.repeat(60) }).success).toBe(true);
    expect(stepErrors({ ...step, title: 'x'.repeat(61) }).title).toBe('Höchstens 60 Zeichen');
    expect(ZRoutineStep.safeParse({ ...step, cue: 'x'.repeat(40) }).success).toBe(true);
    expect(stepErrors({ ...step, cue: 'x'.repeat(41) }).cue).toBe('Höchstens 40 Zeichen');
    expect(stepErrors({ ...step, id: 'step-1' }).id).toBe('Ungültige ID');
    expect(stepErrors({ ...step, techniqueId: 'yoga' }).techniqueId).toBe('Unbekannte Technik');
    expect(stepErrors({ ...step, techniqueId: 7 }).techniqueId).toBe('Unbekannte Technik');
  });

  it('accepts every toolbox technique', () => {
    for (const t of TECHNIQUES) {
      expect(ZRoutineStep.safeParse({ ...step, techniqueId: t.id }).success, t.id).toBe(true);
      // A template step takes the technique's title, which must fit a step title.
      expect(t.title.length, t.id).toBeLessThanOrEqual(MAX_STEP_TITLE_LENGTH);
    }
  });
});

describe('ZRoutine', () => {
  const steps = (n: number) => Array.from({ length: n }, (_, i) => ({ ...step, id: uuid(i) }));

  it('needs 1 to 20 steps with distinct ids', () => {
    expect(ZRoutine.safeParse({ steps: steps(1) }).success).toBe(true);
    expect(ZRoutine.safeParse({ steps: steps(20) }).success).toBe(true);
    expect(routineErrors({ steps: [] }).steps).toBe('Füge mindestens einen Schritt hinzu');
    expect(routineErrors({ steps: steps(21) }).steps).toBe('Höchstens 20 Schritte');
    expect(routineErrors({ steps: [step, step] }).steps).toBe('Jeder Schritt nur einmal');
  });

  it('points to the faulty field of a step', () => {
    expect(routineErrors({ steps: [step, { ...step, id: uuid(2), durationSeconds: 0 }] })).toEqual({
      'steps.1.durationSeconds': 'Dauer zwischen 5 Sekunden und 30 Minuten wählen',
    });
  });
});

describe('routine templates', () => {
  it('offers at least three templates with unique ids', () => {
    expect(ROUTINE_TEMPLATES.length).toBeGreaterThanOrEqual(3);
    expect(new Set(ROUTINE_TEMPLATES.map((t) => t.id)).size).toBe(ROUTINE_TEMPLATES.length);
    expect(ROUTINE_TEMPLATES.map((t) => t.title)).toEqual(
      expect.arrayContaining([
        'Klassisch 10 Minuten',
        'Kurz vor dem Start (3 Minuten)',
        'Teamsport Kabine',
      ]),
    );
  });

  it('last as long as their titles say', () => {
    const total = (id: string) =>
      routineTotalSeconds(ROUTINE_TEMPLATES.find((t) => t.id === id)?.steps ?? []);
    expect(total('klassisch-10')).toBe(600);
    expect(total('kurz-vor-dem-start')).toBe(180);
  });

  it('are valid routines once instantiated, with fresh ids', () => {
    let n = 0;
    for (const template of ROUTINE_TEMPLATES) {
      const steps = instantiateTemplate(template, () => uuid(++n));
      const r = ZRoutine.safeParse({ steps });
      expect(r.success, template.id).toBe(true);
      expect(r.success && r.data.steps).toEqual(steps);
      expect(template.description.length).toBeGreaterThan(20);
    }
    const [a, b] = [ROUTINE_TEMPLATES[0]!, ROUTINE_TEMPLATES[0]!].map((t) =>
      instantiateTemplate(t),
    );
    expect(a?.[0]?.id).not.toBe(b?.[0]?.id);
  });

  it('let steps with a technique last exactly as long as the technique', () => {
    for (const template of ROUTINE_TEMPLATES) {
      const linked = template.steps.filter((s) => s.techniqueId !== null);
      expect(linked.length, template.id).toBeGreaterThan(0);
      for (const s of linked) {
        expect(s.durationSeconds).toBe(findTechnique(s.techniqueId ?? '')?.durationSeconds);
      }
    }
  });
});

describe('routineTotalSeconds', () => {
  it('sums the step durations', () => {
    expect(routineTotalSeconds([])).toBe(0);
    expect(routineTotalSeconds([{ durationSeconds: 90 }, { durationSeconds: 30 }])).toBe(120);
  });
});

describe('formatDuration', () => {
  it('shows minutes and seconds below an hour', () => {
    expect(formatDuration(0)).toBe('0:00');
    expect(formatDuration(5)).toBe('0:05');
    expect(formatDuration(60)).toBe('1:00');
    expect(formatDuration(185)).toBe('3:05');
    expect(formatDuration(600)).toBe('10:00');
    expect(formatDuration(3599)).toBe('59:59');
  });

  it('shows hours and minutes from an hour on', () => {
    expect(formatDuration(3600)).toBe('1 Std');
    expect(formatDuration(3659)).toBe('1 Std');
    expect(formatDuration(3720)).toBe('1 Std 2 Min');
    expect(formatDuration(36_000)).toBe('10 Std');
  });

  it('cuts fractions and never shows a negative or broken time', () => {
    expect(formatDuration(5.9)).toBe('0:05');
    expect(formatDuration(-3)).toBe('0:00');
    expect(formatDuration(Number.NaN)).toBe('0:00');
  });
});

describe('playbackPosition', () => {
  const steps = [{ durationSeconds: 10 }, { durationSeconds: 5 }, { durationSeconds: 20 }];

  it('starts at the first step with its full time', () => {
    expect(playbackPosition(steps, 0)).toEqual({ index: 0, remainingMs: 10_000, done: false });
    expect(playbackPosition(steps, -500)).toEqual({ index: 0, remainingMs: 10_000, done: false });
  });

  it('counts down within a step', () => {
    expect(playbackPosition(steps, 2_500)).toEqual({ index: 0, remainingMs: 7_500, done: false });
    expect(playbackPosition(steps, 9_999)).toEqual({ index: 0, remainingMs: 1, done: false });
  });

  it('starts the next step in full at the exact moment the previous one ends', () => {
    expect(playbackPosition(steps, 10_000)).toEqual({ index: 1, remainingMs: 5_000, done: false });
    expect(playbackPosition(steps, 15_000)).toEqual({ index: 2, remainingMs: 20_000, done: false });
    expect(playbackPosition(steps, 34_999)).toEqual({ index: 2, remainingMs: 1, done: false });
  });

  it('is done at the end and stays done after it', () => {
    const done = { index: 2, remainingMs: 0, done: true };
    expect(playbackPosition(steps, 35_000)).toEqual(done);
    expect(playbackPosition(steps, 1_000_000)).toEqual(done);
    expect(playbackPosition(steps, Number.POSITIVE_INFINITY)).toEqual(done);
    expect(playbackPosition([], 0)).toEqual({ index: 0, remainingMs: 0, done: true });
  });

  it('resumes where it paused, because the position depends on elapsed time alone', () => {
    // Played 12 s, paused for a while (nothing added), then 4 s more.
    expect(playbackPosition(steps, 12_000 + 4_000)).toEqual(playbackPosition(steps, 16_000));
    expect(playbackPosition(steps, 16_000)).toEqual({ index: 2, remainingMs: 19_000, done: false });
  });

  it('never moves backwards and accounts for all of the time', () => {
    const arbSteps = fc.array(fc.record({ durationSeconds: fc.integer({ min: 5, max: 1800 }) }), {
      minLength: 1,
      maxLength: 20,
    });
    fc.assert(
      fc.property(arbSteps, fc.nat(), fc.nat(), (list, a, b) => {
        const total = routineTotalSeconds(list) * 1000;
        const [t1, t2] = [a % (total + 2000), b % (total + 2000)].sort((x, y) => x - y) as [
          number,
          number,
        ];
        const p1 = playbackPosition(list, t1);
        const p2 = playbackPosition(list, t2);
        expect(p2.index).toBeGreaterThanOrEqual(p1.index);
        expect(p1.done).toBe(t1 >= total);
        if (!p1.done) {
          const before = routineTotalSeconds(list.slice(0, p1.index)) * 1000;
          const current = (list[p1.index]?.durationSeconds ?? 0) * 1000;
          expect(before + current - p1.remainingMs).toBe(t1);
          expect(p1.remainingMs).toBeGreaterThan(0);
          expect(p1.remainingMs).toBeLessThanOrEqual(current);
        }
      }),
    );
  });
});
