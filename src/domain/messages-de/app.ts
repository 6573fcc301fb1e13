/**
 * What every screen may say (guard, errors, toasts, navigation, common buttons), the sign-in
 * screen's own texts, and the protocol's and the introduction's, which the navigation names: the
 * app's entry loads these.
 */

import { plural } from './plural';

export const guard = {
  authRequired: 'Authentifizierung erforderlich',
  emailVerificationRequired: 'E-Mail-Verifizierung erforderlich',
  wizardRequired: 'Einführungsassistent muss abgeschlossen werden',
  insufficientPermission: 'Unzureichende Berechtigung',
  alreadyCompleted: 'Bereits abgeschlossen',
} as const;

export const validation = {
  required: 'Dieses Feld ist erforderlich',
  invalidEmail: 'Ungültige E-Mail-Adresse',
  passwordTooShort: 'Passwort ist zu kurz',
  passwordsDoNotMatch: 'Passwörter stimmen nicht überein',
  pleaseSelect: 'Bitte auswählen',
  enterValue: 'Wert eingeben',
} as const;

export const generic = {
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
} as const;

// The specification's labels, in German where German athletes say it in German; the loanwords
// common in German sport (Dashboard, Performance, Trends, Toolbox, Coach, Portal) stay. The coach's
// screens are all German (docs/decisions/german-labels.md).
export const nav = {
  dashboard: 'Dashboard',
  performance: 'Performance',
  trends: 'Trends',
  settings: 'Einstellungen',
  profile: 'Profil',
  toolbox: 'Toolbox',
  about: 'Über',
  coach: 'Coach',
  athletes: 'Athletinnen und Athleten',
  inbox: 'Nachrichten',
  portal: 'Portal',
} as const;

/**
 * Page titles, read by the route manifest, which loads with the entry: a title kept in a screen's own
 * group would bring that whole group into every page's first load. The screens read them from here.
 */
export const pageTitles = {
  forgotPassword: 'Passwort vergessen',
  resetPassword: 'Neues Passwort setzen',
  dashboard: 'Dashboard',
  cocktail: 'Performance-Cocktail',
  cocktailEdit: 'Cocktail bearbeiten',
  trends: 'Trends',
  tunnelRoutine: 'Tunnel-Routine',
  settings: 'Einstellungen',
  privacy: 'Datenschutzerklärung',
  legalNotice: 'Impressum',
  startCheck: 'Startcheck',
  competitions: 'Wettkämpfe',
  protocolPrint: 'Protokoll drucken',
  coachAthletePrint: 'Athletenseite drucken',
  quickLog: 'Schnelleintrag',
  invite: 'Einladung',
  welcome: (app: string) => `Willkommen bei ${app}`,
} as const;

export const common = {
  back: 'Zurück',
  next: 'Weiter',
  save: 'Speichern',
  cancel: 'Abbrechen',
  delete: 'Löschen',
  edit: 'Bearbeiten',
  close: 'Schließen',
  retry: 'Erneut versuchen',
  loading: 'Wird geladen …',
  /** A moment less than a minute ago. */
  justNow: 'gerade eben',
  /** A title in German quotation marks, as in „Intervalle“. */
  quoted: (title: string) => `„${title}“`,
  /** A value the user was never asked, as a quick entry's importance and goal. */
  notGiven: 'nicht angegeben',
} as const;

export const toast = {
  close: 'Schließen',
  region: 'Benachrichtigungen',
  types: {
    success: 'Erfolg',
    error: 'Fehler',
    warning: 'Warnung',
    info: 'Hinweis',
  },
} as const;

// Keyed by the callable error code (the Firebase Functions codes) plus 'network' for a request
// that never reached the server.
export const callableErrors = {
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
} as const;

// The callable client's own error texts, kept in English exactly as the Firebase client words them
// so that both clients fail alike; screens show `callableErrors` instead.
export const callableProtocol = {
  invalidJson: 'Response is not valid JSON object.',
  missingData: 'Response is missing data field.',
} as const;

/**
 * The screen shown when the session could not be read (server busy, failing or unreachable): none of
 * these means signed out, so the app offers a retry instead of the sign-in page.
 */
