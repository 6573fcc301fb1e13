/** What an athlete shares with each coach, the preview of a coach's view and the access log. */

import type { AccessKind, ShareableEntryType } from '../coach';
import { plural } from './plural';
import { zoneRange } from './zone-range';

export const sharing = {
  code: 'Einladungscode',
  codeHint: 'Den Code bekommst du von deinem Trainer, z. B. „ACDE-FGHJ“.',
  connectTo: (coach: string) => `Mit ${coach} verbinden?`,
  connect: 'Verbinden',
  check: 'Prüfen',
  seenBy: (coach: string) => `Das sieht ${coach}:`,
  trends: 'Trends',
  trendsHint:
    'Leistungsverlauf, Zeit in der Zone und Emotionen aller Einträge, ohne Titel der nicht geteilten',
  cocktailHint:
    'Deine Emotionen mit ihren Zielzonen, auch in Einträgen und Hinweisen, und dein letzter Check-in',
  allOfType: {
    competition: 'Alle Wettkampf-Einträge',
    training: 'Alle Trainings-Einträge',
  } satisfies Record<ShareableEntryType, string>,
  allOfTypeHint: {
    competition:
      'Auch alle künftigen, ohne deine Notizen; dazu Name und Datum deiner kommenden Wettkämpfe',
    training: 'Auch alle künftigen, ohne deine Notizen',
  } satisfies Record<ShareableEntryType, string>,
  singleEntriesNote:
    'Einzelne Einträge teilst du im Protokoll beim Eintrag. Deine Notizen sieht niemand außer dir.',
  // Settings > Trainer
  yourCoaches: 'Deine Trainer',
  yourCoachesLead:
    'Jeder Trainer sieht nur, was du für ihn freigibst. Was du für einen Trainer änderst, gilt nur für ihn.',
  previewLink: (coach: string) => `So sieht dich ${coach}`,
  // A summary of one link's choices, e.g. in Datenschutz
  summaryParts: {
    trends: 'Trends',
    cocktail: 'Cocktail',
    competition: 'alle Wettkämpfe',
    training: 'alle Trainings',
  },
  singleShared: (n: number) =>
    plural(n, '1 einzeln geteilter Eintrag', `${n} einzeln geteilte Einträge`),
  summaryNothing: 'Nichts',
  changeChoices: 'Freigaben ändern',
  perCoachTitle: 'Was deine Trainer sehen',
  perCoachLead: 'Für jeden Trainer getrennt. Ändern kannst du es unter „Trainer“.',
  noCoaches: 'Du bist mit keinem Trainer verbunden: Niemand sieht deine Daten.',
  // The preview
  previewTitle: (coach: string) => `So sieht dich ${coach}`,
  previewLead: (coach: string) =>
    `Genau das zeigt die App ${coach}: dieselben Antworten, die ${coach} bekommt. Deine Notizen sind nie dabei.`,
  previewPortalRow: 'In der Athletenliste',
  previewNotFound: 'Diese Verbindung gibt es nicht (mehr).',
  backToSettings: 'Zurück zu den Einstellungen',
  // The coach's side
  sharesNothing: 'Teilt derzeit nichts',
  sharesNothingLong:
    'Diese Person teilt derzeit nichts mit dir. Die Verbindung besteht weiter; sobald sie wieder teilt, siehst du es hier.',
  linkEnded: 'Verbindung beendet',
  // The entry's share action
  entryShareTitle: 'Mit Trainern teilen',
  entryShareLead:
    'Geteilt wird der Eintrag ohne deine Notizen, nur mit den Trainern, die du wählst.',
  entryShareAutomatic: (coach: string, type: string) =>
    `Alle ${type} teilst du mit ${coach} automatisch.`,
  entryShareAutomaticTypes: {
    competition: 'Wettkämpfe',
    training: 'Trainings',
  } satisfies Record<ShareableEntryType, string>,
  entryShareMessage: 'Nachricht an die gewählten Trainer (optional)',
  entryShareSave: 'Freigabe speichern',
  entryShareSaved: 'Freigabe gespeichert',
  entrySharedWith: (names: string) => `Geteilt mit ${names}`,
  entrySharedAutomatically: (names: string) => `Automatisch geteilt mit ${names}`,
  entryNotShared: 'Mit keinem Trainer einzeln geteilt',
  entryShared: 'Geteilt',
  // Datenschutz: the access log
  accessLogTitle: 'Zugriffe deiner Trainer',
  accessLogLead:
    'Wann deine Trainer deine Daten angesehen haben, in den letzten 90 Tagen. Ältere Einträge werden gelöscht.',
  accessLogEmpty: 'In den letzten 90 Tagen hat kein Trainer deine Daten angesehen.',
  accessKinds: {
    portal: 'Portal',
    'athlete-list': 'Athletenliste',
    athlete: 'Deine Seite',
    inbox: 'Posteingang',
    export: 'Datenexport',
  } satisfies Record<AccessKind, string>,
  accessCount: (n: number) => plural(n, 'einmal', `${n}-mal`),
  accessLast: (time: string) => `zuletzt ${time}`,
} as const;

/** What a coach sees of an athlete, in the coach's view and in the athlete's preview of it. */
export const athleteView = {
  noSport: 'Keine Sportart angegeben',
  flags: 'Hinweise',
  noEntry: 'Noch kein Eintrag',
  lastEntry: 'Letzter Eintrag:',
  yes: 'ja',
  no: 'nein',
  sharedTitle: 'Was geteilt wird',
  singleEntries: 'Einzelne Einträge',
  whenShared: 'wenn geteilt',
  cocktail: 'Cocktail',
  cocktailTitle: 'Performance-Cocktail',
  noCocktail: 'Noch kein Cocktail angelegt.',
  lastCheckIn: (at: string) => `Letzter Check-in: ${at}`,
  noCheckIn: 'Noch kein Check-in: nur die Zielbereiche.',
  rating: 'Bewertung',
  inZone: 'In der Zone',
  goalReached: 'Ziel erreicht',
  noTargetZones: 'keine Zielbereiche',
  result: 'Ergebnis',
  emotions: 'Emotionen',
  target: (min: number, max: number) => `(Ziel ${zoneRange(min, max)})`,
  sharedEntries: 'Geteilte Einträge',
  noSharedEntries: 'Noch keine Einträge geteilt.',
} as const;
