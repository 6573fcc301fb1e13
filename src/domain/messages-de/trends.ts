/** The trends. */

export const trends = {
  title: 'Trends',
  last7Days: 'Letzte 7 Tage',
  last30Days: '30 Tage',
  last90Days: '90 Tage',
  customRange: 'Eigener Zeitraum',
} as const;
