import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  attentionFlags,
  generateInviteCode,
  INVITE_CODE_ALPHABET,
  normalizeInviteCode,
} from './coach';

describe('invite codes', () => {
  it('are two blocks of four unambiguous characters', () => {
    fc.assert(
      fc.property(fc.array(fc.nat(), { minLength: 8, maxLength: 8 }), (picks) => {
        let i = 0;
        const code = generateInviteCode((max) => (picks[i++] ?? 0) % max);
        return /^[A-Z0-9]{4}-[A-Z0-9]{4}$/.test(code) && normalizeInviteCode(code) === code;
      }),
    );
    for (const ch of '0O1IL5S2Z8BUV') expect(INVITE_CODE_ALPHABET).not.toContain(ch);
  });

  it('accept what people type: lower case, spaces, no dash', () => {
    expect(normalizeInviteCode(' ac3d ef4g ')).toBe('AC3D-EF4G');
    expect(normalizeInviteCode('ac3def4g')).toBe('AC3D-EF4G');
    expect(normalizeInviteCode('AC3D-EF4')).toBeNull();
    expect(normalizeInviteCode('AC3D-EF40')).toBeNull();
    expect(normalizeInviteCode('')).toBeNull();
  });
});

describe('attentionFlags', () => {
  const now = new Date('2026-11-22T12:00:00Z');
  const daysAgo = (d: number) => new Date(now.getTime() - d * 86_400_000);
  const base = {
    now,
    lastEntryAt: daysAgo(1),
    previousRatings: [7, 8, 6, 7, 8],
    latestRating: 7,
    latestEmotions: [],
  };

  it('flags nothing for a steady athlete', () => {
    expect(attentionFlags(base)).toEqual([]);
  });

  it('flags 7 days without an entry, or none at all', () => {
    expect(attentionFlags({ ...base, lastEntryAt: daysAgo(7) })).toContain('no-recent-entry');
    expect(attentionFlags({ ...base, lastEntryAt: daysAgo(6.9) })).not.toContain('no-recent-entry');
    expect(
      attentionFlags({ ...base, lastEntryAt: null, latestRating: null, previousRatings: [] }),
    ).toEqual(['no-recent-entry']);
  });

  it('flags a rating 1.5 standard deviations below the own mean', () => {
    // mean 7.2, sd ≈ 0.75 → threshold ≈ 6.08
    expect(attentionFlags({ ...base, latestRating: 6 })).toContain('performance-drop');
    expect(attentionFlags({ ...base, latestRating: 6.5 })).not.toContain('performance-drop');
    expect(attentionFlags({ ...base, previousRatings: [7, 7, 7], latestRating: 2 })).not.toContain(
      'performance-drop',
    );
    expect(attentionFlags({ ...base, previousRatings: [8, 2], latestRating: 0 })).not.toContain(
      'performance-drop',
    );
  });

  it('flags two or more cocktail emotions out of zone in the latest entry', () => {
    const out = { intensity: 9, zoneMin: 3, zoneMax: 5 };
    const inZone = { intensity: 4, zoneMin: 3, zoneMax: 5 };
    const extra = { intensity: 9, zoneMin: null, zoneMax: null };
    expect(attentionFlags({ ...base, latestEmotions: [out, inZone, extra] })).not.toContain(
      'out-of-zone',
    );
    expect(attentionFlags({ ...base, latestEmotions: [out, out, inZone] })).toContain(
      'out-of-zone',
    );
  });
});
