/** The steps of the introduction wizard, beyond the titles the navigation shows (app.ts). */

import type { SportLevel } from '../schemas/athlete';

export const onboardingSteps = {
  profile: {
    lead: 'Erzähl uns kurz, wer du bist und welchen Sport du machst. So passen Beispiele und Auswertungen zu dir.',
    name: 'Name',
    sport: 'Sportart',
    sportHint: 'Wähle aus der Liste oder schreib deine eigene.',
    level: 'Leistungsniveau',
    // Suggestions for the sport field; any other sport may be typed.
    sports: [
      'Leichtathletik',
      'Fußball',
      'Handball',
      'Tennis',
      'Schwimmen',
      'Turnen',
      'Radsport',
      'Triathlon',
      'Basketball',
      'Volleyball',
      'Eishockey',
      'Ski alpin',
      'Judo',
      'Rudern',
      'Golf',
    ],
    levelDescriptions: {
      recreational: 'Sport als Ausgleich, ohne feste Wettkämpfe',
      amateur: 'Regelmäßiges Training und Wettkämpfe im Verein',
      competitive: 'Gezieltes Training für Meisterschaften',
      elite: 'Nationale oder internationale Spitze',
    } satisfies Record<SportLevel, string>,
  },
} as const;
