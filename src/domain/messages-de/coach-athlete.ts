/** The coach's athlete page beyond its basics: the shared trends, their period and the print view. */

export const coachAthletePage = {
  trendsTitle: 'Verläufe',
  trendsNotShared: (name: string) => `Verläufe teilt ${name} nicht mit dir.`,
  cocktailNotShared: (name: string) =>
    `Den Cocktail teilt ${name} nicht mit dir: Emotionen und Zielbereiche fehlen darum in den Verläufen.`,
  theirView: (name: string) => `Die Diagramme zeigen die Trends so, wie ${name} sie sieht.`,
  noEntries: 'In diesem Zeitraum gibt es keine Einträge.',
  invalidRange: 'Wähle einen gültigen Zeitraum.',
  print: 'Zeitraum drucken',
  printLead: (name: string) =>
    `Eine Druckansicht der Einträge, die ${name} mit dir teilt, für einen Zeitraum deiner Wahl.`,
  printBack: 'Zurück zur Athletenseite',
  printedFor: (name: string) => `${name} · mit dir geteilt`,
  printEntriesTitle: 'Mit dir geteilte Einträge',
  printNoNotes: (name: string) => `Notizen bleiben bei ${name} und stehen nicht in dieser Ansicht.`,
  printEmpty: (name: string) => `In diesem Zeitraum hat ${name} keine Einträge mit dir geteilt.`,
} as const;
