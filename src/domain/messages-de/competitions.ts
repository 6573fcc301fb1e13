import { pageTitles } from './app';

/** Competitions: the list, its form, the link of entries, check-ins and routines to one, the reminder. */

export const competitions = {
  title: pageTitles.competitions,
  subtitle: 'Deine Wettkämpfe im Blick: verknüpfe Protokoll, Check-ins und Routinen mit ihnen.',
  add: 'Wettkampf hinzufügen',
  edit: 'Bearbeiten',
  editTitle: 'Wettkampf bearbeiten',
  newTitle: 'Neuer Wettkampf',
  name: 'Name',
  date: 'Datum',
  startTime: 'Startzeit (optional)',
  startTimeHint: 'Ohne Startzeit gilt 9:00 Uhr, z. B. für die Erinnerung.',
  importance: 'Wichtigkeit',
  importanceValue: (n: number) => `Wichtigkeit ${n} von 5`,
  place: 'Ort (optional)',
  save: 'Speichern',
  cancel: 'Abbrechen',
  delete: 'Löschen',
  deleteTitle: 'Wettkampf löschen?',
  deleteText: (name: string) =>
    `„${name}“ wird gelöscht. Verknüpfte Einträge, Check-ins und Routinen bleiben erhalten, nur die Verknüpfung entfällt.`,
  saved: 'Wettkampf gespeichert',
  deleted: 'Wettkampf gelöscht',
  upcoming: 'Anstehend',
  noUpcoming: 'Kein anstehender Wettkampf. Füge deinen nächsten hinzu.',
  past: (count: number) => `Vergangene Wettkämpfe (${count})`,
  pastGroup: 'Vergangen',
  today: 'Heute',
  inDays: (days: number) => (days === 1 ? 'Morgen' : `In ${days} Tagen`),
  at: (time: string) => `${time} Uhr`,
  /** The optional select in the protocol's context step and the check-in form. */
  link: 'Wettkampf (optional)',
  noLink: 'Kein Wettkampf',
  manage: 'Wettkämpfe verwalten',
  linkHint:
    'Verknüpfe den Eintrag mit einem Wettkampf, um vorher, währenddessen und nachher zu vergleichen.',
  phase: {
    before: 'vor dem Wettkampf',
    during: 'am Wettkampftag',
    after: 'nach dem Wettkampf',
  },
  phaseTag: (phase: string, name: string) => `${phase}: ${name}`,
  unknown: 'Wettkampf nicht gefunden',
  backdated: (when: string) => `nachgetragen am ${when}`,
  importanceHint: '1 = wenig wichtig, 5 = Saisonhöhepunkt',
  /** Several named routines on the tunnel routine screen. */
  routines: {
    settings: 'Routine und Wettkampf',
    pick: 'Routine',
    add: 'Neue Routine',
    /** The marker first: a phone's closed list cuts the end of a long name. */
    unsaved: (name: string) => (name ? `Neu: ${name}` : 'Neue Routine'),
    name: 'Name der Routine',
    defaultName: 'Meine Routine',
    delete: 'Routine löschen',
    deleteTitle: 'Routine löschen?',
    deleteText: (name: string) =>
      `„${name}“ wird gelöscht. Bisherige Durchläufe bleiben in der Liste.`,
    deleted: 'Routine gelöscht',
    forCompetition: 'Für einen Wettkampf (optional)',
  },
  /** The routine's reminder before its competition. */
  reminder: {
    label: 'Erinnerung',
    none: 'Keine Erinnerung',
    eveningBefore: 'Am Vorabend (19:00 Uhr)',
    morningOf: 'Am Morgen (7:00 Uhr)',
    twoHours: '2 Stunden vorher',
    hint: 'Per E-Mail, einmal je Routine und Wettkampf.',
    pastCompetition: 'Der Wettkampf liegt in der Vergangenheit: keine Erinnerung.',
  },
  mail: {
    subject: (competition: string) => `Deine Routine für „${competition}“`,
    greeting: (name: string) => `Hallo ${name},`,
    body: (routine: string, competition: string, when: string) =>
      `bald ist es so weit: „${competition}“ (${when}). Deine Routine „${routine}“ ist bereit.`,
    action: 'Routine öffnen',
    footer: 'Du bekommst diese E-Mail, weil du eine Erinnerung für deine Routine gewählt hast.',
  },
} as const;
