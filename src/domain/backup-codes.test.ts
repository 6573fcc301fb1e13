import { describe, expect, it } from 'vitest';
import { BACKUP_CODE_COUNT, backupCodeAsGiven, generateBackupCode } from './backup-codes';

describe('backup codes', () => {
  it('are twelve digits in blocks of four', () => {
    let n = 0;
    const code = generateBackupCode(() => n++ % 10);
    expect(code).toBe('0123-4567-8901');
    expect(BACKUP_CODE_COUNT).toBe(10);
  });

  it('are read back as given, whatever spaces or dashes were typed', () => {
    expect(backupCodeAsGiven('0123 4567 8901')).toBe('0123-4567-8901');
    expect(backupCodeAsGiven(' 012345678901 ')).toBe('0123-4567-8901');
    expect(backupCodeAsGiven('0123-4567-8901')).toBe('0123-4567-8901');
  });

  it('leave a code of an older set as typed', () => {
    expect(backupCodeAsGiven(' FyIfy-RVkI1 ')).toBe('FyIfy-RVkI1');
    expect(backupCodeAsGiven('12345-67890')).toBe('12345-67890');
  });
});
