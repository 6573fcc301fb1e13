/**
 * The consent to processing health data as the athlete meets it: the onboarding's checkbox, the
 * dialog at start, the banner while it is missing or withdrawn, and its block in Datenschutz. The
 * consent text itself is versioned in src/domain/consent.ts.
 */

export const privacy = {
  version: (version: string) => `Fassung vom ${version}`,
  readPolicy: 'Datenschutzerklärung lesen',
  policyLink: 'Datenschutzerklärung',
  deleteAccountLink: 'Konto löschen',
  exportJson: 'Daten als JSON exportieren',
  exportCsv: 'Daten als CSV exportieren',

  onboarding: {
    title: 'Deine Einwilligung',
    lead: 'Bevor du deine ersten Emotionen einträgst, brauchen wir deine ausdrückliche Einwilligung.',
    checkbox:
      'Ich willige ein, dass Leistungszone meine Gesundheitsdaten wie oben beschrieben verarbeitet.',
    required:
      'Ohne deine Einwilligung können wir keine Gesundheitsdaten speichern, also auch dein Emotionsprofil nicht. Setze das Häkchen, um weiterzumachen.',
    // One sentence with two links: "… lies die [Datenschutzerklärung] oder [lösche dein Konto]."
    noConsent: {
      intro: 'Du möchtest nicht einwilligen? Dann lies die',
      policy: 'Datenschutzerklärung',
      or: 'oder',
      deletion: 'lösche dein Konto',
      end: '.',
    },
    givenShort: 'Du hast in die Verarbeitung deiner Gesundheitsdaten eingewilligt.',
    saveFailed: 'Deine Einwilligung konnte nicht gespeichert werden.',
  },

  dialog: {
    title: 'Deine Einwilligung, bevor es weitergeht',
    missing:
      'Leistungszone speichert Gesundheitsdaten nur mit deiner ausdrücklichen Einwilligung. Bisher hast du sie nicht gegeben.',
    outdated:
      'Wir haben den Text der Einwilligung geändert. Bitte lies ihn und willige erneut ein; deine frühere Einwilligung gilt nicht für den neuen Text.',
    agree: 'Ich willige ein',
    later: 'Später',
    laterHint:
      'Mit „Später“ bleibt alles, wie es ist: Du kannst deine Daten ansehen, aber nichts Neues speichern. Trainer sehen bis dahin nichts von dir.',
  },

  banner: {
    withdrawnTitle: 'Du hast deine Einwilligung widerrufen',
    withdrawn: [
      'Deine Trainer sehen nichts mehr von dir.',
      'Neue Gesundheitsdaten werden nicht gespeichert.',
      'Gelöscht ist nichts: Deine Daten bleiben, bis du sie selbst exportierst oder löschst.',
    ],
    missingTitle: 'Ohne Einwilligung wird nichts Neues gespeichert',
    missing:
      'Du kannst dir alles ansehen, aber neue Einträge, Check-ins und Übungen werden erst gespeichert, wenn du einwilligst.',
    consentAgain: 'Erneut einwilligen',
    consent: 'Einwilligen',
    exportData: 'Daten exportieren',
    deleteAccount: 'Konto löschen',
    region: 'Einwilligung',
  },

  block: {
    notGiven: 'Du hast noch nicht eingewilligt.',
    given: (date: string, version: string) =>
      `Eingewilligt am ${date} in die Fassung vom ${version}.`,
    outdated: (date: string, version: string) =>
      `Du hast am ${date} einer früheren Fassung (vom ${version}) zugestimmt. Bitte lies die aktuelle Fassung und willige erneut ein.`,
    withdrawn: (date: string, given: string, version: string) =>
      `Widerrufen am ${date}. Eingewilligt hattest du am ${given} in die Fassung vom ${version}.`,
    give: 'Einwilligen',
    withdraw: 'Einwilligung widerrufen',
    confirmTitle: 'Einwilligung widerrufen?',
    confirm: 'Widerrufen',
    confirmText: [
      'Ab sofort sehen deine Trainer nichts mehr von dir – keine Trends, keinen Cocktail, keine Einträge.',
      'Neue Gesundheitsdaten werden nicht mehr gespeichert, bis du erneut einwilligst.',
      'Gelöscht wird nichts. Deine Daten kannst du danach exportieren oder mit deinem Konto löschen.',
    ],
    withdrawnSaved: 'Einwilligung widerrufen',
    afterWithdrawal: 'Deine Daten sind weiter gespeichert. Möchtest du sie mitnehmen oder löschen?',
  },
} as const;
