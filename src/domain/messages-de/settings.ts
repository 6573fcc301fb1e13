import { pageTitles } from './app';

/** The settings. */

/**
 * Whom a text speaks to: an athlete or a coach. The texts that differ are keyed by it, and the
 * screens pick with `accountRole(settings)`.
 */
export type AccountRole = 'athlete' | 'coach';

export const settings = {
  title: pageTitles.settings,
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
  sections: 'Bereiche der Einstellungen',
  coachesTitle: 'Trainer',
  changePassword: 'Passwort ändern',
  sport: 'Sportart',
  level: 'Leistungsniveau',
  themeSystemHint: 'Wie dein Gerät eingestellt ist',
  unknownDevice: 'Unbekanntes Gerät',
  deviceOn: (browser: string, system: string) => `${browser} unter ${system}`,
  twoFactorActive: 'Die Zwei-Faktor-Anmeldung ist aktiv.',
  twoFactorTurnOff: 'Zwei-Faktor-Anmeldung ausschalten',
  twoFactorSetUp: 'Zwei-Faktor-Anmeldung einrichten',
  security: {
    title: 'Sicherheit',
    password: 'Passwort',
    googleOnly: 'Du meldest dich mit Google an; für dein Konto ist kein Passwort gesetzt.',
    changeEmail: 'E-Mail-Adresse ändern',
    changeEmailLead: (email: string) =>
      `Zurzeit: ${email}. Die neue Adresse gilt, sobald du den Link in der Bestätigungs-E-Mail öffnest.`,
    devices: 'Angemeldete Geräte',
    devicesLead:
      'Wo du gerade angemeldet bist. Meldest du ein Gerät ab, muss es sich neu anmelden.',
    twoFactor: 'Zwei-Faktor-Anmeldung',
    twoFactorLead:
      'Zusätzlich zum Passwort fragt die Anmeldung nach einem Code aus einer Authenticator-App.',
  },
  coaches: {
    none: 'Du bist noch mit keinem Trainer verbunden.',
    connect: 'Mit einem Trainer verbinden',
    connectLead:
      'Gib den Einladungscode deines Trainers ein. Bevor du dich verbindest, siehst du genau, was er sehen wird.',
    endTitle: 'Verbindung beenden?',
    end: 'Verbindung beenden',
    endText: (coach: string) =>
      `Deine Verbindung mit ${coach} wird beendet: ${coach} sieht ab sofort nichts mehr von dir. Mit einem Einladungscode kannst du dich später wieder verbinden.`,
    linkedSince: (date: string) => `verbunden seit ${date}`,
  },
  password: {
    othersSignedOut: 'Alle anderen Sitzungen wurden abgemeldet.',
    changed: 'Dein Passwort wurde geändert.',
    current: 'Aktuelles Passwort',
    new: 'Neues Passwort',
    repeat: 'Neues Passwort wiederholen',
    lead: 'Danach bist du nur noch auf diesem Gerät angemeldet; alle anderen Sitzungen werden beendet.',
  },
  sessions: {
    this: 'Diese Sitzung',
    activeNow: 'Aktiv: jetzt',
    lastActive: (day: string) => `Zuletzt aktiv: ${day}`,
    signOutLabel: (device: string, at: string) => `Abmelden: ${device}, zuletzt aktiv ${at}`,
    signedOut: 'Die Sitzung wurde abgemeldet.',
    signOut: 'Abmelden',
  },
  reminder: {
    lead: 'Eine kurze Nachricht erinnert dich daran, dein Training im Protokoll festzuhalten – nicht an Tagen, an denen du schon etwas eingetragen hast.',
    label: 'Erinnerung an das Protokoll',
    to: (email: string) => `An ${email}`,
    weekdays: 'Wochentage',
    time: 'Uhrzeit',
    channels: 'Wie möchtest du erinnert werden?',
    email: 'E-Mail',
  },
  push: {
    label: 'Push auf diesem Gerät',
    description: 'Eine Benachrichtigung auf diesem Gerät, auch wenn die App geschlossen ist.',
    on: 'Push ist auf diesem Gerät eingeschaltet.',
    unsupported:
      'Dieser Browser unterstützt keine Push-Benachrichtigungen. Auf dem iPhone geht es, wenn du die App zum Home-Bildschirm hinzufügst.',
    denied:
      'Der Browser blockiert Benachrichtigungen für diese Seite. Erlaube sie in den Website-Einstellungen des Browsers und versuche es dann noch einmal.',
    dismissed: 'Du hast die Benachrichtigungen nicht erlaubt. Push bleibt ausgeschaltet.',
    failed:
      'Push konnte auf diesem Gerät nicht eingeschaltet werden. Bitte versuche es später noch einmal.',
    turnedOn: 'Push auf diesem Gerät eingeschaltet',
    turnedOff: 'Push auf diesem Gerät ausgeschaltet',
    test: 'Testbenachrichtigung senden',
    testSent: 'Testbenachrichtigung gesendet',
    testNotDelivered:
      'Der Push-Dienst hat die Benachrichtigung nicht angenommen. Schalte Push aus und wieder ein.',
    testTitle: 'Leistungszone',
    // Athletes get reminders by push; coaches get messages (feedback, replies) and no reminders.
    testBody: {
      athlete: 'So sieht deine Erinnerung aus. Push funktioniert auf diesem Gerät.',
      coach: 'So sehen Benachrichtigungen aus. Push funktioniert auf diesem Gerät.',
    } satisfies Record<AccountRole, string>,
    notConfigured: 'Push-Benachrichtigungen sind auf diesem Server nicht eingerichtet.',
    reminderTitle: 'Zeit für deinen Protokolleintrag',
    reminderBody: 'Wie lief dein Training heute? Halte fest, wie du dich gefühlt hast.',
  },
  export: {
    title: 'Deine Daten exportieren',
    lead: 'Alles, was wir über dich speichern, als Datei: JSON zum Weiterverarbeiten, CSV für die Tabellenkalkulation.',
    json: 'Daten als JSON exportieren',
    csv: 'Daten als CSV exportieren',
  },
  deleteAccount: {
    title: 'Konto löschen',
    lead: {
      athlete:
        'Dein Konto und alle deine Daten – Protokoll, Performance-Cocktail, Routinen, Profilbild – werden endgültig gelöscht. Das lässt sich nicht rückgängig machen. Exportiere vorher deine Daten, wenn du sie behalten möchtest.',
      coach:
        'Dein Konto, dein Trainerprofil, deine Einladungscodes und die Verbindungen zu deinen Athletinnen und Athleten werden endgültig gelöscht, mit deinen Nachrichten und Empfehlungen an sie. Die Athletinnen und Athleten behalten ihre eigenen Daten. Das lässt sich nicht rückgängig machen. Exportiere vorher deine Daten, wenn du sie behalten möchtest.',
    } satisfies Record<AccountRole, string>,
  },
  avatar: {
    wrongType: 'Bitte wähle ein Bild im Format PNG, JPEG, WebP oder GIF.',
    tooLarge: 'Das Bild ist größer als 5 MB. Bitte wähle ein kleineres Bild.',
    title: 'Profilbild',
    hint: {
      athlete:
        'PNG, JPEG, WebP oder GIF, höchstens 5 MB. Dein Trainer sieht es neben deinem Namen.',
      coach: 'PNG, JPEG, WebP oder GIF, höchstens 5 MB. Es steht oben neben deinem Namen.',
    } satisfies Record<AccountRole, string>,
    pick: 'Profilbild auswählen',
    uploading: 'Bild wird hochgeladen …',
    progress: 'Upload des Profilbilds',
    replace: 'Anderes Bild wählen',
    upload: 'Bild hochladen',
    remove: 'Bild entfernen',
  },
} as const;
