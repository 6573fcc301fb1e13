/** Zone learning: the zones of the athlete's best entries, shown in the cocktail editor and the trends. */

import { plural } from './plural';

export const zoneLearning = {
  title: 'Deine Zone aus deinen besten Leistungen',
  exactly: (n: number) => `genau ${n}`,
  range: (min: number, max: number) => `${min} bis ${max}`,
  basis: (entries: string) => `Grundlage: ${entries}`,
  suggestion: 'Vorschlag',
  noSuggestion: 'noch keiner',
  current: 'Aktuell',
  notRated: 'Keiner deiner besten Einträge hat diese Emotion bewertet.',
  fits: 'Passt: Dein Zielbereich entspricht schon deinen besten Leistungen.',
  takeOver: 'Übernehmen',
  takenOver: (n: number) =>
    plural(
      n,
      'Vorschlag übernommen. Speichere den Cocktail, um ihn zu behalten.',
      'Vorschläge übernommen. Speichere den Cocktail, um sie zu behalten.',
    ),
  takeOverAll: 'Alle übernehmen',
  explanation: (best: string) =>
    `Der Vorschlag zeigt, wie intensiv deine Emotionen waren, wenn du dich am besten bewertet hast (oberes Viertel: ${best}): den Bereich, in dem die mittlere Hälfte dieser Werte lag. Darunter steht dein aktueller Zielbereich.`,
  learning: (min: number, missing: string) =>
    `Ab ${min} Einträgen lernt Leistungszone deine Zone (noch ${missing})`,
} as const;
