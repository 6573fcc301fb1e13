/**
 * The exports: the German names of the full data export (GDPR Art. 15 and 20), the protocol's CSV
 * columns and the print view of a period.
 */

import { pageTitles } from './app';

/** A section of the data export: one table of the database, its German title and column names. */
interface ExportSection {
  title: string;
  columns: Record<string, string>;
}

const created = 'Erstellt am';
const updated = 'Geändert am';

/**
 * Every table of the database that holds a user's rows, by its SQL name, with the German names of
 * its columns, in the order the export shows them. The export's sections and fields take their names from here and nowhere else; a table
 * or column missing here is still exported under its database name, and the privacy test names it.
 */
const sections = {
  users: {
    title: 'Profil',
    columns: {
      id: 'Nutzer-ID',
      name: 'Name',
      email: 'E-Mail-Adresse',
      email_verified: 'E-Mail bestätigt',
      image: 'Profilbild',
      created_at: created,
      updated_at: updated,
      role: 'Rolle',
      wizard_completed: 'Einführung abgeschlossen',
      two_factor_enabled: 'Zwei-Faktor-Anmeldung aktiv',
      sport: 'Sportart',
      level: 'Leistungsniveau',
      onboarding_step: 'Letzter Einführungsschritt',
      reminder: 'Erinnerung',
    },
  },
  protocol_entries: {
    title: 'Protokolleinträge',
    columns: {
      id: 'Eintrags-ID',
      user_id: 'Nutzer-ID',
      occurred_at: 'Zeitpunkt',
      type: 'Art',
      title: 'Titel',
      importance: 'Wichtigkeit',
      place: 'Ort',
      rating: 'Leistung',
      goal_reached: 'Ziel erreicht',
      result: 'Ergebnis',
      notes: 'Notizen',
      in_zone_share: 'Im Zielbereich (Anteil)',
      emotions: 'Emotionen',
      competition_id: 'Wettkampf-ID',
      quick: 'Schnelleintrag',
      created_at: created,
      updated_at: updated,
    },
  },
  competitions: {
    title: 'Wettkämpfe',
    columns: {
      id: 'Wettkampf-ID',
      user_id: 'Nutzer-ID',
      name: 'Name',
      date: 'Datum',
      start_time: 'Startzeit',
      importance: 'Wichtigkeit',
      place: 'Ort',
      created_at: created,
      updated_at: updated,
    },
  },
  cocktail_versions: {
    title: 'Performance-Cocktail (Versionen)',
    columns: {
      id: 'Versions-ID',
      user_id: 'Nutzer-ID',
      version: 'Version',
      emotions: 'Emotionen',
      created_at: created,
    },
  },
  checkins: {
    title: 'Check-ins',
    columns: {
      id: 'Check-in-ID',
      user_id: 'Nutzer-ID',
      recorded_at: 'Zeitpunkt',
      intensities: 'Intensitäten',
      in_zone_share: 'Im Zielbereich (Anteil)',
      competition_id: 'Wettkampf-ID',
    },
  },
  tunnel_routines: {
    title: 'Tunnel-Routinen',
    columns: {
      id: 'Routinen-ID',
      user_id: 'Nutzer-ID',
      name: 'Name',
      steps: 'Schritte',
      competition_id: 'Wettkampf-ID',
      reminder_lead: 'Erinnerung vorher',
      created_at: created,
      updated_at: updated,
    },
  },
  routine_reminders: {
    title: 'Gesendete Routine-Erinnerungen',
    columns: {
      routine_id: 'Routinen-ID',
      competition_id: 'Wettkampf-ID',
      user_id: 'Nutzer-ID',
      sent_at: 'Gesendet am',
    },
  },
  start_checks: {
    title: 'Startchecks',
    columns: {
      id: 'Startcheck-ID',
      user_id: 'Nutzer-ID',
      technique_id: 'Technik',
      routine_id: 'Routine-ID',
      routine_name: 'Routine',
      competition_id: 'Wettkampf-ID',
      technique_use_id: 'Technik-Nutzungs-ID',
      recorded_at: 'Zeitpunkt',
      ratings: 'Bewertungen',
      change: 'Veränderung zur Zone',
    },
  },
  routine_runs: {
    title: 'Durchläufe der Tunnel-Routine',
    columns: {
      id: 'ID',
      user_id: 'Nutzer-ID',
      started_at: 'Begonnen am',
      completed_at: 'Beendet am',
      completed: 'Abgeschlossen',
      steps_completed: 'Erledigte Schritte',
      total_seconds: 'Dauer (Sekunden)',
    },
  },
  toolbox_favourites: {
    title: 'Toolbox-Favoriten',
    columns: {
      user_id: 'Nutzer-ID',
      technique_id: 'Technik',
      created_at: created,
    },
  },
  toolbox_usage: {
    title: 'Toolbox-Nutzung',
    columns: {
      id: 'ID',
      user_id: 'Nutzer-ID',
      technique_id: 'Technik',
      started_at: 'Begonnen am',
      completed: 'Abgeschlossen',
      duration_seconds: 'Dauer (Sekunden)',
    },
  },
  coach_links: {
    title: 'Verbindungen mit Trainern',
    columns: {
      id: 'Verbindungs-ID',
      coach_id: 'Trainer-ID',
      athlete_id: 'Sportler-ID',
      code: 'Einladungscode',
      state: 'Status',
      created_at: created,
      ended_at: 'Beendet am',
      ended_by: 'Beendet von',
      share_trends: 'Trends freigegeben',
      share_cocktail: 'Performance-Cocktail freigegeben',
      share_entry_types: 'Freigegebene Eintragsarten',
    },
  },
  entry_shares: {
    title: 'Freigegebene Einträge',
    columns: {
      entry_id: 'Eintrags-ID',
      link_id: 'Verbindungs-ID',
      created_at: 'Freigegeben am',
    },
  },
  coach_messages: {
    title: 'Nachrichten',
    columns: {
      id: 'Nachrichten-ID',
      request_id: 'Anfrage-ID',
      athlete_id: 'Sportler-ID',
      coach_id: 'Trainer-ID',
      entry_id: 'Eintrags-ID',
      author: 'Verfasst von',
      text: 'Text',
      created_at: 'Gesendet am',
      read_at: 'Gelesen am',
    },
  },
  coach_recommendations: {
    title: 'Empfehlungen von Trainern',
    columns: {
      id: 'Empfehlungs-ID',
      link_id: 'Verbindungs-ID',
      coach_id: 'Trainer-ID',
      athlete_id: 'Sportler-ID',
      kind: 'Art',
      technique_id: 'Technik',
      routine_name: 'Name der Routine',
      routine_steps: 'Schritte der Routine',
      competition_id: 'Wettkampf-ID',
      note: 'Notiz',
      state: 'Status',
      created_at: 'Empfohlen am',
      answered_at: 'Beantwortet am',
      withdrawn_at: 'Vom Trainer zurückgezogen am',
    },
  },
  coach_flag_marks: {
    title: 'Hinweise, vom Trainer gesehen',
    columns: {
      id: 'Markierungs-ID',
      link_id: 'Verbindungs-ID',
      coach_id: 'Trainer-ID',
      athlete_id: 'Sportler-ID',
      flag_key: 'Hinweis',
      seen_at: 'Gesehen am',
      note: 'Notiz',
      updated_at: 'Geändert am',
    },
  },
  coach_groups: {
    title: 'Gruppen',
    columns: {
      id: 'Gruppen-ID',
      coach_id: 'Trainer-ID',
      name: 'Name',
      created_at: 'Angelegt am',
    },
  },
  coach_access_log: {
    title: 'Zugriffe von Trainern',
    columns: {
      link_id: 'Verbindungs-ID',
      coach_id: 'Trainer-ID',
      athlete_id: 'Sportler-ID',
      what: 'Was',
      day: 'Tag',
      first_at: 'Erster Zugriff',
      last_at: 'Letzter Zugriff',
      count: 'Anzahl',
    },
  },
  coach_profiles: {
    title: 'Trainerprofil',
    columns: {
      user_id: 'Nutzer-ID',
      club: 'Verein',
      updated_at: updated,
    },
  },
  invite_codes: {
    title: 'Einladungscodes',
    columns: {
      code: 'Code',
      coach_id: 'Trainer-ID',
      created_at: created,
      expires_at: 'Gültig bis',
      revoked_at: 'Zurückgezogen am',
      id: 'ID',
      max_uses: 'Höchstzahl der Verbindungen',
    },
  },
  invite_mails: {
    title: 'Versendete Einladungsmails',
    columns: {
      id: 'ID',
      coach_id: 'Trainer-ID',
      code: 'Code',
      recipients: 'Anzahl Empfänger',
      sent_at: 'Gesendet am',
    },
  },
  code_attempts: {
    title: 'Fehlversuche mit Einladungscodes',
    columns: {
      id: 'ID',
      user_id: 'Nutzer-ID',
      attempted_at: 'Zeitpunkt',
    },
  },
  consents: {
    title: 'Einwilligungen',
    columns: {
      id: 'ID',
      user_id: 'Nutzer-ID',
      version: 'Fassung',
      text_hash: 'Prüfsumme des Textes',
      given_at: 'Erteilt am',
      withdrawn_at: 'Widerrufen am',
    },
  },
  user_settings: {
    title: 'Einstellungen',
    columns: {
      user_id: 'Nutzer-ID',
      theme: 'Design',
      timezone: 'Zeitzone',
      reminder_email: 'Erinnerung per E-Mail',
      updated_at: updated,
    },
  },
  push_subscriptions: {
    title: 'Push-Benachrichtigungen (Geräte)',
    columns: {
      id: 'Geräte-ID',
      user_id: 'Nutzer-ID',
      endpoint: 'Push-Adresse',
      p256dh: 'Öffentlicher Schlüssel',
      auth: 'Geheimnis',
      created_at: created,
    },
  },
  reminder_sends: {
    title: 'Gesendete Erinnerungen',
    columns: {
      user_id: 'Nutzer-ID',
      local_date: 'Tag',
      sent_at: 'Gesendet am',
    },
  },
  feedback_settings: {
    title: 'Benachrichtigungen zu Nachrichten',
    columns: {
      user_id: 'Nutzer-ID',
      mail: 'E-Mail',
      push: 'Push',
      digest_date: 'Letzte Zusammenfassung',
      updated_at: updated,
    },
  },
  feedback_notices: {
    title: 'Ausstehende Benachrichtigungen',
    columns: {
      message_id: 'Nachrichten-ID',
      recipient_id: 'Empfänger-ID',
      created_at: created,
      pushed_at: 'Push gesendet am',
    },
  },
  files: {
    title: 'Dateien',
    columns: {
      path: 'Pfad',
      owner_id: 'Nutzer-ID',
      content_type: 'Dateityp',
      size: 'Größe (Bytes)',
      data: 'Inhalt (Base64)',
      created_at: created,
      updated_at: updated,
    },
  },
  accounts: {
    title: 'Anmeldeverfahren',
    columns: {
      id: 'ID',
      account_id: 'Konto beim Anbieter',
      provider_id: 'Anbieter',
      user_id: 'Nutzer-ID',
      access_token_expires_at: 'Zugriffsschlüssel gültig bis',
      refresh_token_expires_at: 'Erneuerungsschlüssel gültig bis',
      scope: 'Berechtigungen',
      created_at: created,
      updated_at: updated,
    },
  },
  sessions: {
    title: 'Sitzungen',
    columns: {
      id: 'ID',
      expires_at: 'Gültig bis',
      created_at: created,
      updated_at: updated,
      ip_address: 'IP-Adresse',
      user_agent: 'Browser',
      user_id: 'Nutzer-ID',
    },
  },
  two_factors: {
    title: 'Zwei-Faktor-Anmeldung',
    columns: {
      id: 'ID',
      user_id: 'Nutzer-ID',
      verified: 'Bestätigt',
      failed_verification_count: 'Fehlversuche',
      locked_until: 'Gesperrt bis',
    },
  },
} satisfies Record<string, ExportSection>;

