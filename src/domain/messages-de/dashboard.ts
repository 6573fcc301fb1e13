import { pageTitles } from './app';

/** The dashboard. */

export const dashboard = {
  title: pageTitles.dashboard,
  welcome: (name: string) => `Willkommen, ${name}`,
  recentActivity: 'Letzte Aktivitäten',
  performanceStats: 'Leistungsstatistik',
  quickActions: 'Schnellaktionen',
  emptyActivity: 'Keine Aktivitäten vorhanden',
  activity: {
    entry: 'Eintrag',
    feedback: 'Feedback',
    rating: (rating: number) => `Bewertung ${rating}/10`,
    inZone: (share: string) => `${share} im Zielbereich`,
    emptyLead:
      'Halte nach deinem nächsten Training fest, wie du dich gefühlt und was du geleistet hast. So lernst du Schritt für Schritt deine Zone kennen.',
    firstEntry: 'Ersten Eintrag schreiben',
  },
  actions: {
    newEntryHint: 'Training oder Wettkampf protokollieren',
    cocktailHint: 'Einchecken und Zonen prüfen',
    toolboxHint: 'Techniken zum Regulieren',
    routineHint: 'Deine Routine vor dem Start',
  },
  stats: {
    weekLabel: 'Einträge diese Woche',
    weekHint: 'seit Montag',
    ratingLabel: 'Ø Bewertung',
    ratingUnit: 'von 10',
    last30Days: 'letzte 30 Tage',
    zoneLabel: 'Im Zielbereich',
    zoneHint: 'Emotionen, letzte 30 Tage',
    streakLabel: 'Serie',
    streakHint: 'in Folge mit Eintrag',
    totalLabel: 'Einträge gesamt',
    totalHint: 'seit Beginn',
    noData: 'noch keine Daten',
  },
} as const;
