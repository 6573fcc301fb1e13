import { describe, expect, it } from 'vitest';
import { zonedInstant } from './calendar-day';
import {
  competitionPhase,
  competitionStart,
  isBackdated,
  isCompetitionReminderDue,
  isPastCompetition,
  MAX_COMPETITION_NAME_LENGTH,
  reminderDueAt,
  ZSaveCompetition,
} from './competitions';
import { de } from './messages';

describe('competitionPhase', () => {
  it('counts the whole competition day in the athlete’s zone as during', () => {
    expect(competitionPhase('2026-10-09T21:59:00Z', '2026-10-10')).toBe('before');
    expect(competitionPhase('2026-10-09T22:00:00Z', '2026-10-10')).toBe('during');
    expect(competitionPhase('2026-10-10T21:59:59Z', '2026-10-10')).toBe('during');
    expect(competitionPhase('2026-10-10T22:00:00Z', '2026-10-10')).toBe('after');
  });

  it('follows the zone given', () => {
    // 23:30 on the 9th in New York is already the 10th in Berlin.
    expect(competitionPhase('2026-10-10T03:30:00Z', '2026-10-10', 'America/New_York')).toBe(
      'before',
    );
    expect(competitionPhase('2026-10-10T03:30:00Z', '2026-10-10', 'Europe/Berlin')).toBe('during');
  });

  it('compares days across months and years', () => {
    expect(competitionPhase('2026-12-31T12:00:00Z', '2027-01-01')).toBe('before');
    expect(competitionPhase('2027-02-01T12:00:00Z', '2027-01-31')).toBe('after');
  });
});

describe('zonedInstant', () => {
  it('turns a local time into an instant, in winter and in summer', () => {
    expect(zonedInstant('2026-01-15', 9 * 60).toISOString()).toBe('2026-01-15T08:00:00.000Z');
    expect(zonedInstant('2026-07-15', 9 * 60).toISOString()).toBe('2026-07-15T07:00:00.000Z');
    expect(zonedInstant('2026-07-15', 9 * 60, 'America/New_York').toISOString()).toBe(
      '2026-07-15T13:00:00.000Z',
    );
  });

  it('lands on the right side of a change of the clocks', () => {
    // Summer time starts at 02:00 on 29 March 2026 in Berlin: 19:00 the evening before is still winter.
    expect(zonedInstant('2026-03-28', 19 * 60).toISOString()).toBe('2026-03-28T18:00:00.000Z');
    expect(zonedInstant('2026-03-29', 7 * 60).toISOString()).toBe('2026-03-29T05:00:00.000Z');
  });
});

describe('reminders before a competition', () => {
  const race = { date: '2030-06-15', startTime: '10:00' };

  it('is due at the chosen lead time', () => {
    expect(reminderDueAt(race, 'evening-before').toISOString()).toBe('2030-06-14T17:00:00.000Z');
    expect(reminderDueAt(race, 'morning-of').toISOString()).toBe('2030-06-15T05:00:00.000Z');
    expect(reminderDueAt(race, 'two-hours').toISOString()).toBe('2030-06-15T06:00:00.000Z');
  });

  it('takes 09:00 for a competition without a start time', () => {
    const noTime = { date: '2030-06-15', startTime: null };
    expect(competitionStart(noTime).toISOString()).toBe('2030-06-15T07:00:00.000Z');
    expect(reminderDueAt(noTime, 'two-hours').toISOString()).toBe('2030-06-15T05:00:00.000Z');
  });

  it('the evening before the first of a month is the last day of the month before', () => {
    expect(
      reminderDueAt({ date: '2030-03-01', startTime: null }, 'evening-before').toISOString(),
    ).toBe('2030-02-28T18:00:00.000Z');
  });

  it('goes out from the due time until the start, never for a competition that has begun', () => {
    const due = (iso: string) => isCompetitionReminderDue(race, 'evening-before', new Date(iso));
    expect(due('2030-06-14T16:59:00Z')).toBe(false);
    expect(due('2030-06-14T17:00:00Z')).toBe(true);
    expect(due('2030-06-15T07:59:00Z')).toBe(true);
    expect(due('2030-06-15T08:00:00Z')).toBe(false);
    expect(due('2031-01-01T00:00:00Z')).toBe(false);
  });
});

describe('isPastCompetition and isBackdated', () => {
  it('a competition is past once its day is over in the zone', () => {
    const now = new Date('2026-10-10T21:30:00Z'); // 23:30 in Berlin
    expect(isPastCompetition('2026-10-10', now)).toBe(false);
    expect(isPastCompetition('2026-10-09', now)).toBe(true);
  });

  it('an entry written more than an hour after it happened is backdated', () => {
    expect(isBackdated('2026-10-10T10:00:00Z', '2026-10-10T11:00:00Z')).toBe(false);
    expect(isBackdated('2026-10-10T10:00:00Z', '2026-10-10T11:00:01Z')).toBe(true);
    expect(isBackdated('2026-10-10T10:00:00Z', '2026-10-12T08:00:00Z')).toBe(true);
  });
});

describe('ZSaveCompetition', () => {
  const id = '7d0c8a3e-5f1b-4c2d-9e8f-0a1b2c3d4e5f';
  it('normalises empty optional fields to null', () => {
    const r = ZSaveCompetition.safeParse({
      id,
      name: ' Cup ',
      date: '2030-06-15',
      startTime: '',
      importance: 3,
      place: '  ',
    });
    expect(r.success && r.data).toEqual({
      id,
      name: 'Cup',
      date: '2030-06-15',
      startTime: null,
      importance: 3,
      place: null,
    });
  });

  it('refuses a day that does not exist', () => {
    const r = ZSaveCompetition.safeParse({ id, name: 'Cup', date: '2030-02-30', importance: 3 });
    expect(r.success).toBe(false);
  });

  it('asks for a missing date like for any required field, and names a wrong one', () => {
    const messages = (date: string) =>
      ZSaveCompetition.safeParse({ id, name: 'Cup', date, importance: 3 }).error?.issues.map(
        (issue) => issue.message,
      );
    expect(messages('')).toEqual([de.validation.required]);
    expect(messages('15.06.2030')).toEqual(['Ungültiges Datum']);
    // Too long a name: the one message of every text limit.
    expect(
      ZSaveCompetition.safeParse({ id, name: 'x'.repeat(200), date: '2030-06-15', importance: 3 })
        .error?.issues[0]?.message,
    ).toBe(de.textLimit.tooLong(MAX_COMPETITION_NAME_LENGTH));
  });
});