export const dataExport = {
  heading: (app: string) => `${app} – Datenexport`,
  app: 'App',
  exportedAt: 'Exportiert am',
  userId: 'Nutzer-ID',
  timeZone: 'Zeitangaben in',
  sectionsKey: 'Bereiche',
  /** The line that opens a section of the CSV file. */
  sectionLine: (title: string) => `Bereich: ${title}`,
  yes: 'ja',
  no: 'nein',
  sections: sections as Readonly<Record<string, ExportSection>>,
  /** Fields inside a column that holds a list or a group of values (emotions, reminder, steps). */
  nestedFields: {
    id: 'ID',
    label: 'Emotion',
    group: 'Gruppe',
    intensity: 'Intensität',
    zoneMin: 'Zielbereich von',
    zoneMax: 'Zielbereich bis',
    emotionId: 'Emotion-ID',
    enabled: 'Aktiv',
    weekdays: 'Wochentage',
    time: 'Uhrzeit',
    title: 'Titel',
    durationSeconds: 'Dauer (Sekunden)',
    cue: 'Stichwort',
    techniqueId: 'Technik',
  } as Readonly<Record<string, string>>,
  /** The title of a list inside a column, as a section of its own: 'Protokolleinträge: Emotionen'. */
  nestedSection: (section: string, column: string) => `${section}: ${column}`,
};

