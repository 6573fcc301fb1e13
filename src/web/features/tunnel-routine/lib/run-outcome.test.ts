import { describe, expect, it } from 'vitest';
import { outcomeText } from './run-outcome';

const run = (completed: boolean, stepsCompleted: number, stepsSkipped: number) => ({
  completed,
  stepsCompleted,
  stepsSkipped,
  totalSeconds: 95,
});

describe('the result of a routine run', () => {
  it('says "all" only when every step was played', () => {
    expect(outcomeText(run(true, 3, 0), 3)).toBe(
      "Alle 3 Schritte in 1:35 Min. Du bist im Tunnel – los geht's!",
    );
    expect(outcomeText(run(true, 1, 0), 1)).toMatch(/^1 Schritt in 1:35 Min\./);
  });

  it('counts skipped steps apart from the played ones', () => {
    expect(outcomeText(run(true, 1, 2), 3)).toBe('1 von 3 Schritten, 2 übersprungen, in 1:35 Min.');
    expect(outcomeText(run(true, 0, 1), 1)).toBe('0 von 1 Schritt, 1 übersprungen, in 1:35 Min.');
  });

  it('reports a run ended early with what was done and skipped', () => {
    expect(outcomeText(run(false, 2, 0), 5)).toBe('2 von 5 Schritten geschafft.');
    expect(outcomeText(run(false, 1, 1), 5)).toBe('1 von 5 Schritten geschafft, 1 übersprungen.');
  });
});
