/** The tunnel routine: its editor and, in time, its player. */

import { plural } from './plural';

/** "1 von 3 Schritten", "1 von 1 Schritt". */
const stepsOf = (done: number, steps: number) =>
  `${done} von ${steps} ${plural(steps, 'Schritt', 'Schritten')}`;
const skippedSteps = (n: number) => `${n} übersprungen`;

export const tunnelRoutine = {
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
  player: {
    completed: 'Routine abgeschlossen',
    ended: 'Routine beendet',
    stepOf: (n: number, total: number) => `Schritt ${n} von ${total}`,
    announceStep: (n: number, total: number, title: string, cue: string) =>
      `Schritt ${n} von ${total}: ${title}.${cue ? ` Schlüsselwort: ${cue}.` : ''}`,
    paused: 'Pausiert',
    timeLeft: 'Verbleibende Zeit im Schritt',
    progress: 'Fortschritt der Routine',
    progressText: (elapsed: string, total: string) => `${elapsed} von ${total}`,
    next: 'Als Nächstes',
    goal: 'Ziel: Du bist im Tunnel.',
    pause: 'Pause',
    resume: 'Fortsetzen',
    skip: 'Überspringen',
    end: 'Beenden',
    signal: 'Ton/Vibration',
    signalWhen: 'beim Schrittwechsel',
    allDone: (steps: number, minutes: string) =>
      `${plural(steps, '1 Schritt', `Alle ${steps} Schritte`)} in ${minutes} Min. Du bist im Tunnel – los geht's!`,
    /** A run that reached the end with steps jumped over: counted honestly, then the time. */
    doneWithSkips: (done: number, steps: number, skipped: number, minutes: string) =>
      `${stepsOf(done, steps)}, ${skippedSteps(skipped)}, in ${minutes} Min.`,
    partDone: (done: number, steps: number, skipped: number) =>
      skipped > 0
        ? `${stepsOf(done, steps)} geschafft, ${skippedSteps(skipped)}.`
        : `${stepsOf(done, steps)} geschafft.`,
    saving: 'Wird gespeichert …',
    saveFailed: 'Der Durchlauf konnte nicht gespeichert werden.',
    saved: 'Unter „Letzte Durchläufe“ gespeichert.',
    saveAgain: 'Erneut speichern',
    back: 'Zurück zur Routine',
  },
  step: {
    legend: (n: number, label: string) => `Schritt ${n}: ${label}`,
    dragHandle: (n: number, label: string) => `Schritt ${n} verschieben: ${label}`,
    number: (n: number) => `Schritt ${n}`,
    untitled: 'ohne Titel',
    up: 'Nach oben',
    down: 'Nach unten',
    delete: 'Löschen',
    title: 'Titel',
    duration: 'Dauer',
    minutes: 'Minuten',
    seconds: 'Sekunden',
    cue: 'Schlüsselwort',
    cueHint: 'Optional – wird beim Abspielen groß angezeigt',
    technique: 'Technik aus der Toolbox',
    noTechnique: 'Keine',
    techniqueHint: 'Übernimmt Titel und Dauer',
  },
  list: {
    label: 'Schritte der Routine',
    moved: (name: string, position: number, total: number) =>
      `Schritt ${name} ist jetzt an Position ${position} von ${total}.`,
    deleted: (name: string) => `Schritt ${name} gelöscht.`,
    dragInstructions:
      'Zum Verschieben Leertaste oder Eingabetaste drücken. Mit den Pfeiltasten nach oben oder unten bewegen, mit Leertaste oder Eingabetaste ablegen, mit Escape abbrechen.',
    position: (n: number, total: number) => `Position ${n} von ${total}`,
    dragStart: (name: string, at: string) => `Schritt ${name} aufgenommen, ${at}.`,
    dragOver: (name: string, at: string) => `Schritt ${name} ist über ${at}.`,
    dragOutside: (name: string) => `Schritt ${name} ist außerhalb der Liste.`,
    dropped: (name: string, at: string) => `Schritt ${name} abgelegt auf ${at}.`,
    droppedNowhere: (name: string) => `Schritt ${name} abgelegt.`,
    dragCancel: (name: string, at: string) =>
      `Verschieben abgebrochen. Schritt ${name} bleibt auf ${at}.`,
  },
  templates: {
    title: 'Vorlagen',
    lead: 'Starte mit einem bewährten Ablauf und pass ihn an.',
    summary: (steps: number, minutes: string) => `${steps} Schritte · ${minutes} Min`,
    choose: 'Vorlage verwenden',
    chooseLabel: (title: string) => `Vorlage verwenden: ${title}`,
  },
  runs: {
    title: 'Letzte Durchläufe',
    empty: 'Noch keine Durchläufe. Spiel deine Routine ab, dann erscheint sie hier.',
    completed: 'Abgeschlossen',
    aborted: 'Abgebrochen',
  },
} as const;
