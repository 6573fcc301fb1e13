/** The trends. */

export const trends = {
  title: 'Trends',
  last7Days: 'Letzte 7 Tage',
  last30Days: '30 Tage',
  last90Days: '90 Tage',
  customRange: 'Eigener Zeitraum',
  relation: {
    title: 'Emotionen und Leistung',
    tooFew: (n: number, min: number) => `Zu wenige Einträge (${n} von ${min})`,
    notComputable: 'Nicht berechenbar: Emotion oder Bewertung war immer gleich',
    noneYet: (min: number) => `Noch keine Emotion wurde in ${min} oder mehr Einträgen bewertet.`,
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
