/** Zone learning: the learned optimal ranges as suggestions, in the cocktail editor. */

import { counts } from './counts';
import { plural } from './plural';
import type { AccountRole } from './settings';
import { zoneRange } from './zone-range';

/** '4 bis 6', or '4' for one point: ranges in sentences (a screen reader reads '4–6' as a minus). */
const rangeWords = (min: number, max: number) => (min === max ? `${min}` : `${min} bis ${max}`);

let lists: Intl.ListFormat | undefined;
/** '0 bis 1, 5 und 9 bis 10'. */
function listOf(ranges: readonly (readonly [number, number])[]): string {
  lists ??= new Intl.ListFormat('de-DE', { type: 'conjunction' });
  return lists.format(ranges.map(([min, max]) => rangeWords(min, max)));
}

/** '7 von 10 Mal', from a chance 0..1. */
const outOfTen = (chance: number) => `${Math.round(chance * 10)} von 10 Mal`;

/** How the good performances are defined, once for every place that explains it. */
const goodRule = (from: number, viewer: AccountRole) =>
  `Als gute Leistung zählt das obere Drittel ${viewer === 'athlete' ? 'deiner' : 'der'} eigenen Bewertungen: ${from === 10 ? '10' : `${from} bis 10`}.`;

/**
 * Where good performances come, said to the athlete (`dir`: ' dir') or to a coach about her (''):
 * the sentences read right either way, so each is written once.
 */
function chanceSentences(dir: string) {
  return {
    optimal: (min: number, max: number, chance: number) =>
      `Bei ${rangeWords(min, max)} gelingt${dir} am häufigsten eine gute Leistung (${outOfTen(chance)}).`,
    others: (
      moderate: readonly (readonly [number, number])[],
      poor: readonly (readonly [number, number])[],
    ) => {
      if (moderate.length === 0) {
        return poor.length === 0 ? '' : `Bei ${listOf(poor)} gelingt sie${dir} selten.`;
      }
      const rare = poor.length === 0 ? '' : `, bei ${listOf(poor)} selten`;
      return `Bei ${listOf(moderate)} gelingt sie${dir} mittelmäßig oft${rare}.`;
    },
    unclear: `Noch zeigt sich kein Bereich, in dem${dir} gute Leistungen deutlich häufiger gelingen.`,
    summary: (found: number, learned: number) =>
      `Bei ${found} von ${learned} ${plural(learned, 'Emotion', 'Emotionen')} zeigt sich ein Bereich, in dem${dir} gute Leistungen am häufigsten gelingen.`,
  };
}
const toAthlete = chanceSentences(' dir');
const toCoach = chanceSentences('');

export const zoneLearning = {
  title: 'Vorschlag aus deinem Protokoll',
  exactly: (n: number) => `genau ${n}`,
  range: (min: number, max: number) => `${min} bis ${max}`,
  basis: (entries: string) => `Grundlage: ${entries}`,
  suggestion: 'Vorschlag',
  noSuggestion: 'noch keiner',
  current: 'Aktuell',
  chance: (chance: number) => `Dort gelingt dir eine gute Leistung ${outOfTen(chance)}.`,
  unclear: toAthlete.unclear,
  needed: (n: number) => `Noch ${counts.entries(n)} mit dieser Emotion nötig.`,
  fits: 'Passt: Dein Zielbereich ist schon der Bereich deiner häufigsten guten Leistungen.',
  takeOver: 'Übernehmen',
  takenOver: (n: number) =>
    plural(
      n,
      'Vorschlag übernommen. Speichere den Cocktail, um ihn zu behalten.',
      'Vorschläge übernommen. Speichere den Cocktail, um sie zu behalten.',
    ),
  takeOverAll: 'Alle übernehmen',
  explanation: (from: number) =>
    `${goodRule(from, 'athlete')} Der Vorschlag ist der Bereich jeder Emotion, in dem dir gute Leistungen am häufigsten gelungen sind. Darunter steht dein aktueller Zielbereich.`,
  learning: (min: number, missing: number) =>
    `Ab ${min} Einträgen lernt Leistungszone, bei welcher Intensität dir gute Leistungen gelingen: noch ${counts.entries(missing)} nötig.`,
  sameRatings:
    'Deine Bewertungen waren bisher alle gleich. Sobald sie sich unterscheiden, lernt Leistungszone, bei welcher Intensität dir gute Leistungen gelingen.',
} as const;

/**
 * The chance curves of the trends: how likely a good performance is at each intensity. The coach's
 * page of an athlete shows them too: what speaks to the reader is keyed by `AccountRole`.
 */
export const zoneChances = {
  title: {
    athlete: 'Wann dir gute Leistungen gelingen',
    coach: 'Wann gute Leistungen gelingen',
  } satisfies Record<AccountRole, string>,
  intro: {
    athlete: (from: number) =>
      `${goodRule(from, 'athlete')} Für jede Emotion deines Cocktails siehst du, wie wahrscheinlich eine gute Leistung bei jeder Intensität ist, aus allen deinen Einträgen. Die Linie ist die Schätzung, das Band ihr 80-%-Bereich: Je schmaler es ist, desto mehr Einträge stehen dahinter.`,
    coach: (from: number) =>
      `${goodRule(from, 'coach')} Für jede Emotion des Cocktails zeigt die Kurve, wie wahrscheinlich eine gute Leistung bei jeder Intensität ist, aus allen Einträgen. Die Linie ist die Schätzung, das Band ihr 80-%-Bereich: Je schmaler es ist, desto mehr Einträge stehen dahinter.`,
  } satisfies Record<AccountRole, unknown>,
  optimal: { athlete: toAthlete.optimal, coach: toCoach.optimal },
  others: { athlete: toAthlete.others, coach: toCoach.others },
  unknown: {
    athlete: (ranges: readonly (readonly [number, number])[]) =>
      `Zu ${listOf(ranges)} hast du noch zu wenige Einträge.`,
    coach: (ranges: readonly (readonly [number, number])[]) =>
      `Zu ${listOf(ranges)} gibt es noch zu wenige Einträge.`,
  } satisfies Record<AccountRole, unknown>,
  unclear: { athlete: toAthlete.unclear, coach: toCoach.unclear },
  needed: (n: number) => `noch ${counts.entries(n)} nötig`,
  neededLong: (label: string, n: number) =>
    `${label}: noch ${counts.entries(n)} mit dieser Emotion nötig.`,
  summary: { athlete: toAthlete.summary, coach: toCoach.summary },
  xAxis: 'Intensität',
  yAxis: 'Chance',
  average: 'Ø',
  legend: {
    line: 'Chance auf eine gute Leistung',
    band: '80-%-Bereich',
    optimal: 'Bester Bereich',
    zone: { athlete: 'Dein Zielbereich', coach: 'Zielbereich' } satisfies Record<
      AccountRole,
      string
    >,
    average: 'Ø so oft wie im Schnitt',
  },
  point: (intensity: number, entries: string, chance: string) =>
    `Intensität ${intensity}: ${chance} (${entries})`,
  caption: (label: string) => `${label}: Chance auf eine gute Leistung je Intensität`,
  columns: {
    intensity: 'Intensität',
    entries: 'Einträge',
    good: 'davon gut',
    chance: 'Chance',
    interval: '80-%-Bereich',
    band: 'Einordnung',
  },
  bands: {
    optimal: 'am häufigsten gut',
    moderate: 'mittel',
    poor: 'selten',
    unknown: 'zu wenige Einträge',
  },
  toCocktail: 'Zielbereiche im Cocktail anpassen',
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
