import { describe, expect, it } from 'vitest';
import { DEFAULT_LOCALE, de, FALLBACK_LOCALE } from './messages';

function collectStrings(value: unknown, out: string[] = []): string[] {
  if (typeof value === 'string') {
    out.push(value);
  } else if (value !== null && typeof value === 'object') {
    for (const child of Object.values(value)) collectStrings(child, out);
  }
  return out;
}

const catalogue = collectStrings(de);

// Copied verbatim from the specification; a typo in the catalogue must fail here.
const specStrings = {
  guardReasons: [
    'Authentifizierung erforderlich',
    'E-Mail-Verifizierung erforderlich',
    'Einführungsassistent muss abgeschlossen werden',
    'Unzureichende Berechtigung',
    'Bereits abgeschlossen',
  ],
  validation: [
    'Dieses Feld ist erforderlich',
    'Ungültige E-Mail-Adresse',
    'Passwort ist zu kurz',
    'Passwörter stimmen nicht überein',
    'Bitte auswählen',
    'Wert eingeben',
  ],
  generic: [
    'Erfolgreich gespeichert',
    'Fehler beim Speichern',
    'Erfolgreich gelöscht',
    'Fehler beim Löschen',
    'Erfolgreich aktualisiert',
    'Fehler beim Aktualisieren',
    'Fehler beim Laden',
    'Netzwerkfehler',
    'Nicht autorisiert',
    'Nicht gefunden',
  ],
  screen: ['Keine Aktivitäten vorhanden', 'Schließen'],
  // The specification's navigation labels; Settings, Profile, About, Athletes and Inbox are given in
  // the German that German athletes use (docs/decisions/german-labels.md).
  navigation: [
    'Dashboard',
    'Performance',
    'Trends',
    'Einstellungen',
    'Profil',
    'Toolbox',
    'Über',
    'Coach',
    'Athletinnen und Athleten',
    'Nachrichten',
    'Portal',
  ],
  callableClient: ['Response is not valid JSON object.', 'Response is missing data field.'],
};

describe('German message catalogue', () => {
  it('uses de as default and fallback locale', () => {
    expect(DEFAULT_LOCALE).toBe('de');
    expect(FALLBACK_LOCALE).toBe('de');
  });

  it('has the expected number of specification strings per group', () => {
    expect(specStrings.guardReasons).toHaveLength(5);
    expect(specStrings.validation).toHaveLength(6);
    expect(specStrings.generic).toHaveLength(10);
    expect(specStrings.navigation).toHaveLength(11);
  });

  for (const group of ['guardReasons', 'validation', 'generic', 'screen', 'navigation'] as const) {
    it.each(specStrings[group])(`contains the ${group} text %s verbatim`, (text) => {
      expect(catalogue).toContain(text);
    });
  }

  it('keeps the guard, validation, generic and navigation groups exactly as specified', () => {
    expect(Object.values(de.guard)).toEqual(specStrings.guardReasons);
    expect(Object.values(de.validation)).toEqual(specStrings.validation);
    expect(Object.values(de.generic)).toEqual(specStrings.generic);
    expect(Object.values(de.nav)).toEqual(specStrings.navigation);
  });

  it.each(specStrings.callableClient)('contains the callable client text %s verbatim', (text) => {
    expect(catalogue).toContain(text);
  });

  it('has the dashboard welcome with a name and the empty text', () => {
    expect(de.dashboard.welcome('Anna')).toBe('Willkommen, Anna');
    expect(de.dashboard.emptyActivity).toBe('Keine Aktivitäten vorhanden');
  });

  it('has the onboarding, protocol and trend labels', () => {
    expect(de.onboarding.getStarted).toBe("Los geht's");
    expect(de.onboarding.skipForNow).toBe('Später erledigen');
    expect(de.onboarding.finish).toBe('Abschließen');
    expect(de.onboarding.step(2, 4)).toBe('Schritt 2 von 4');
    expect(de.protocol.saveEntry).toBe('Eintrag speichern');
    expect(de.trends.last7Days).toBe('Letzte 7 Tage');
    expect(de.trends.last30Days).toBe('30 Tage');
    expect(de.trends.last90Days).toBe('90 Tage');
  });

  it('has a German message for every callable error code and for network failures', () => {
    const codes = [
      'invalid-argument',
      'unauthenticated',
      'permission-denied',
      'not-found',
      'aborted',
      'resource-exhausted',
      'cancelled',
      'internal',
      'unimplemented',
      'unavailable',
      'deadline-exceeded',
      'network',
    ] as const;
    for (const code of codes) expect(de.callableErrors[code]).toMatch(/\S/);
    expect(de.callableErrors['permission-denied']).toBe('Nicht autorisiert');
    expect(de.callableErrors['not-found']).toBe('Nicht gefunden');
    expect(de.callableErrors.network).toBe('Netzwerkfehler');
    expect(de.callableErrors['resource-exhausted']).toBe(
      'Zu viele Anfragen. Bitte warte einen Moment.',
    );
  });

  it('has a German message for every storage error the specification names', () => {
    const codes = [
      'object-not-found',
      'unauthorized',
      'quota-exceeded',
      'retry-limit-exceeded',
      'canceled',
      'unknown',
    ] as const;
    for (const code of codes) expect(de.storageErrors[code]).toMatch(/\S/);
  });

  it('has the auth texts', () => {
    expect(de.auth.wrongCredentials).toBe('E-Mail-Adresse oder Passwort ist falsch.');
    expect(de.auth.signInWithGoogle).toBe('Mit Google anmelden');
    expect(de.auth.athlete).toBe('Athlet');
    expect(de.auth.coach).toBe('Trainer');
    expect(de.auth.verify.confirmed).toBe('Ich habe bestätigt');
    expect(de.auth.signOut).toBe('Abmelden');
    expect(de.auth.verify.sentTo('a@b.de')).toContain('a@b.de');
  });

  it('chooses singular and plural by the German plural rules', () => {
    expect(de.counts.entries(0)).toBe('0 Einträge');
    expect(de.counts.entries(1)).toBe('1 Eintrag');
    expect(de.counts.entries(1000, '1.000')).toBe('1.000 Einträge');
    expect(de.counts.onDays(1)).toBe('an 1 Tag');
    expect(de.counts.stillMissing(1)).toBe('eine fehlt noch');
    expect(de.counts.stillMissing(2)).toBe('2 fehlen noch');
    expect(de.session.retryIn(1)).toBe('Neuer Versuch in 1 Sekunde.');
    expect(de.session.retryIn(90)).toBe('Neuer Versuch in 2 Minuten.');
  });

  it('addresses the user informally', () => {
    const formal = /\b(Sie|Ihr|Ihre|Ihren|Ihrem|Ihnen)\b/;
    // Sentences where 'Sie' means 'they' (the entries), not a formal 'you'.
    const theyNotYou = ['Sie gehören dir'];
    for (const text of catalogue) {
      const rest = theyNotYou.reduce((t, phrase) => t.replaceAll(phrase, ''), text);
      expect(rest).not.toMatch(formal);
    }
  });

  it('has no empty or untrimmed texts', () => {
    for (const text of catalogue) expect(text).toBe(text.trim());
    for (const text of catalogue) expect(text.length).toBeGreaterThan(0);
  });
});
