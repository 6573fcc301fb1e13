import { pageTitles } from './app';

/** The performance cocktail. */

import type { EmotionGroup } from '../emotions';
import { zoneRange } from './zone-range';

export const performanceCocktail = {
  title: pageTitles.cocktail,
  create: 'Cocktail erstellen',
  edit: pageTitles.cocktailEdit,
  emotions: 'Emotionen',
  currentState: 'Aktueller Zustand',
  targetState: 'Zielzustand',
  subtitle: 'Deine Emotionen im Vergleich zu deinen Zielzonen.',
  editSubtitle: 'Wähle 3 bis 12 Emotionen und lege für jede ihre Zielzone fest.',
  /** Two headings joined, as in 'Emotionen und Zielzustand'. */
  and: (a: string, b: string) => `${a} und ${b}`,
  techniques: 'Passende Techniken',
  checkInName: 'Check-in',
  /** Short enough for a closed select on a phone; the badges elsewhere carry the full names. */
  groupOptions: {
    'P+': 'P+ · angenehm, hilfreich',
    'N+': 'N+ · unangenehm, hilfreich',
    'P-': 'P- · angenehm, hinderlich',
    'N-': 'N- · unangenehm, hinderlich',
  } satisfies Record<EmotionGroup, string>,
  loading: 'Wird geladen …',
  none: 'Du hast noch keinen Cocktail',
  noneLead:
    'Wähle die Emotionen, die deine Leistung prägen, und lege für jede ihre Zielzone fest. Danach kannst du hier jederzeit einchecken.',
  score: {
    inZone: (n: number) => `von ${n} im Zielbereich`,
    noCheckIn: 'Noch kein Check-in',
    noCheckInLead:
      'Bewerte, wie stark du jede Emotion gerade spürst – dann siehst du, wo du stehst.',
    checkInNow: 'Jetzt einchecken',
  },
  state: {
    unrated: 'Noch nicht bewertet',
    current: (value: number) => `Aktuell ${value}`,
    zone: (min: number, max: number) => `Ziel ${zoneRange(min, max)}`,
  },
  checkIn: {
    title: 'Wie fühlst du dich jetzt?',
    lead: 'Schieb jeden Regler auf die Stärke, mit der du die Emotion gerade spürst: 0 = gar nicht, 10 = extrem stark. Der helle Bereich ist deine Zielzone.',
    rateAll: (missing: string) => `Bitte bewerte alle Emotionen – ${missing}.`,
    save: 'Check-in speichern',
  },
  versions: {
    title: 'Gespeicherte Versionen',
    none: 'Noch keine Version gespeichert.',
    version: (n: number) => `Version ${n}`,
    current: 'aktuell',
  },
  editor: {
    added: (label: string) => `${label} hinzugefügt`,
    duplicate: 'Diese Emotion ist schon in deinem Cocktail',
    unchanged: 'Keine Änderungen zu speichern',
    dragHint: 'Zieh die beiden Griffe, bis der Bereich passt, in dem dir die Emotion guttut.',
    empty: 'Noch keine Emotionen. Füge unten mindestens drei hinzu.',
    suggestionTaken: 'Vorschlag übernommen',
    group: 'Gruppe',
    groupOf: (label: string) => `von ${label}`,
    removeTitle: (label: string) => `${label} entfernen`,
    remove: 'Entfernen',
  },
  adder: {
    title: 'Emotion hinzufügen',
    count: (n: number, max: number) => `${n} von ${max}`,
    full: (max: number) =>
      `Du hast das Maximum von ${max} Emotionen erreicht. Entferne eine, um eine andere aufzunehmen.`,
    ownWord: 'Eigenes Wort',
    ownWordLead: 'Fehlt dir ein Gefühl? Nimm dein eigenes Wort und ordne es einer Gruppe zu.',
    emotion: 'Emotion',
    group: 'Gruppe',
    choose: 'Bitte wählen …',
    addWord: 'Wort hinzufügen',
  },
  leave: {
    title: 'Änderungen verwerfen?',
    text: 'Du hast deinen Cocktail geändert, aber noch nicht gespeichert. Wenn du die Seite jetzt verlässt, gehen die Änderungen verloren.',
    discard: 'Verwerfen',
    stay: 'Weiter bearbeiten',
  },
  /** The IZOF explainer; its first paragraph is split around the bold word. */
  izof: {
    title: 'Wie funktioniert der Performance-Cocktail?',
    zoneBefore:
      'Nach dem IZOF-Modell von Yuri Hanin bringt jede Athletin und jeder Athlet die beste Leistung mit einer ganz eigenen Mischung von Emotionen – manche stark, manche schwach. Diese Mischung ist dein Cocktail: Für jede Emotion gibt es eine',
    zone: 'Zielzone',
    zoneAfter: 'auf der Skala von 0 (gar nicht) bis 10 (extrem stark).',
    groups:
      'Auch unangenehme Gefühle können helfen, und angenehme können bremsen. Deshalb gehört jede Emotion zu einer von vier Gruppen:',
    bar: 'Der farbige Balken zeigt deine Zielzone, der Punkt, wie stark du die Emotion gerade spürst. Mit einem kurzen Check-in siehst du, wie nah du deiner Zone bist.',
  },
} as const;
