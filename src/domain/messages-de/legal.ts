import { pageTitles } from './app';

/**
 * The privacy policy (/datenschutz), the legal notice (/impressum) and the mail footer that links
 * both. The operator's details come from the server's settings (src/domain/legal.ts); where a text
 * needs them, it is a function of them.
 */

/** A section of a legal page: its heading, paragraphs and an optional list. */
interface Section {
  title: string;
  paragraphs: readonly string[];
  items?: readonly string[];
}

export const legal = {
  privacyTitle: pageTitles.privacy,
  noticeTitle: pageTitles.legalNotice,
  /** The mail footer's first line. */
  footer: (app: string) =>
    `${app} – du bekommst diese E-Mail, weil du ein Konto bei ${app} hast oder angelegt hast.`,
  updated: (date: string) => `Stand: ${date}`,
  loading: 'Angaben des Betreibers werden geladen …',
  loadFailed:
    'Die Angaben des Betreibers konnten nicht geladen werden. Prüfe deine Verbindung und versuche es erneut.',
  missingTitle: 'Angaben des Betreibers fehlen',
  missing: [
    'Der Betreiber dieser Installation hat seine Angaben (Name, Anschrift, E-Mail-Adresse) noch nicht eingetragen. Solange sie fehlen, ist nicht erkennbar, wer für diese Seite und für die Verarbeitung deiner Daten verantwortlich ist.',
    'Frage den Verein oder die Person, die dir diese App genannt hat, wer sie betreibt, bevor du Gesundheitsdaten einträgst.',
  ],
  missingForAdmins:
    'Für den Betreiber: Trage OPERATOR_NAME, OPERATOR_ADDRESS und OPERATOR_EMAIL in den Einstellungen des Servers ein (beschrieben in .env.example) und starte ihn neu.',
  representative: 'Vertreten durch',
  email: 'E-Mail',
  phone: 'Telefon',
  backToApp: 'Zurück zur App',
  otherPage: {
    privacy: 'Zur Datenschutzerklärung',
    notice: 'Zum Impressum',
  },

  notice: {
    lead: (app: string) => `Anbieterkennzeichnung für diese Installation von ${app}.`,
    providerTitle: 'Angaben gemäß § 5 Digitale-Dienste-Gesetz (DDG)',
    contactTitle: 'Kontakt',
    // "… steht in der [Datenschutzerklärung]."
    privacyHint: 'Wie diese App mit deinen Daten umgeht und welche Rechte du hast, steht in der',
  },

  privacy: {
    lead: (app: string) =>
      `Diese Erklärung beschreibt, welche Daten diese Installation von ${app} verarbeitet, wozu und auf welcher Rechtsgrundlage, wer sie sieht, wie lange sie gespeichert bleiben und welche Rechte du hast.`,
    controllerTitle: '1. Verantwortlicher',
    controllerLead:
      'Verantwortlich für die Verarbeitung deiner Daten im Sinne der Datenschutz-Grundverordnung (DSGVO) ist:',
    privacyContact: 'Ansprechpartner für den Datenschutz',
    sections: (app: string): readonly Section[] => [
      {
        title: '2. Selbst betrieben',
        paragraphs: [
          `${app} ist eine Software, die der Betreiber auf einem eigenen oder gemieteten Server betreibt. Deine Daten liegen in der Datenbank dieses Servers. Es gibt keinen zentralen Dienst der Entwickler, an den Daten fließen.`,
          'Setzt der Betreiber einen Hosting- oder E-Mail-Dienstleister ein, verarbeitet dieser die Daten nur in seinem Auftrag und nach seinen Weisungen (Auftragsverarbeitung, Art. 28 DSGVO).',
        ],
      },
      {
        title: '3. Welche Daten verarbeitet werden',
        paragraphs: [],
        items: [
          'Konto: Name, E-Mail-Adresse, Passwort (nur als sicherer Hash, nie im Klartext), Kontotyp (Athlet oder Trainer), Sportart und Leistungsniveau, Profilbild, deine Einstellungen (Design, Erinnerungen) und, wenn du sie einschaltest, Schlüssel und Backup-Codes der Zwei-Faktor-Anmeldung (verschlüsselt).',
          'Gesundheitsbezogene Daten, nur mit deiner Einwilligung: Emotionen und ihre Intensität, Zielzonen und Check-ins (Performance-Cocktail), Protokolleinträge zu Training und Wettkampf mit Leistungsbewertung, Ergebnis, Ort und Notizen, die Nutzung von Atem- und Entspannungsübungen sowie deine Tunnel-Routine und ihre Durchläufe.',
          'Einwilligung: welche Fassung des Einwilligungstextes du wann angenommen und wann du sie widerrufen hast.',
          'Trainer: die Verbindungen zu Trainern, die du selbst eingehst, deine Freigaben für jeden von ihnen und die Nachrichten zwischen dir und deinen Trainern. Bei Trainerkonten außerdem Verein und Einladungscodes.',
          'Zugriffsprotokoll: welcher Trainer wann welche deiner Daten angesehen hat.',
          'Technische Daten: zu jeder Anmeldung eine Sitzung mit Zeitpunkt, IP-Adresse und Browserkennung; Zähler der Anmeldeversuche je IP-Adresse zum Schutz vor Missbrauch; Protokolle des Servers über Anfragen und Fehler.',
        ],
      },
      {
        title: '4. Zwecke und Rechtsgrundlagen',
        paragraphs: [],
        items: [
          'Konto, Anmeldung, E-Mails (Bestätigung der Adresse, neues Passwort, Erinnerungen, die du einschaltest, Hinweise an Trainer über geteilte Einträge) und Trainerverbindungen: zur Erfüllung des Nutzungsvertrags, Art. 6 Abs. 1 lit. b DSGVO.',
          'Gesundheitsbezogene Daten: ausschließlich mit deiner ausdrücklichen Einwilligung, Art. 9 Abs. 2 lit. a und Art. 6 Abs. 1 lit. a DSGVO. Ohne sie speichert die App keine dieser Daten, und Trainer sehen nichts von dir.',
          'Sicherheit (Sitzungen, Zähler gegen Missbrauch, Server-Protokolle) und das Zugriffsprotokoll: berechtigtes Interesse an einem sicheren Betrieb und daran, dass du nachvollziehen kannst, wer deine Daten angesehen hat, Art. 6 Abs. 1 lit. f DSGVO.',
          'Hinweise im Trainerportal (etwa ein Leistungsabfall) berechnet die App aus den Daten, die du freigibst. Sie sind Anlass für ein Gespräch, keine automatisierte Entscheidung im Sinne von Art. 22 DSGVO.',
        ],
      },
      {
        title: '5. Wer deine Daten sieht',
        paragraphs: [
          'Deine Daten siehst du. Ein Trainer sieht nur etwas, wenn du dich selbst mit ihm verbindest, und dann nur, was du genau diesem Trainer freigibst: Trends, deinen Performance-Cocktail, einzelne Protokolleinträge oder alle Einträge eines Typs. Die Freigaben gelten für jeden Trainer einzeln; deine Notizen sieht kein Trainer. Endet eine Verbindung oder widerrufst du deine Einwilligung, sieht der Trainer sofort nichts mehr.',
          'Wer den Server betreibt, hat technisch Zugang zur Datenbank und nutzt ihn nur für Betrieb, Sicherung und Fehlerbehebung. Darüber hinaus gibt die App deine Daten an niemanden weiter: kein Verkauf, keine Werbung, keine Auswertung für Dritte.',
        ],
      },
      {
        title: '6. Wie lange die Daten gespeichert bleiben',
        paragraphs: [],
        items: [
          'Konto und alle Inhalte: bis du sie löschst oder dein Konto löschst. Das Löschen des Kontos entfernt sofort und endgültig alle Einträge, Bilder und Nachrichten; aus Sicherungskopien des Betreibers verschwinden sie, sobald diese nach seinem Plan überschrieben werden.',
          'Ein Widerruf der Einwilligung löscht nichts: Deine Daten bleiben, bis du sie exportierst oder löschst; es kommen nur keine neuen hinzu.',
          'Zugriffsprotokoll: 90 Tage.',
          'Einwilligungen und Widerrufe: solange dein Konto besteht, als Nachweis.',
          'Sitzungen: bis du dich abmeldest, höchstens 7 Tage ohne Nutzung und 30 Tage nach der Anmeldung; danach sind sie ungültig und werden spätestens mit dem Konto gelöscht.',
          'Links zur Bestätigung der E-Mail-Adresse gelten 24 Stunden, Links für ein neues Passwort eine Stunde; benutzt gelten sie nicht mehr.',
          'Server-Protokolle und Zähler gegen Missbrauch: nur so lange, wie der Betreiber sie für einen sicheren Betrieb braucht.',
        ],
      },
      {
        title: '7. Cookies und Speicher im Browser',
        paragraphs: [
          'Die App setzt genau ein Cookie: das Sitzungscookie, das dich angemeldet hält. Es ist für den Dienst, den du aufrufst, technisch notwendig (§ 25 Abs. 2 Nr. 2 TDDDG). Es gibt kein Tracking, keine Analyse, keine Werbung und keine Inhalte fremder Server.',
          'Im Speicher deines Browsers hält die App Entwürfe und die zuletzt geladenen Ansichten, damit sie auch ohne Netz startet und nichts verloren geht. Beim Abmelden wird das gelöscht; nur deine Design-Einstellung bleibt.',
        ],
      },
      {
        title: '8. Deine Rechte',
        paragraphs: [],
        items: [
          'Auskunft (Art. 15 DSGVO) und Datenübertragbarkeit (Art. 20 DSGVO): Unter Einstellungen › Datenschutz exportierst du jederzeit alles, was über dich gespeichert ist, als JSON oder CSV.',
          'Berichtigung (Art. 16 DSGVO): Die meisten Angaben änderst du selbst in der App; für alles andere wende dich an den Betreiber.',
          'Löschung (Art. 17 DSGVO): Einträge löschst du im Protokoll, dein Konto mit allen Daten unter Einstellungen › Datenschutz.',
          'Einschränkung der Verarbeitung (Art. 18 DSGVO) und Widerspruch gegen die Verarbeitung aus berechtigtem Interesse (Art. 21 DSGVO): beim Betreiber.',
          'Widerruf der Einwilligung (Art. 7 Abs. 3 DSGVO): jederzeit unter Einstellungen › Datenschutz, mit Wirkung ab sofort. Die Verarbeitung bis dahin bleibt rechtmäßig.',
        ],
      },
    ],
    complaintTitle: 'Beschwerde bei einer Aufsichtsbehörde',
    complaint:
      'Du hast das Recht, dich bei einer Datenschutz-Aufsichtsbehörde zu beschweren (Art. 77 DSGVO), insbesondere in dem Land, in dem du wohnst oder arbeitest, oder am Ort des mutmaßlichen Verstoßes.',
    complaintAuthority: 'Für den Betreiber zuständig ist:',
    obligationTitle: '9. Pflicht zur Angabe',
    obligation:
      'Ohne Name, E-Mail-Adresse und Passwort lässt sich kein Konto anlegen. Die Einwilligung in die Verarbeitung von Gesundheitsdaten ist freiwillig; ohne sie kannst du die App nutzen, aber keine Gesundheitsdaten speichern.',
    consentTitle: '10. Der Text der Einwilligung',
    consentLead: (version: string) =>
      `Dieser Text wird dir vor dem ersten Speichern von Gesundheitsdaten gezeigt (Fassung vom ${version}):`,
  },
} as const;
