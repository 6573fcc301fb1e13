/** The tunnel routine: its editor and, in time, its player. */

export const tunnelRoutine = {
  title: 'Tunnel-Routine',
  subtitle: 'Dein fester Ablauf vor dem Start – Schritt für Schritt in den Tunnel.',
  checkMarked: 'Bitte prüfe die markierten Angaben.',
  templateApplied: (title: string, steps: string) =>
    `Vorlage „${title}“ übernommen: ${steps}. Speichere, um sie zu behalten.`,
  yourRoutine: 'Deine Routine',
  total: 'Gesamt',
  minutes: 'Min',
  notSaved: 'Nicht gespeichert',
  start: 'Routine starten',
  empty: 'Noch keine Schritte. Füge deinen ersten Schritt hinzu oder starte mit einer Vorlage.',
  addStep: 'Schritt hinzufügen',
  replaceTitle: 'Routine ersetzen?',
  replace: 'Ersetzen',
  replaceText: (title: string | undefined, steps: string) =>
    `Die Vorlage „${title ?? ''}“ ersetzt deine ${steps}. Gespeichert wird erst, wenn du auf „Speichern“ tippst.`,
  discardTitle: 'Änderungen verwerfen?',
  discard: 'Verwerfen',
  keepEditing: 'Weiter bearbeiten',
  discardText:
    'Du hast deine Routine geändert, aber noch nicht gespeichert. Wenn du die Seite jetzt verlässt, gehen die Änderungen verloren.',
} as const;
