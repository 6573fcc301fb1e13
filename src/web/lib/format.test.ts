import { describe, expect, it } from 'vitest';
import { dateFormat, formatRelative, formatShare, formatVersion, numberFormat } from './format';

describe('formatShare', () => {
  it('rounds to whole percent with a no-break space before the sign', () => {
    expect(formatShare(0.875)).toBe('88\u00a0%');
    expect(formatShare(0)).toBe('0\u00a0%');
    expect(formatShare(1)).toBe('100\u00a0%');
  });
});

describe('dateFormat', () => {
  it('formats a Date and an ISO time stamp alike', () => {
    const day = dateFormat({ day: '2-digit', month: '2-digit', year: 'numeric' });
    expect(day(new Date(2026, 2, 3, 12))).toBe('03.03.2026');
    expect(day(new Date(2026, 2, 3, 12).toISOString())).toBe('03.03.2026');
  });
});

describe('numberFormat and formatRelative', () => {
  it('write German numbers and relative times', () => {
    expect(numberFormat()(1234.5)).toBe('1.234,5');
    expect(formatRelative(-1, 'day')).toBe('gestern');
    expect(formatRelative(-12, 'minute')).toBe('vor 12 Minuten');
  });
});

describe('formatVersion', () => {
  it('writes a version that is a day as that day, the same in every time zone', () => {
    expect(formatVersion('2026-11-27')).toBe('27. November 2026');
    expect(formatVersion('2020-01')).toBe('2020-01');
  });
});
