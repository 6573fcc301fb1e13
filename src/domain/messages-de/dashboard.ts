/** The dashboard. */

export const dashboard = {
  title: 'Dashboard',
  welcome: (name: string) => `Willkommen, ${name}`,
  recentActivity: 'Letzte Aktivitäten',
  performanceStats: 'Leistungsstatistik',
  quickActions: 'Schnellaktionen',
  emptyActivity: 'Keine Aktivitäten vorhanden',
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
