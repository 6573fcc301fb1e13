import { describe, expect, it } from 'vitest';
import { describeCorrelation, formatCorrelation, formatDay } from './format';

describe('trends formats', () => {
  it('writes days as TT.MM.JJJJ', () => {
    expect(formatDay('2026-10-01')).toBe('01.10.2026');
  });

  it('writes correlations the German way', () => {
    expect(formatCorrelation(0.62)).toBe('+0,62');
    expect(formatCorrelation(-0.4)).toBe('-0,40');
    expect(formatCorrelation(0)).toBe('0,00');
  });

  it('names the strength and direction of a relation', () => {
    expect(describeCorrelation(0.05)).toBe('kein erkennbarer Zusammenhang');
    expect(describeCorrelation(0.62)).toBe('starker positiver Zusammenhang');
    expect(describeCorrelation(-0.35)).toBe('mittlerer negativer Zusammenhang');
  });
});
