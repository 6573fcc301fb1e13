import { describe, expect, it } from 'vitest';
import { expandSteps, findTechnique } from '../../../../domain/toolbox';
import { breathScales, EMPTY_SCALE } from './breath-scale';

const scalesOf = (id: string) => breathScales(expandSteps(findTechnique(id)!));

describe('breathScales', () => {
  it('grows on breathing in, holds, shrinks on breathing out, and rests outside breathing', () => {
    const [intro, inhale, holdFull, exhale, holdEmpty] = scalesOf('box-atmung');
    expect(intro).toBeNull();
    expect(inhale).toEqual({ from: EMPTY_SCALE, to: 1 });
    expect(holdFull).toEqual({ from: 1, to: 1 });
    expect(exhale).toEqual({ from: 1, to: EMPTY_SCALE });
    expect(holdEmpty).toEqual({ from: EMPTY_SCALE, to: EMPTY_SCALE });
    expect(scalesOf('box-atmung').at(-1)).toBeNull();
  });

  it('leaves room for the second of two breaths in a row', () => {
    const [, first, second, out] = scalesOf('doppeltes-einatmen');
    expect(first!.to).toBeLessThan(1);
    expect(second).toEqual({ from: first!.to, to: 1 });
    expect(out!.to).toBe(EMPTY_SCALE);
  });

  it('has no circle for techniques without breathing phases', () => {
    expect(scalesOf('energizer').every((s) => s === null)).toBe(true);
  });
});
