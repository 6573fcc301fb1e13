/** The toolbox screen: the catalogue of techniques and the player that guides through one. */

import { plural } from './plural';

export const toolboxScreen = {
  subtitle: 'Techniken, mit denen du deinen Zustand gezielt in deine Zone bringst.',
  unknownTechnique: 'Diese Technik gibt es nicht (mehr). Such dir unten eine aus.',
  all: 'Alle',
  favourites: 'Favoriten',
  filter: 'Techniken filtern',
  yourFavourites: 'Deine Favoriten',
  noFavourites:
    'Noch keine Favoriten. Tippe bei einer Technik auf den Stern, um sie hier zu sammeln.',
  allTechniques: 'Alle Techniken',
  minutes: 'Min',
  timesDone: (n: number) => `${n}× gemacht`,
  start: 'Starten',
  startLabel: (title: string) => `Starten: ${title}`,
  favouriteLabel: (title: string) => `Favorit: ${title}`,
  removeFavourite: 'Aus Favoriten entfernen',
  addFavourite: 'Als Favorit merken',
  player: {
    /** '45 Sekunden' below a minute, where '0:45 Min' reads oddly in a sentence; else '2:00 Min'. */
    duration: (seconds: number, minutes: string) =>
      seconds < 60 ? plural(seconds, '1 Sekunde', `${seconds} Sekunden`) : `${minutes} Min`,
    round: (n: number, of: number) => `Runde ${n} von ${of}`,
    breathStep: (round: string, breath: string, seconds: number) =>
      `${round}${breath}, ${seconds} Sekunden`,
    stepOf: (n: number, of: number) => `Schritt ${n} von ${of}`,
    announceStep: (n: number, of: number, text: string) => `Schritt ${n} von ${of}: ${text}`,
    doneAnnounce: (title: string) => `Geschafft! ${title} abgeschlossen.`,
    endedAnnounce: (title: string) => `${title} beendet.`,
    back: '← Alle Techniken',
    showSteps: 'Ablauf ansehen',
    repeat: (n: number) => `Die Atemschritte wiederholst du ${n}-mal.`,
    begin: 'Start',
    paused: 'Pausiert',
    step: 'Schritt:',
    totalLeft: 'Gesamt noch:',
    progress: 'Fortschritt',
    progressText: (elapsed: string, total: string) => `${elapsed} von ${total}`,
    pause: 'Pause',
    resume: 'Weiter',
    next: 'Nächster Schritt',
    end: 'Beenden',
    done: 'Geschafft!',
    ended: 'Übung beendet',
    doneText: (duration: string) => `Du hast die Übung abgeschlossen: ${duration}.`,
    endedText: (duration: string) =>
      `Du hast nach ${duration} aufgehört. Auch kurze Einheiten zählen.`,
    saving: 'Wird gespeichert …',
    saveFailed: 'Deine Übung konnte nicht gespeichert werden.',
    saved: 'In deinem Verlauf gespeichert.',
    saveAgain: 'Erneut speichern',
    again: 'Noch einmal',
  },
} as const;
