import { describe, expect, it } from 'vitest';
import { germanDay, periodFromParams } from './period';

describe('the print period', () => {
  it('takes from and to from the address', () => {
    expect(periodFromParams(new URLSearchParams('from=2026-10-01&to=2026-10-31'))).toEqual({
      from: '2026-10-01',
      to: '2026-10-31',
    });
  });

  it('is the last 30 days, today included, without a valid pair', () => {
    const today = new Date(2026, 10, 27, 9, 0);
    for (const query of ['', 'from=2026-10-01', 'from=gestern&to=2026-10-31']) {
      expect(periodFromParams(new URLSearchParams(query), today)).toEqual({
        from: '2026-10-29',
        to: '2026-11-27',
      });
    }
  });

  it('writes a day as German Excel and people read it', () => {
    expect(germanDay('2026-03-07')).toBe('07.03.2026');
  });
});
