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
  /**
   * What a schema says about an input when the schema itself names no message (see
   * schemas/german-issues.ts): the forms never send such input, but API clients and attackers do.
   */
  schemaIssues: {
    invalidInput: 'Ungültige Eingabe',
    expectedText: 'Text eingeben',
    expectedList: 'Liste erwartet',
    unknownField: 'Unbekanntes Feld',
    invalidId: 'Ungültige ID',
    invalidDate: 'Ungültiges Datum',
    invalidFormat: 'Ungültiges Format',
    unstorableText: 'Enthält Zeichen, die nicht gespeichert werden können',
    tooLong: (max: number) => `Höchstens ${max} Zeichen`,
    tooShort: (min: number) => `Mindestens ${min} Zeichen`,
    tooMany: (max: number) => `Höchstens ${max} Einträge`,
    tooFew: (min: number) => `Mindestens ${min} Einträge`,
    tooBig: (max: number) => `Höchstens ${max}`,
    tooSmall: (min: number) => `Mindestens ${min}`,
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
  // The specification gives these labels verbatim (in English), so they are kept as they are.
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
  common: {
    back: 'Zurück',
    next: 'Weiter',
    save: 'Speichern',
    cancel: 'Abbrechen',
    delete: 'Löschen',
    edit: 'Bearbeiten',
    close: 'Schließen',
    retry: 'Erneut versuchen',
    loading: 'Wird geladen …',
  },
  dashboard: {
    title: 'Dashboard',
    welcome: (name: string) => `Willkommen, ${name}`,
    recentActivity: 'Letzte Aktivitäten',
    performanceStats: 'Leistungsstatistik',
    quickActions: 'Schnellaktionen',
    emptyActivity: 'Keine Aktivitäten vorhanden',
  },
  performanceCocktail: {
    title: 'Performance-Cocktail',
    create: 'Cocktail erstellen',
    edit: 'Cocktail bearbeiten',
    emotions: 'Emotionen',
    currentState: 'Aktueller Zustand',
    targetState: 'Zielzustand',
  },
  protocol: {
    title: 'Protokoll',
    context: 'Kontext',
    emotions: 'Emotionen',
    performance: 'Leistung',
    notes: 'Notizen',
    summary: 'Zusammenfassung',
    saveEntry: 'Eintrag speichern',
  },
  onboarding: {
    introduction: 'Einführung',
    step: (n: number, total: number) => `Schritt ${n} von ${total}`,
    step1: 'Dein Profil',
    step2: 'Deine Emotionen',
    step3: 'Deine Zielzonen',
    step4: 'Trainer und Erinnerungen',
    getStarted: "Los geht's",
    skipForNow: 'Später erledigen',
    finish: 'Abschließen',
  },
  trends: {
    title: 'Trends',
    last7Days: 'Letzte 7 Tage',
    last30Days: '30 Tage',
    last90Days: '90 Tage',
    customRange: 'Eigener Zeitraum',
  },
  settings: {
    title: 'Einstellungen',
    profile: 'Profil',
    preferences: 'Präferenzen',
    notifications: 'Benachrichtigungen',
    privacy: 'Datenschutz',
    language: 'Sprache',
    languageGerman: 'Deutsch',
    theme: 'Design',
    themeLight: 'Hell',
    themeDark: 'Dunkel',
    themeSystem: 'System',
  },
  toast: {
    close: 'Schließen',
    region: 'Benachrichtigungen',
    types: {
      success: 'Erfolg',
      error: 'Fehler',
      warning: 'Warnung',
      info: 'Hinweis',
    },
  },
  // Keyed by the callable error code (the Firebase Functions codes) plus 'network' for a request
  // that never reached the server.
  callableErrors: {
    ok: 'Erfolgreich',
    'invalid-argument': 'Ungültige Eingabe. Bitte prüfe deine Angaben.',
    unauthenticated: 'Du bist nicht angemeldet. Bitte melde dich erneut an.',
    'permission-denied': 'Nicht autorisiert',
    'not-found': 'Nicht gefunden',
    'already-exists': 'Existiert bereits',
    'failed-precondition': 'Diese Aktion ist gerade nicht möglich.',
    aborted: 'Die Daten wurden inzwischen geändert. Bitte lade neu und versuche es erneut.',
    'out-of-range': 'Der Wert liegt außerhalb des erlaubten Bereichs.',
    'resource-exhausted': 'Zu viele Anfragen. Bitte warte einen Moment.',
    cancelled: 'Die Anfrage wurde abgebrochen.',
    internal: 'Ein interner Fehler ist aufgetreten. Bitte versuche es später erneut.',
    unimplemented: 'Diese Funktion ist noch nicht verfügbar.',
    unavailable:
      'Netzwerkfehler: Der Server ist gerade nicht erreichbar. Bitte versuche es später erneut.',
    'deadline-exceeded': 'Zeitüberschreitung. Bitte versuche es erneut.',
    'data-loss': 'Die Daten konnten nicht gelesen werden.',
    unknown: 'Ein unbekannter Fehler ist aufgetreten.',
    network: 'Netzwerkfehler',
  },
  // The callable client's own error texts, kept in English exactly as the Firebase client words them
  // so that both clients fail alike; screens show `callableErrors` instead.
  callableProtocol: {
    invalidJson: 'Response is not valid JSON object.',
    missingData: 'Response is missing data field.',
  },
  // Keyed by the storage error code; the specification names the first five.
  storageErrors: {
    'object-not-found': 'Die Datei wurde nicht gefunden.',
    unauthorized: 'Du hast keine Berechtigung für diese Datei.',
    unauthenticated: 'Du bist nicht angemeldet. Bitte melde dich erneut an.',
    'quota-exceeded': 'Der Speicherplatz ist erschöpft.',
    'retry-limit-exceeded': 'Die Übertragung hat zu lange gedauert. Bitte versuche es erneut.',
    canceled: 'Der Upload wurde abgebrochen.',
    'file-too-large': 'Die Datei ist zu groß.',
    'invalid-content-type': 'Dieses Dateiformat wird nicht unterstützt.',
    unknown: 'Beim Übertragen der Datei ist ein unbekannter Fehler aufgetreten.',
  },
  pwa: {
    offline: 'Offline – du siehst gespeicherte Daten.',
  },
  auth: {
    email: 'E-Mail-Adresse',
    password: 'Passwort',
    passwordConfirm: 'Passwort wiederholen',
    name: 'Name',
    signIn: 'Anmelden',
    signInTitle: 'Anmelden',
    signUp: 'Registrieren',
    signUpTitle: 'Konto erstellen',
    noAccount: 'Noch kein Konto?',
    haveAccount: 'Du hast schon ein Konto?',
    or: 'oder',
    wrongCredentials: 'E-Mail-Adresse oder Passwort ist falsch.',
    emailInUse: 'Diese E-Mail-Adresse wird bereits verwendet.',
    signInWithGoogle: 'Mit Google anmelden',
    googleUnavailable: 'Die Anmeldung mit Google ist auf diesem Server nicht eingerichtet.',
    accountType: 'Kontotyp',
    athlete: 'Athlet',
    coach: 'Trainer',
    signOut: 'Abmelden',
    verify: {
      title: 'E-Mail bestätigen',
      sentTo: (email: string) =>
        `Wir haben dir eine E-Mail an ${email} geschickt. Klicke auf den Link darin, um dein Konto zu bestätigen.`,
      resend: 'E-Mail erneut senden',
      resent: 'Wir haben dir die E-Mail erneut geschickt.',
      confirmed: 'Ich habe bestätigt',
      notYetVerified: 'Deine E-Mail-Adresse ist noch nicht bestätigt.',
    },
  },
  /** German texts for Better Auth's error codes (its own messages are English). */
  authErrors: {
    INVALID_PASSWORD: 'Das Passwort ist falsch.',
    PASSWORD_TOO_SHORT: 'Passwort ist zu kurz',
    PASSWORD_TOO_LONG: 'Passwort ist zu lang',
    PASSWORD_REQUIRED: 'Bitte gib zur Bestätigung dein Passwort ein.',
    CREDENTIAL_ACCOUNT_NOT_FOUND: 'Für dieses Konto ist kein Passwort gesetzt.',
    SESSION_NOT_FRESH: 'Bitte melde dich erneut an, um fortzufahren.',
    SESSION_EXPIRED: 'Bitte melde dich erneut an, um fortzufahren.',
    INVALID_CODE: 'Der Code ist ungültig.',
    INVALID_BACKUP_CODE: 'Der Backup-Code ist ungültig.',
    INVALID_TWO_FACTOR_COOKIE: 'Die Anmeldung ist abgelaufen. Bitte melde dich erneut an.',
    TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE: 'Zu viele Versuche. Bitte melde dich erneut an.',
    ACCOUNT_TEMPORARILY_LOCKED: 'Zu viele Fehlversuche. Bitte versuche es in 15 Minuten erneut.',
    TOTP_NOT_ENABLED: 'Die Zwei-Faktor-Anmeldung ist nicht eingerichtet.',
    TOTP_ALREADY_ENABLED: 'Die Zwei-Faktor-Anmeldung ist bereits eingerichtet.',
    UNAUTHORIZED: 'Authentifizierung erforderlich',
    INVALID_TOKEN: 'Dieser Link ist abgelaufen oder wurde schon benutzt. Fordere einen neuen an.',
    PASSWORD_TOO_COMMON:
      'Dieses Passwort ist zu verbreitet und leicht zu erraten. Bitte wähle ein anderes.',
    TOO_MANY_REQUESTS: 'Zu viele Versuche. Bitte warte einen Moment und versuche es dann erneut.',
  } as Readonly<Record<string, string>>,
  /** Password reset, e-mail change and the other account protections (issue 7). */
  accounts: {
    passwordTooCommon:
      'Dieses Passwort ist zu verbreitet und leicht zu erraten. Bitte wähle ein anderes.',
    tooManyRequests: 'Zu viele Versuche. Bitte warte einen Moment und versuche es dann erneut.',
    forgotPasswordLink: 'Passwort vergessen?',
    forgotTitle: 'Passwort vergessen',
    forgotLead:
      'Gib die E-Mail-Adresse deines Kontos ein. Wir schicken dir einen Link, mit dem du ein neues Passwort setzt.',
    forgotSubmit: 'Link anfordern',
    resetRequested:
      'Wenn es zu dieser Adresse ein Konto gibt, haben wir dir eine E-Mail mit einem Link geschickt. Der Link ist eine Stunde gültig.',
    backToLogin: 'Zurück zur Anmeldung',
    resetTitle: 'Neues Passwort setzen',
    newPassword: 'Neues Passwort',
    newPasswordConfirm: 'Neues Passwort wiederholen',
    resetSubmit: 'Passwort speichern',
    resetDone:
      'Dein Passwort wurde geändert und alle Sitzungen wurden beendet. Melde dich jetzt mit dem neuen Passwort an.',
    resetLinkInvalid:
      'Dieser Link ist abgelaufen oder wurde schon benutzt. Fordere einen neuen an.',
    resetLinkMissing: 'Dieser Link ist unvollständig. Fordere einen neuen an.',
    requestNewLink: 'Neuen Link anfordern',
    confirmPassword: 'Passwort zur Bestätigung',
    newEmail: 'Neue E-Mail-Adresse',
    changeEmail: 'E-Mail-Adresse ändern',
    sameEmail: 'Das ist schon deine E-Mail-Adresse.',
    changeEmailSent: (email: string) =>
      `Wir haben einen Bestätigungslink an ${email} geschickt. Die neue Adresse gilt, sobald du ihn öffnest.`,
  },
} as const;

export type Messages = typeof de;
export type GuardReason = (typeof de.guard)[keyof typeof de.guard];
export type CallableErrorKey = keyof typeof de.callableErrors;
export type StorageErrorKey = keyof typeof de.storageErrors;
