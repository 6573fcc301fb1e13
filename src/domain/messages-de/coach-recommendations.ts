/** A coach recommends a technique or a routine; the athlete takes or dismisses it. */

import { plural } from './plural';

export const coachRecommendations = {
  // The coach's side, on the athlete's page
  title: 'Technik oder Routine empfehlen',
  lead: (name: string) =>
    `Schlage ${name} eine Technik aus der Toolbox oder einen Ablauf für die Routine vor. Übernehmen oder nicht – das entscheidet ${name}.`,
  kind: 'Was empfiehlst du?',
  kindTechnique: 'Technik',
  kindRoutine: 'Routine',
  technique: 'Technik',
  routineName: 'Name der Routine',
  template: 'Mit einer Vorlage beginnen',
  templateNone: 'Leer beginnen',
  steps: 'Schritte',
  stepTitle: (n: number) => `Schritt ${n}`,
  stepSeconds: (n: number) => `Dauer von Schritt ${n} in Sekunden`,
  addStep: 'Schritt hinzufügen',
  removeStep: (n: number) => `Schritt ${n} entfernen`,
  stepCount: (n: number, max: number) => `${n} von höchstens ${max} Schritten`,
  stepsFull: (max: number) => `Grenze erreicht: höchstens ${max} Schritte`,
  competition: 'Vor einem Wettkampf (optional)',
  competitionNone: 'Ohne bestimmten Wettkampf',
  competitionPrivacy:
    'Von den Wettkämpfen siehst du nur Name und Datum der kommenden, solange die Wettkampf-Einträge mit dir geteilt sind.',
  competitionsNotShared: (athlete: string) =>
    `Wettkämpfe von ${athlete} siehst du hier, sobald die Wettkampf-Einträge mit dir geteilt sind.`,
  noCompetitions: 'Keine kommenden Wettkämpfe eingetragen.',
  note: 'Ein paar Worte dazu (optional)',
  send: 'Empfehlung senden',
  openCount: (n: number, max: number) => `${n} von höchstens ${max} offenen Empfehlungen`,
  tooManyOpen: (max: number) =>
    `Höchstens ${max} offene Empfehlungen. Warte, bis einige übernommen oder verworfen sind.`,
  sentTitle: 'Deine Empfehlungen',
  noneSent: 'Noch keine Empfehlungen.',
  states: { open: 'Offen', taken: 'Übernommen', dismissed: 'Verworfen' },
  withdrawn: 'Zurückgezogen',
  withdraw: 'Zurückziehen',
  withdrawLabel: (title: string) => `Empfehlung „${title}“ zurückziehen`,
  withdrawTitle: 'Empfehlung zurückziehen?',
  withdrawText: (title: string, name: string) =>
    `${name} sieht „${title}“ dann nicht mehr unter den Empfehlungen. Was ${name} schon übernommen hat, bleibt erhalten.`,
  // The athlete's side
  badge: 'von deinem Trainer empfohlen',
  from: (coach: string) => `Von ${coach}`,
  before: (competition: string, day: string) => `Vor „${competition}“ am ${day}`,
  stepsSummary: (n: number, duration: string) =>
    `${plural(n, '1 Schritt', `${n} Schritte`)}, ${duration}`,
  take: 'Übernehmen',
  takeRoutine: 'Als Routine übernehmen',
  dismiss: 'Verwerfen',
  taken: 'Übernommen',
  routineFallbackName: 'Routine von deinem Trainer',
  listTitle: 'Empfehlungen deines Trainers',
  dashboardNote: (n: number) =>
    plural(
      n,
      'Dein Trainer hat dir etwas empfohlen.',
      `Dein Trainer hat dir ${n} Dinge empfohlen.`,
    ),
} as const;