/** The protocol as a table: the CSV download and the print view of a period. */
export const protocolExport = {
  columns: {
    date: 'Datum',
    time: 'Uhrzeit',
    type: 'Art',
    title: 'Titel',
    importance: 'Wichtigkeit',
    place: 'Ort',
    rating: 'Leistung',
    goalReached: 'Ziel erreicht',
    result: 'Ergebnis',
    notes: 'Notizen',
    inZone: 'Im Zielbereich (%)',
  },
  csvLink: 'Als CSV herunterladen',
  csvLinkAll: 'Protokoll als CSV herunterladen',
  csvLead:
    'Alle deine Protokolleinträge als Tabelle, eine Zeile je Eintrag – zum Öffnen in Excel oder LibreOffice.',
  printLink: 'Drucken oder als PDF speichern',
  invalidPeriod: 'Wähle einen gültigen Zeitraum.',
  print: {
    title: pageTitles.protocolPrint,
    subtitle: 'Trends und Einträge eines Zeitraums – zum Drucken oder Speichern als PDF',
    period: 'Zeitraum',
    from: 'Von',
    to: 'Bis',
    show: 'Anzeigen',
    print: 'Drucken / PDF',
    back: 'Zurück zum Protokoll',
    heading: (from: string, to: string) => `Protokoll vom ${from} bis ${to}`,
    printedFor: (name: string) => `Für ${name}`,
    summary: 'Überblick',
    entriesTitle: 'Einträge',
    empty: 'Keine Einträge in diesem Zeitraum.',
    truncated: (shown: string) =>
      `Es werden nur die ersten ${shown} Einträge gezeigt. Wähle einen kürzeren Zeitraum, um alle zu sehen.`,
    emotionsTitle: 'Emotionen im Zeitraum',
    emotion: 'Emotion',
    average: 'Ø Intensität',
    zone: 'Zielbereich',
    inZoneCount: 'Im Zielbereich',
    rated: 'Bewertet',
    outOf: (n: string, total: string) => `${n} von ${total}`,
    intensity: 'Intensität',
    noZone: 'ohne Zielbereich',
    noNotes: 'Keine Notizen',
    hint: 'Im Druckdialog deines Browsers kannst du „Als PDF speichern“ wählen.',
  },
};
