import { pageTitles } from './app';

/** The trends. */

import { counts } from './counts';
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
    intro: 'Deine Selbstbewertung (0 bis 10) für jeden Eintrag im Zeitraum.',
    none: 'Keine Bewertungen in diesem Zeitraum.',
    summary: (count: string, min: number, max: number, average: string | null) =>
      `${count} Bewertungen, niedrigste ${min}, höchste ${max}${average === null ? '' : `, im Schnitt ${average} von 10`}.`,
    axis: 'Bewertung (0–10)',
    point: (rating: number) => `Bewertung ${rating}`,
    caption: 'Leistung je Eintrag',
  },
  inZone: {
    title: 'Zeit im Zielbereich',
    intro: 'Welcher Anteil deiner Cocktail-Emotionen bei jedem Eintrag in seinem Zielbereich lag.',
    none: 'Keine Einträge mit Zielbereichen in diesem Zeitraum.',
    summary: (average: string, full: string, total: string) =>
      `Im Schnitt ${average} deiner Emotionen im Zielbereich; bei ${full} von ${total} Einträgen waren alle darin.`,
    axis: 'Im Zielbereich (%)',
    entryAxis: 'Eintrag (Datum)',
    noZone: 'ohne Zielbereich',
    share: (share: string) => `${share} im Zielbereich`,
    caption: 'Anteil der Emotionen im Zielbereich je Eintrag',
  },
  emotions: {
    title: 'Emotionen und Zielbereich',
    intro:
      'Jede Emotion deines Cocktails mit ihrer Intensität je Eintrag. Das farbige Band ist dein Zielbereich; volle Punkte liegen darin, leere Punkte außerhalb.',
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
    intro:
      'An welchen Tagen du Einträge geschrieben hast. Je kräftiger die Farbe, desto mehr Einträge.',
    summary: (active: string, days: string) =>
      `An ${active} von ${days} Tagen hast du etwas eingetragen.`,
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
    noRelation: 'Keine Emotion hängt erkennbar mit deiner Bewertung zusammen.',
    intro:
      'Wie stark jede Emotion mit deiner Bewertung zusammenhängt (Korrelation r, von −1 bis +1; n = Einträge mit dieser Emotion).',
    positive: 'Positiv',
    positiveMeans: 'heißt: War die Emotion stärker, hast du deine Leistung meist besser bewertet.',
    negative: 'Negativ',
    negativeMeans:
      'heißt: je stärker, desto schlechter meist die Bewertung. Das zeigt nur, was zusammen auftritt, nicht was die Ursache ist.',
    axisNegative: '−1 negativ',
    axisPositive: '+1 positiv',
    axisTitle: 'Zusammenhang mit deiner Bewertung (r)',
    caption: 'Zusammenhang jeder Emotion mit deiner Bewertung',
    columns: {
      emotion: 'Emotion',
      group: 'Gruppe',
      entries: 'Einträge (n)',
      correlation: 'Korrelation (r)',
      assessment: 'Einordnung',
    },
  },
} as const;
