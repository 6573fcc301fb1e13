/** Zone learning: the zones of the athlete's best entries, shown in the cocktail editor and the trends. */

import { plural } from './plural';
import { zoneRange } from './zone-range';

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

/** The sliders and bars that show a zone and an intensity on the 0–10 scale. */
export const zoneControls = {
  zone: (min: number, max: number) => `Zielbereich ${zoneRange(min, max)}`,
  fromLabel: (label: string) => `${label}: Zielbereich von`,
  fromValue: (n: number) => `von ${n}`,
  toLabel: (label: string) => `${label}: Zielbereich bis`,
  toValue: (n: number) => `bis ${n}`,
  notRated: 'nicht bewertet',
  /** Beside a slider nobody has touched yet: it sits in the middle but holds no value. */
  unsetHint: 'Noch offen – tippe auf einen Wert',
  ofTen: (n: number) => `${n} von 10`,
  barNotRated: (label: string, min: number, max: number) =>
    `${label}: Zielbereich ${zoneRange(min, max, true)}, noch nicht bewertet`,
  bar: (label: string, value: number, min: number, max: number, distance: string) =>
    `${label}: aktuell ${value}, Zielbereich ${zoneRange(min, max, true)}, ${distance}`,
  target: (min: number, max: number) => `Ziel ${zoneRange(min, max)}`,
} as const;
