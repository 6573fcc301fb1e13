import { describe, expect, it } from 'vitest';
import { initialsOf, totpSecretBlocks } from './format';

describe('totpSecretBlocks', () => {
  it('groups the secret in blocks of four', () => {
    expect(
      totpSecretBlocks(
        'otpauth://totp/Leistungszone:anna%40example.de?secret=JBSWY3DPEHPK3PXPJBSW&issuer=Leistungszone&digits=6&period=30',
      ),
    ).toBe('JBSW Y3DP EHPK 3PXP JBSW');
  });

  it('answers null without a usable secret', () => {
    expect(totpSecretBlocks('otpauth://totp/x?issuer=y')).toBeNull();
    expect(totpSecretBlocks('kein uri')).toBeNull();
  });
});

describe('initialsOf', () => {
  it('takes the first and the last name', () => {
    expect(initialsOf('Anna Maria Athletin')).toBe('AA');
    expect(initialsOf('  ömer ')).toBe('Ö');
    expect(initialsOf('')).toBe('');
  });
});
