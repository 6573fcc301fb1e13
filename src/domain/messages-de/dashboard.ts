/** The dashboard. */

export const dashboard = {
  title: 'Dashboard',
  welcome: (name: string) => `Willkommen, ${name}`,
  recentActivity: 'Letzte Aktivitäten',
  performanceStats: 'Leistungsstatistik',
  quickActions: 'Schnellaktionen',
  emptyActivity: 'Keine Aktivitäten vorhanden',
} as const;
