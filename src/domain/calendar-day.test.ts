import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, deviceDate, localDate } from './calendar-day';

describe('calendar days', () => {
  it("reads the device's own day of an instant, with two-digit month and day", () => {
    expect(deviceDate(new Date(2026, 2, 1, 0, 30))).toBe('2026-03-01');
    expect(deviceDate(new Date(2026, 11, 31, 23, 59))).toBe('2026-12-31');
  });

  it('reads the day of an instant in the zone, not in UTC', () => {
    // 23:31 in Berlin in winter, 00:30 of the next day in summer.
    expect(localDate(new Date('2026-11-27T22:31:00Z'))).toBe('2026-11-27');
    expect(localDate(new Date('2026-07-01T22:30:00Z'))).toBe('2026-07-02');
    expect(localDate(new Date('2026-07-01T22:30:00Z'), 'UTC')).toBe('2026-07-01');
  });

  it('counts days across the change of summer time and month ends', () => {
    // 45 × 24 hours before a late winter evening end on the wrong day; the calendar does not.
    expect(addDays('2026-11-27', -45)).toBe('2026-10-13');
    expect(addDays('2026-03-28', 2)).toBe('2026-03-30');
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });

  it('goes back exactly as far as it went forward', () => {
    const day = fc
      .date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true })
      .map((d) => d.toISOString().slice(0, 10));
    fc.assert(
      fc.property(day, fc.integer({ min: -1000, max: 1000 }), (d, n) => {
        expect(addDays(addDays(d, n), -n)).toBe(d);
        expect(Date.parse(addDays(d, n)) - Date.parse(d)).toBe(n * 86_400_000);
      }),
    );
  });
});
