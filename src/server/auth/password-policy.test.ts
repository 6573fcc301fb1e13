import { describe, expect, it } from 'vitest';
import { PASSWORD_MIN_LENGTH } from '../../domain/schemas/auth';
import { COMMON_PASSWORD_COUNT, isCommonPassword } from './password-policy';

describe('common password list', () => {
  it('holds the long entries of the 10,000 most common passwords', () => {
    expect(COMMON_PASSWORD_COUNT).toBeGreaterThan(1500);
  });

  it('refuses the well-known ones in any letter case', () => {
    for (const pw of ['password', 'Password1', '12345678', 'iloveyou', 'QWERTYUIOP', 'passwort']) {
      expect(isCommonPassword(pw), pw).toBe(true);
    }
  });

  it('accepts a password that is not on the list', () => {
    expect(isCommonPassword('sicheres-passwort-1')).toBe(false);
    expect(isCommonPassword('e2e-Passwort-123')).toBe(false);
  });

  it('lists nothing the minimum length refuses anyway', async () => {
    const { readFileSync } = await import('node:fs');
    const lines = readFileSync(new URL('./common-passwords.txt', import.meta.url), 'utf8')
      .split('\n')
      .filter(Boolean);
    expect(lines.every((l) => l.length >= PASSWORD_MIN_LENGTH && l === l.toLowerCase())).toBe(true);
    expect(new Set(lines).size).toBe(lines.length);
  });
});
