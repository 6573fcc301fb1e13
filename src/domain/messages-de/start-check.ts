/**
 * The Startcheck (rate, do a technique, rate again) and what the toolbox shows of it: "Was bei dir
 * wirkt" and the history of techniques and Startchecks.
 */

import { plural } from './plural';
import { zoneRange } from './zone-range';

/** '1 Punkt', '1,5 Punkte': `figure` is the number as the screen writes it. */
const points = (n: number, figure: string) => plural(n, `${figure} Punkt`, `${figure} Punkte`);

export const startCheck = {
  subtitle: 'Vor dem Start: Wo stehst du gerade – und was bringt dich jetzt in deine Zone?',
  dashboardHint: 'Vor dem Start in die Zone',
  toolboxPrompt: 'Vor einem Start? Der Startcheck zeigt dir, was dich jetzt in deine Zone bringt.',
  stepOf: (n: number, of: number) => `Schritt ${n} von ${of}`,
  before: {
    title: 'Wie fühlst du dich jetzt?',
    lead: 'Schieb jeden Regler auf deine Intensität in diesem Moment. Das Band zeigt deinen Zielbereich.',
    next: 'Weiter',
    competitionHint:
      'Vor einem Wettkampf? Verknüpf ihn: Dann erscheint der Startcheck auch beim Wettkampf, je nach Zeitpunkt vor dem Wettkampf, am Wettkampftag oder danach.',
  },
  technique: {
    title: 'Dein Stand',
    outsideTitle: 'Außerhalb deiner Zone',
    /** "Nervös 8 – über deinem Zielbereich 4–6". */
    outside: (label: string, intensity: number, above: boolean, min: number, max: number) =>
      `${label} ${intensity} – ${above ? 'über' : 'unter'} deinem Zielbereich ${zoneRange(min, max)}`,
    allInZone: 'Alles in deiner Zone. Eine kurze Technik hilft dir, sie zu halten.',
    suggestedTitle: 'Das hilft dir jetzt am ehesten',
    proven: (n: number, change: number, figure: string) =>
      `Bei dir bisher am wirksamsten: im Schnitt ${points(change, figure)} näher an deiner Zone (${plural(n, '1 Startcheck', `${n} Startchecks`)}).`,
    /** An unproven routine made for the competition the check is for leads the options. */
    routineFor: (competition: string) =>
      `Deine Routine für „${competition}“ – du hast sie genau dafür vorbereitet.`,
    choose: 'Technik oder Routine wählen',
    routineKind: 'Routine',
    skip: 'Schon gemacht – weiter',
    toAfter: 'Weiter zur zweiten Einschätzung',
  },
  routine: {
    steps: (n: number, duration: string) =>
      `${plural(n, '1 Schritt', `${n} Schritte`)}, etwa ${duration}`,
    lead: 'Die Routine läuft in der Tunnel-Routine. Danach kommst du hierher zurück und schätzt dieselben Emotionen noch einmal ein – dein Stand bleibt so lange gespeichert.',
    run: (name: string) => `Routine „${name}“ starten`,
    backToCheck: 'Zurück zum Startcheck',
    resumed: 'Willkommen zurück. Dein Startcheck wartet auf die zweite Einschätzung.',
  },
  /** A check left unfinished, found again on the next visit. */
  restored: 'Dein angefangener Startcheck ist noch da.',
  startOver: 'Neu beginnen',
  after: {
    title: 'Und jetzt?',
    lead: (tool: string) => `Nach „${tool}“: Schätz dieselben Emotionen noch einmal ein.`,
    beforeWas: (n: number) => `vorher ${n}`,
    back: 'Zurück zur Auswahl',
    save: 'Startcheck speichern',
  },
  result: {
    title: 'Startcheck gespeichert',
    /** `figure` is the absolute change as the screen writes it. */
    change: (change: number | null, figure: string) =>
      change === null
        ? 'Alles war schon in deiner Zone – diesmal gab es nichts zu messen.'
        : change > 0
          ? `Im Schnitt ${points(Math.abs(change), figure)} näher an deiner Zone.`
          : change < 0
            ? `Im Schnitt ${points(Math.abs(change), figure)} weiter weg von deiner Zone.`
            : 'Im Schnitt genauso weit von deiner Zone wie vorher.',
    again: 'Neuer Startcheck',
    toToolbox: 'Zur Toolbox',
  },
  /** One emotion's pair: "Nervös: 8 → 5 (Ziel 3–6)". */
  pair: (label: string, before: number, after: number, min: number, max: number) =>
    `${label}: ${before} → ${after} (Ziel ${zoneRange(min, max)})`,
  noCocktail:
    'Für den Startcheck brauchst du zuerst deinen Performance-Cocktail mit Zielbereichen.',
  toCocktail: 'Zum Performance-Cocktail',
  /** The Startchecks a competition's card lists. */
  forCompetition: {
    title: (n: number) => plural(n, '1 Startcheck', `${n} Startchecks`),
    item: (phase: string, tool: string) => `${phase} · ${tool}`,
  },
  loadFailed: 'Der Startcheck konnte nicht geladen werden.',
  effects: {
    title: 'Was bei dir wirkt',
    lead: (min: number) =>
      `Wie weit dich eine Technik oder Routine im Startcheck im Schnitt näher an deine Zone gebracht hat, gemessen an den Emotionen, die vorher außerhalb lagen. Ab ${min} Startchecks ordnet das deine Vorschläge.`,
    empty:
      'Noch kein Startcheck mit einer Emotion außerhalb deiner Zone. Mach einen vor deinem nächsten Start.',
    startCheckLink: 'Startcheck machen',
    n: (n: number) => plural(n, '1 Startcheck', `${n} Startchecks`),
    mean: (change: number, figure: string) =>
      change > 0
        ? `${points(Math.abs(change), figure)} näher`
        : change < 0
          ? `${points(Math.abs(change), figure)} weiter weg`
          : 'keine Veränderung',
    counts: 'zählt für deine Vorschläge',
    needsMore: (missing: number) =>
      plural(
        missing,
        'noch 1 Startcheck, bis es zählt',
        `noch ${missing} Startchecks, bis es zählt`,
      ),
  },
  history: {
    title: 'Verlauf',
    lead: 'Deine Techniken und Startchecks, die neuesten zuerst.',
    empty: 'Noch nichts im Verlauf. Starte eine Technik oder einen Startcheck.',
    technique: 'Technik',
    startCheck: 'Startcheck',
    routine: 'Routine',
    completed: (duration: string) => `abgeschlossen, ${duration}`,
    ended: (duration: string) => `vorzeitig beendet nach ${duration}`,
    unknownTechnique: 'Technik nicht mehr im Katalog',
    deletedRoutine: (name: string) => `${name} (gelöscht)`,
    more: 'Mehr anzeigen',
    loadingMore: 'Weitere werden geladen …',
    end: 'Das ist dein ganzer Verlauf.',
    loadFailed: 'Der Verlauf konnte nicht geladen werden.',
    retry: 'Erneut versuchen',
  },
} as const;
