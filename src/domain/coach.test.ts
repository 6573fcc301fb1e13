import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { generateInviteCode, INVITE_CODE_ALPHABET, normalizeInviteCode } from './coach';

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
