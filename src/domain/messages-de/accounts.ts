import { pageTitles } from './app';

/** Password reset and the account changes in the settings. */

/** Password reset, e-mail change and the other account protections. */
export const accounts = {
  passwordTooCommon:
    'Dieses Passwort ist zu verbreitet und leicht zu erraten. Bitte wähle ein anderes.',
  tooManyRequests: 'Zu viele Versuche. Bitte warte einen Moment und versuche es dann erneut.',
  forgotTitle: pageTitles.forgotPassword,
  forgotLead:
    'Gib die E-Mail-Adresse deines Kontos ein. Wir schicken dir einen Link, mit dem du ein neues Passwort setzt.',
  forgotSubmit: 'Link anfordern',
  resetRequested:
    'Wenn es zu dieser Adresse ein Konto gibt, haben wir dir eine E-Mail mit einem Link geschickt. Der Link ist eine Stunde gültig.',
  backToLogin: 'Zurück zur Anmeldung',
  resetTitle: pageTitles.resetPassword,
  newPassword: 'Neues Passwort',
  newPasswordConfirm: 'Neues Passwort wiederholen',
  resetSubmit: 'Passwort speichern',
  resetDone:
    'Dein Passwort wurde geändert und alle Sitzungen wurden beendet. Melde dich jetzt mit dem neuen Passwort an.',
  resetLinkInvalid: 'Dieser Link ist abgelaufen oder wurde schon benutzt. Fordere einen neuen an.',
  resetLinkMissing: 'Dieser Link ist unvollständig. Fordere einen neuen an.',
  requestNewLink: 'Neuen Link anfordern',
  confirmPassword: 'Passwort zur Bestätigung',
  newEmail: 'Neue E-Mail-Adresse',
  changeEmail: 'E-Mail-Adresse ändern',
  sameEmail: 'Das ist schon deine E-Mail-Adresse.',
  changeEmailSent: (email: string) =>
    `Wir haben einen Bestätigungslink an ${email} geschickt. Die neue Adresse gilt, sobald du ihn öffnest.`,
  // Two-factor sign-in and deleting the account
  passwordToConfirm: 'Bitte gib zur Bestätigung dein Passwort ein.',
  turnOff: 'Ausschalten',
  twoFactorOff: 'Die Zwei-Faktor-Anmeldung ist ausgeschaltet.',
  confirmPasswordFirst: 'Bestätige zuerst dein Passwort.',
  enterSixDigitCode: 'Gib den 6-stelligen Code aus deiner App ein.',
  twoFactorOn: 'Die Zwei-Faktor-Anmeldung ist jetzt aktiv.',
  totpEnterKey:
    'Öffne deine Authenticator-App (zum Beispiel Google Authenticator, Microsoft Authenticator oder 2FAS), füge ein Konto hinzu und scanne diesen QR-Code.',
  totpQrLabel: 'QR-Code zum Einrichten der Zwei-Faktor-Anmeldung in der Authenticator-App',
  totpOrKey: 'Kein Scanner zur Hand? Gib stattdessen diesen Schlüssel von Hand ein:',
  totpKind: 'Kontoart: zeitbasiert (TOTP), 6 Ziffern.',
  totpOpenInApp: 'Auf diesem Gerät in der App öffnen',
  backupCodesKeep:
    'Bewahre diese Backup-Codes sicher auf: als Datei, in deinem Passwort-Manager oder aufgeschrieben. Jeder Code ersetzt einmal den Code aus der App, falls du dein Telefon verlierst.',
  backupCodes: 'Backup-Codes',
  backupCodesCopy: 'Codes kopieren',
  backupCodesCopied: 'Die Backup-Codes sind in der Zwischenablage.',
  backupCodesCopyFailed: 'Kopieren ging nicht. Speichere die Codes als Datei oder schreib sie auf.',
  backupCodesSave: 'Als Datei speichern',
  backupCodesFileName: 'leistungszone-backup-codes.txt',
  backupCodesFile: (codes: readonly string[]) =>
    `Leistungszone: Backup-Codes für die Zwei-Faktor-Anmeldung\nJeder Code gilt einmal.\n\n${codes.join('\n')}\n`,
  codeFromApp: 'Code aus der App',
  confirmAndTurnOn: 'Bestätigen und einschalten',
  accountDeleted: 'Dein Konto wurde gelöscht.',
  deleteTitle: 'Konto endgültig löschen?',
  deleteWithPassword: 'Alle deine Daten werden gelöscht. Gib zur Bestätigung dein Passwort ein.',
  deleteWithoutPassword:
    'Alle deine Daten werden gelöscht. Das lässt sich nicht rückgängig machen.',
  deleteForGood: 'Endgültig löschen',
} as const;
