import { describe, expect, it } from 'vitest';
import { CONSENT_VERSION } from '../../../../domain/consent';
import { formatVersion } from '../../../lib/format';
import { consentStatusText } from './consent-block';

const given = '2026-11-27T08:15:00.000Z';
const withdrawn = '2026-11-28T17:00:00.000Z';
// Shown in the browser's zone, as every time of the settings.
const at = (iso: string) =>
  new Intl.DateTimeFormat('de-DE', { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(iso),
  );

describe('consentStatusText', () => {
  it('names the time and version of a current consent', () => {
    expect(at(given)).toMatch(/^27\.11\.2026, \d\d:15$/);
    const text = consentStatusText({
      given: true,
      current: true,
      version: CONSENT_VERSION,
      givenAt: given,
      withdrawnAt: null,
    });
    expect(text).toBe(
      `Eingewilligt am ${at(given)} in die Fassung vom ${formatVersion(CONSENT_VERSION)}.`,
    );
  });

  it('says when it was withdrawn, and what had been given', () => {
    const text = consentStatusText({
      given: false,
      current: true,
      version: CONSENT_VERSION,
      givenAt: given,
      withdrawnAt: withdrawn,
    });
    expect(text).toBe(
      `Widerrufen am ${at(withdrawn)}. Eingewilligt hattest du am ${at(given)} in die Fassung vom ${formatVersion(CONSENT_VERSION)}.`,
    );
  });

  it('asks again for a consent to an older text, and says when none was given', () => {
    const old = consentStatusText({
      given: true,
      current: false,
      version: '2020-01',
      givenAt: given,
      withdrawnAt: null,
    });
    expect(old).toContain('früheren Fassung (vom 2020-01)');
    expect(old).toContain('willige erneut ein');
    expect(consentStatusText(null)).toBe('Du hast noch nicht eingewilligt.');
  });
});
