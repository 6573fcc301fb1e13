/**
 * The German message catalogue. `de` is the default and fallback locale and the only one that exists,
 * so every user-facing string of the app lives here and nowhere else.
 */
export const DEFAULT_LOCALE = 'de';
export const FALLBACK_LOCALE = 'de';

export const de = {
  guard: {
    authRequired: 'Authentifizierung erforderlich',
    emailVerificationRequired: 'E-Mail-Verifizierung erforderlich',
    wizardRequired: 'Einführungsassistent muss abgeschlossen werden',
    insufficientPermission: 'Unzureichende Berechtigung',
    alreadyCompleted: 'Bereits abgeschlossen',
  },
  validation: {
    required: 'Dieses Feld ist erforderlich',
    invalidEmail: 'Ungültige E-Mail-Adresse',
    passwordTooShort: 'Passwort ist zu kurz',
    passwordsDoNotMatch: 'Passwörter stimmen nicht überein',
    pleaseSelect: 'Bitte auswählen',
    enterValue: 'Wert eingeben',
  },
  generic: {
    saved: 'Erfolgreich gespeichert',
    saveFailed: 'Fehler beim Speichern',
    deleted: 'Erfolgreich gelöscht',
    deleteFailed: 'Fehler beim Löschen',
    updated: 'Erfolgreich aktualisiert',
    updateFailed: 'Fehler beim Aktualisieren',
    loadFailed: 'Fehler beim Laden',
    networkError: 'Netzwerkfehler',
    unauthorized: 'Nicht autorisiert',
    notFound: 'Nicht gefunden',
  },
  nav: {
    dashboard: 'Dashboard',
    performance: 'Performance',
    trends: 'Trends',
    settings: 'Settings',
    profile: 'Profile',
    toolbox: 'Toolbox',
    about: 'About',
    coach: 'Coach',
    athletes: 'Athletes',
    inbox: 'Inbox',
    portal: 'Portal',
  },
  dashboard: {
    emptyActivity: 'Keine Aktivitäten vorhanden',
  },
  toast: {
    close: 'Schließen',
  },
} as const;

export type Messages = typeof de;
export type GuardReason = (typeof de.guard)[keyof typeof de.guard];
