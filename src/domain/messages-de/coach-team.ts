/** The coach's team table, groups and the explained flags both sides see. */

import { zoneRange } from './zone-range';

const decimal = new Intl.NumberFormat('de-DE', { maximumFractionDigits: 1 });
/** A figure as German readers write it: 2,1 (one decimal at most). */
const formatFigure = (n: number) => decimal.format(n);

export const coachFlags = {
  performanceDrop: (rating: number, below: number, count: number, of: number) =>
    `Leistung ${formatFigure(rating)}, ${formatFigure(below)} unter dem Schnitt der letzten 4 Wochen, bei ${count} der letzten ${of} Einheiten`,
  outOfZone: (
    emotion: string,
    intensity: number,
    min: number,
    max: number,
    count: number,
    of: number,
  ) =>
    `${emotion} ${formatFigure(intensity)} bei Zone ${zoneRange(min, max)}, bei ${count} der letzten ${of} Einheiten`,
  noRecentEntry: (days: number) => `Seit ${days} Tagen kein Eintrag`,
  noEntry: 'Noch kein Eintrag',
  kinds: {
    'performance-drop': 'Leistung unter dem eigenen Schnitt',
    'out-of-zone': 'Emotion außerhalb der Zone',
    'no-recent-entry': 'Kein neuer Eintrag',
  },
  seenByNamed: (coach: string) => `${coach} hat das gesehen`,
  seen: 'Gesehen',
  noteFrom: (coach: string) => `Notiz von ${coach}:`,
  note: 'Notiz',
  markSeen: 'Als gesehen markieren',
  unmarkSeen: 'Nicht mehr als gesehen markieren',
  noteLabel: 'Notiz zu diesem Hinweis',
  noteHint: 'Die Notiz sieht auch die Athletin oder der Athlet.',
  saveNote: 'Notiz speichern',
  cardTitle: 'Hinweise deiner Trainer',
  cardLead:
    'So sehen deine Trainer deine geteilten Daten: was sich gegenüber deinen letzten 4 Wochen verändert hat.',
  atCoach: (coach: string) => `Bei ${coach}`,
  keyInvalid: 'Ungültiger Hinweis',
};

export const coachTeam = {
  status: {
    red: 'Rot',
    yellow: 'Gelb',
    green: 'Grün',
    none: 'Teilt nichts',
  },
  legendTitle: 'So entsteht der Status',
  legend: {
    red: 'Ein Hinweis zu Leistung oder Emotionen, den du noch nicht als gesehen markiert hast.',
    yellow: 'Seit 7 Tagen kein Eintrag, oder nur Hinweise, die du schon gesehen hast.',
    green: 'Keine Hinweise.',
    none: 'Teilt derzeit nichts mit dir; es ist nichts bekannt.',
    persistence:
      'Ein Hinweis entsteht erst, wenn sich etwas wiederholt (2 der letzten 3 Einheiten), nie durch einen einzelnen Eintrag.',
  },
  trend: {
    up: 'steigend',
    flat: 'gleichbleibend',
    down: 'fallend',
    unknown: 'zu wenig Daten',
  },
  columns: {
    name: 'Name',
    status: 'Status',
    lastEntry: 'Letzter Eintrag',
    trend: 'Leistungstrend',
    flags: 'Offene Hinweise',
    groups: 'Gruppen',
  },
  caption: 'Dein Team',
  details: 'Hinweise und Gruppen',
  search: 'Name oder Sportart suchen',
  filterStatus: 'Status',
  filterGroup: 'Gruppe',
  allStatuses: 'Alle',
  allGroups: 'Alle Gruppen',
  sortBy: 'Sortieren nach',
  sort: { name: 'Name', status: 'Status', lastEntry: 'Letzter Eintrag' },
  noFlags: 'keine',
  flagCount: (n: number) => (n === 1 ? '1 Hinweis' : `${n} Hinweise`),
  showFlags: (n: number) => (n === 1 ? '1 Hinweis ansehen' : `${n} Hinweise ansehen`),
  none: 'Noch keine Athletinnen und Athleten verbunden.',
  noMatch: 'Niemand passt zu diesen Filtern.',
  shown: (n: number, of: number) => `${n} von ${of} angezeigt`,
  groups: {
    title: 'Gruppen',
    lead: 'Eigene Gruppen wie „U18“ oder „Kader“; eine Person kann in mehreren sein.',
    name: 'Name der Gruppe',
    create: 'Gruppe anlegen',
    rename: 'Umbenennen',
    save: 'Speichern',
    remove: 'Löschen',
    removeLabel: (name: string) => `Gruppe ${name} löschen?`,
    removeText: 'Die Personen bleiben verbunden; nur die Gruppe und ihre Zuordnung gehen.',
    renameLabel: (name: string) => `Neuer Name für ${name}`,
    count: (n: number, max: number) => `${n} von ${max} Gruppen`,
    full: (max: number) => `Du hast ${max} Gruppen, mehr sind nicht möglich.`,
    duplicate: 'Diese Gruppe gibt es schon.',
    tooMany: (max: number) => `Höchstens ${max} Gruppen`,
    none: 'Noch keine Gruppen.',
    assign: (name: string) => `Gruppen von ${name}`,
  },
};
