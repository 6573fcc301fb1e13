/** The settings. */

export const settings = {
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
} as const;
