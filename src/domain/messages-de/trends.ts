import { pageTitles } from './app';

/**
 * The trends. The charts are the athlete's and appear on the coach's page of her too: what speaks to
 * the reader is keyed by `AccountRole`, the coach's words about her without possessives.
 */

import { counts } from './counts';
import type { AccountRole } from './settings';
import { zoneRange } from './zone-range';

export const trends = {
  title: pageTitles.trends,
  last7Days: 'Letzte 7 Tage',
  last30Days: '30 Tage',
  last90Days: '90 Tage',
  customRange: 'Eigener Zeitraum',
  subtitle: 'Was dein Protokoll über deine Leistung und deine Emotionen zeigt',
  overview: 'Überblick',
  invalidRange: 'Wähle einen gültigen Zeitraum, um deine Trends zu sehen.',
  range: {
    label: 'Zeitraum',
    from: 'Von',
    to: 'Bis',
    show: 'Anzeigen',
  },
  empty: {
    title: 'Keine Einträge in diesem Zeitraum',
    lead: 'Hier erscheinen deine Leistung, deine Emotionen und deine Zeit im Zielbereich, sobald du in diesem Zeitraum etwas in dein Protokoll geschrieben hast. Wähle einen anderen Zeitraum oder halte dein nächstes Training fest.',
    write: 'Eintrag schreiben',
  },
  /** What more entries will show, in one place instead of an empty box per chart. */
  upcoming: {
    title: 'Was deine nächsten Einträge zeigen',
    zones: (min: number, missing: number) =>
      `Ab ${min} Einträgen siehst du, bei welcher Intensität deiner Emotionen dir gute Leistungen gelingen: noch ${counts.entries(missing)} nötig.`,
    relation: (min: number) =>
      `Ab ${min} Einträgen mit einer Emotion im Zeitraum siehst du, wie sie mit deiner Bewertung zusammenhängt.`,
    sameRatings:
      'Deine Bewertungen waren bisher alle gleich. Sobald sie sich unterscheiden, siehst du, bei welcher Intensität dir gute Leistungen gelingen.',
  },
  showTable: 'Als Tabelle anzeigen',
  /** Column heads and axis labels several charts share. */
  columns: {
    date: 'Datum',
    title: 'Titel',
    type: 'Art',
    rating: 'Bewertung',
    inZone: 'Im Zielbereich',
  },
  stats: {
    entries: 'Einträge',
    rating: 'Ø Bewertung',
    ratingUnit: 'von 10',
    inZone: 'Ø im Zielbereich',
    noData: 'noch keine Daten',
  },
  performance: {
    title: 'Leistung im Verlauf',
    intro: {
      athlete: 'Deine Selbstbewertung (0 bis 10) für jeden Eintrag im Zeitraum.',
      coach: 'Die Selbstbewertung (0 bis 10) für jeden Eintrag im Zeitraum.',
    } satisfies Record<AccountRole, string>,
    none: 'Keine Bewertungen in diesem Zeitraum.',
    summary: (count: string, min: number, max: number, average: string | null) =>
      `${count} Bewertungen, niedrigste ${min}, höchste ${max}${average === null ? '' : `, im Schnitt ${average} von 10`}.`,
    axis: 'Bewertung (0–10)',
    point: (rating: number) => `Bewertung ${rating}`,
    caption: 'Leistung je Eintrag',
  },
  inZone: {
    title: 'Zeit im Zielbereich',
    intro: {
      athlete:
        'Welcher Anteil deiner Cocktail-Emotionen bei jedem Eintrag in seinem Zielbereich lag.',
      coach: 'Welcher Anteil der Cocktail-Emotionen bei jedem Eintrag in seinem Zielbereich lag.',
    } satisfies Record<AccountRole, string>,
    none: 'Keine Einträge mit Zielbereichen in diesem Zeitraum.',
    summary: {
      athlete: (average: string, full: string, total: string) =>
        `Im Schnitt ${average} deiner Emotionen im Zielbereich; bei ${full} von ${total} Einträgen waren alle darin.`,
      coach: (average: string, full: string, total: string) =>
        `Im Schnitt ${average} der Emotionen im Zielbereich; bei ${full} von ${total} Einträgen waren alle darin.`,
    } satisfies Record<AccountRole, unknown>,
    axis: 'Im Zielbereich (%)',
    entryAxis: 'Eintrag (Datum)',
    noZone: 'ohne Zielbereich',
    share: (share: string) => `${share} im Zielbereich`,
    caption: 'Anteil der Emotionen im Zielbereich je Eintrag',
  },
  emotions: {
    title: 'Emotionen und Zielbereich',
    intro: {
      athlete:
        'Jede Emotion deines Cocktails mit ihrer Intensität je Eintrag. Das farbige Band ist dein Zielbereich; volle Punkte liegen darin, leere Punkte außerhalb.',
      coach:
        'Jede Emotion des Cocktails mit ihrer Intensität je Eintrag. Das farbige Band ist der Zielbereich; volle Punkte liegen darin, leere Punkte außerhalb.',
    } satisfies Record<AccountRole, string>,
    none: 'Keine Emotion wurde in diesem Zeitraum bewertet.',
    summary: (hits: string, total: string) =>
      `Insgesamt ${hits} von ${total} Bewertungen im Zielbereich.`,
    zone: (min: number, max: number) => `Ziel ${zoneRange(min, max)}`,
    axis: 'Intensität',
    inZone: 'im Zielbereich',
    outside: 'außerhalb',
    unratedInRange: (labels: string) => `Im Zeitraum nicht bewertet: ${labels}.`,
    hits: (hits: string, total: string) => `${hits} von ${total} im Zielbereich`,
    caption: 'Intensität je Eintrag und Emotion (Zielbereich in Klammern, ✓ = im Zielbereich)',
  },
  calendar: {
    title: 'Kalender',
    intro: {
      athlete:
        'An welchen Tagen du Einträge geschrieben hast. Je kräftiger die Farbe, desto mehr Einträge.',
      coach:
        'An welchen Tagen Einträge geschrieben wurden. Je kräftiger die Farbe, desto mehr Einträge.',
    } satisfies Record<AccountRole, string>,
    summary: {
      athlete: (active: string, days: string) =>
        `An ${active} von ${days} Tagen hast du etwas eingetragen.`,
      coach: (active: string, days: string) =>
        `An ${active} von ${days} Tagen wurde etwas eingetragen.`,
    } satisfies Record<AccountRole, unknown>,
    monthEmpty: (month: string) => `${month}: keine Einträge`,
    noEntry: 'kein Eintrag',
    legend: 'Einträge pro Tag:',
    noDays: 'Keine Tage mit Einträgen.',
    caption: 'Tage mit Einträgen',
    day: 'Tag',
    entries: 'Einträge',
  },
  correlation: {
    none: 'kein erkennbarer Zusammenhang',
    weak: 'schwacher',
    medium: 'mittlerer',
    strong: 'starker',
    positive: 'positiver',
    negative: 'negativer',
    of: (strength: string, direction: string) => `${strength} ${direction} Zusammenhang`,
  },
  relation: {
    title: 'Emotionen und Leistung',
    tooFew: (n: number, min: number) => `Zu wenige Einträge (${n} von ${min})`,
    notComputable: 'Nicht berechenbar: Emotion oder Bewertung war immer gleich',
    noneYet: (min: number) => `Noch keine Emotion wurde in ${min} oder mehr Einträgen bewertet.`,
    hidden: (labels: string, min: number) =>
      `Noch nicht dabei, weil seltener als ${min}-mal im Zeitraum bewertet: ${labels}.`,
    strongestPositive: (label: string, r: string) => `Am stärksten positiv: ${label} (${r}).`,
    strongestNegative: (label: string, r: string) => `Am stärksten negativ: ${label} (${r}).`,
    noRelation: {
      athlete: 'Keine Emotion hängt erkennbar mit deiner Bewertung zusammen.',
      coach: 'Keine Emotion hängt erkennbar mit der Bewertung zusammen.',
    } satisfies Record<AccountRole, string>,
    intro: {
      athlete:
        'Wie stark jede Emotion mit deiner Bewertung zusammenhängt (Korrelation r, von −1 bis +1; n = Einträge mit dieser Emotion).',
      coach:
        'Wie stark jede Emotion mit der Selbstbewertung zusammenhängt (Korrelation r, von −1 bis +1; n = Einträge mit dieser Emotion).',
    } satisfies Record<AccountRole, string>,
    positive: 'Positiv',
    positiveMeans: {
      athlete: 'heißt: War die Emotion stärker, hast du deine Leistung meist besser bewertet.',
      coach: 'heißt: War die Emotion stärker, wurde die Leistung meist besser bewertet.',
    } satisfies Record<AccountRole, string>,
    negative: 'Negativ',
    negativeMeans:
      'heißt: je stärker, desto schlechter meist die Bewertung. Das zeigt nur, was zusammen auftritt, nicht was die Ursache ist.',
    axisNegative: '−1 negativ',
    axisPositive: '+1 positiv',
    axisTitle: {
      athlete: 'Zusammenhang mit deiner Bewertung (r)',
      coach: 'Zusammenhang mit der Bewertung (r)',
    } satisfies Record<AccountRole, string>,
    caption: {
      athlete: 'Zusammenhang jeder Emotion mit deiner Bewertung',
      coach: 'Zusammenhang jeder Emotion mit der Bewertung',
    } satisfies Record<AccountRole, string>,
    columns: {
      emotion: 'Emotion',
      group: 'Gruppe',
      entries: 'Einträge (n)',
      correlation: 'Korrelation (r)',
      assessment: 'Einordnung',
    },
  },
} as const;
