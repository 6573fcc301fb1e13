/** The protocol. */

export const protocol = {
  title: 'Protokoll',
  context: 'Kontext',
  emotions: 'Emotionen',
  performance: 'Leistung',
  notes: 'Notizen',
  summary: 'Zusammenfassung',
  saveEntry: 'Eintrag speichern',
} as const;
