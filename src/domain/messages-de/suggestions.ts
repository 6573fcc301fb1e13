/** The technique suggestions for the athlete's state, on the dashboard, the cocktail and the toolbox. */

export const techniqueSuggestions = {
  title: 'Für dich jetzt',
  noCheckIn: 'Noch kein Check-in – hier sind Techniken für jedes Ziel.',
  // The hint around the link to the check-in.
  afterA: 'Nach einem',
  checkInLink: 'Check-in im Performance-Cocktail',
  fitState: 'passen die Vorschläge zu deinem Zustand.',
  loading: 'Vorschläge werden geladen …',
  loadFailed: 'Vorschläge konnten nicht geladen werden.',
  minutes: 'Minuten',
} as const;