export const session = {
  title: 'Anmeldung konnte nicht geprüft werden',
  busy: 'Der Server bekommt gerade zu viele Anfragen.',
  server: 'Der Server hat gerade ein Problem.',
  network: 'Netzwerkfehler: Der Server ist nicht erreichbar. Prüfe deine Internetverbindung.',
  notSignedOut: 'Du wirst dadurch nicht abgemeldet.',
  retryIn: (seconds: number) => {
    if (seconds < 60) {
      return plural(
        seconds,
        'Neuer Versuch in 1 Sekunde.',
        `Neuer Versuch in ${seconds} Sekunden.`,
      );
    }
    const minutes = Math.ceil(seconds / 60);
    return plural(minutes, 'Neuer Versuch in 1 Minute.', `Neuer Versuch in ${minutes} Minuten.`);
  },
  retryWhenOnline: 'Neuer Versuch, sobald du wieder online bist.',
  retrying: 'Wird erneut versucht …',
} as const;

/**
 * The answer to a health-data save without current consent (GDPR Art. 9), on the server and in
 * every screen that saves; the button opens the consent.
 */
export const consent = {
  refused:
    'Ohne deine Einwilligung in die Verarbeitung von Gesundheitsdaten speichern wir keine neuen Daten. Willige in den Einstellungen unter „Datenschutz“ ein und versuche es dann noch einmal.',
  give: 'Jetzt einwilligen',
} as const;

/** The links to the legal pages in every footer (the long texts are in legal.ts). */
export const legalLinks = {
  privacy: 'Datenschutz',
  notice: 'Impressum',
  label: 'Rechtliches',
  beforeSignUp:
    'Gesundheitsdaten speichern wir erst, wenn du nach der Registrierung ausdrücklich einwilligst. Wie wir mit deinen Daten umgehen, steht in der',
  privacyPolicy: 'Datenschutzerklärung',
} as const;

/** The frame around every screen: the shell, the introduction's layout, the error page. */
export const shell = {
  skipToContent: 'Zum Inhalt springen',
  mainNav: 'Hauptnavigation',
  /** The phone's tab bar at the bottom. */
  tabs: 'Hauptbereiche',
  menu: 'Menü',
  signedInAs: (name: string) => `Angemeldet als ${name}`,
  wizardProgress: 'Fortschritt der Einführung',
  reload: 'Neu laden',
  toStart: 'Zur Startseite',
  reloadPage: 'Bitte lade die Seite neu.',
  offline: 'Du bist offline.',
} as const;

export const pwa = {
  offline: 'Offline – du siehst gespeicherte Daten.',
} as const;

export const auth = {
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
  forgotPassword: 'Passwort vergessen?',
  passwordHint: 'Mindestens 8 Zeichen',
  registerSubtitle: 'Finde die Emotionen, die deine beste Leistung tragen.',
  athleteHint: 'Für deine eigene Leistung',
  coachHint: 'Für deine Athletinnen und Athleten',
  secondFactor: {
    title: 'Bestätigungscode',
    subtitle: 'Deine Anmeldung ist mit einem zweiten Faktor geschützt.',
    sixDigits: 'Der Code hat 6 Ziffern',
    appCode: 'Code aus deiner Authenticator-App',
    backupCode: 'Backup-Code',
    confirm: 'Bestätigen',
    useBackupCode: 'Backup-Code verwenden',
    useAppCode: 'Code aus der App verwenden',
  },
  verify: {
    title: 'E-Mail bestätigen',
    sentTo: (email: string) =>
      `Wir haben dir eine E-Mail an ${email} geschickt. Klicke auf den Link darin, um dein Konto zu bestätigen.`,
    resend: 'E-Mail erneut senden',
    resent: 'Wir haben dir die E-Mail erneut geschickt.',
    confirmed: 'Ich habe bestätigt',
    notYetVerified: 'Deine E-Mail-Adresse ist noch nicht bestätigt.',
  },
} as const;

/** German texts for Better Auth's error codes (its own messages are English). */
export const authErrors: Readonly<Record<string, string>> = {
  INVALID_EMAIL_OR_PASSWORD: auth.wrongCredentials,
  USER_ALREADY_EXISTS: auth.emailInUse,
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: auth.emailInUse,
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
};

export const protocol = {
  title: 'Protokoll',
  context: 'Kontext',
  emotions: 'Emotionen',
  performance: 'Leistung',
  notes: 'Notizen',
  summary: 'Zusammenfassung',
  saveEntry: 'Eintrag speichern',
  newEntry: 'Neuer Eintrag',
} as const;

export const onboarding = {
  introduction: 'Einführung',
  step: (n: number, total: number) => `Schritt ${n} von ${total}`,
  step1: 'Dein Profil',
  step2: 'Deine Emotionen',
  step3: 'Deine Zielzonen',
  step4: 'Trainer und Erinnerungen',
  getStarted: "Los geht's",
  skipForNow: 'Später erledigen',
  finish: 'Abschließen',
} as const;
