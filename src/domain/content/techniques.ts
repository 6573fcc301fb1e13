/**
 * The built-in techniques of the toolbox, as data: what the cards and the guided player show.
 * The code that works with them (totals, timelines, suggestions) is in ../toolbox.ts.
 */

export const GOALS = ['beruhigen', 'aktivieren', 'fokussieren', 'selbstvertrauen'] as const;
export type Goal = (typeof GOALS)[number];

export const GOAL_LABELS: Record<Goal, string> = {
  beruhigen: 'Beruhigen',
  aktivieren: 'Aktivieren',
  fokussieren: 'Fokussieren',
  selbstvertrauen: 'Selbstvertrauen',
};

export const TECHNIQUE_CATEGORIES = [
  'Atmung',
  'Entspannung',
  'Vorstellung',
  'Selbstgespräch',
  'Aufmerksamkeit',
  'Aktivierung',
] as const;
type TechniqueCategory = (typeof TECHNIQUE_CATEGORIES)[number];

export const BREATH_PHASES = ['inhale', 'hold', 'exhale'] as const;
export type BreathPhase = (typeof BREATH_PHASES)[number];

export const BREATH_LABELS: Record<BreathPhase, string> = {
  inhale: 'Einatmen',
  hold: 'Halten',
  exhale: 'Ausatmen',
};

export interface TechniqueStep {
  text: string;
  /** Whole seconds the guided player shows this step. */
  seconds: number;
  /** Set on breathing phases so the player can animate the breathing circle. */
  breath?: BreathPhase;
}

/** A technique as written here; `Technique` in ../toolbox.ts adds the defaults and its total. */
export interface TechniqueContent {
  id: string;
  title: string;
  goal: Goal;
  category: TechniqueCategory;
  /** When and why to use it, in one or two sentences. */
  purpose: string;
  /** Played once before the cycle (getting into position). */
  intro?: readonly TechniqueStep[];
  /** The core of the technique; for breathing techniques one breathing cycle. */
  steps: readonly TechniqueStep[];
  /** How often `steps` run in a row; 1 when left out. */
  repeat?: number;
  /** Played once after the cycle (coming back). */
  outro?: readonly TechniqueStep[];
}

export const TECHNIQUE_CONTENT: readonly TechniqueContent[] = [
  {
    id: 'box-atmung',
    title: 'Box-Atmung (4-4-4-4)',
    goal: 'beruhigen',
    category: 'Atmung',
    purpose:
      'Wenn die Nervosität vor dem Start zu hoch ist oder du nach einer hektischen Phase wieder Ruhe brauchst. Der gleichmäßige Rhythmus senkt den Puls und gibt deinem Kopf etwas Einfaches zu tun.',
    intro: [
      {
        text: 'Setz oder stell dich aufrecht hin, lass die Schultern sinken und atme einmal ganz aus.',
        seconds: 8,
      },
    ],
    steps: [
      { text: 'Atme durch die Nase ein – zähl langsam bis vier.', seconds: 4, breath: 'inhale' },
      { text: 'Halte die Luft an – bis vier.', seconds: 4, breath: 'hold' },
      { text: 'Atme langsam durch den Mund aus – bis vier.', seconds: 4, breath: 'exhale' },
      { text: 'Bleib mit leerer Lunge kurz ruhig – bis vier.', seconds: 4, breath: 'hold' },
    ],
    repeat: 6,
    outro: [
      {
        text: 'Atme wieder ganz normal und spür nach, wie ruhig und gleichmäßig dein Atem jetzt ist.',
        seconds: 16,
      },
    ],
  },
  {
    id: 'atmung-4-7-8',
    title: '4-7-8-Atmung',
    goal: 'beruhigen',
    category: 'Atmung',
    purpose:
      'Bei starker Aufregung, wenn die Gedanken kreisen oder du am Abend vor dem Wettkampf nicht einschlafen kannst. Das lange Ausatmen bremst den Herzschlag spürbar.',
    intro: [
      {
        text: 'Leg die Zungenspitze hinter die oberen Schneidezähne und atme einmal vollständig durch den Mund aus.',
        seconds: 10,
      },
    ],
    steps: [
      { text: 'Mund zu, leise durch die Nase einatmen – bis vier.', seconds: 4, breath: 'inhale' },
      { text: 'Luft anhalten – bis sieben.', seconds: 7, breath: 'hold' },
      {
        text: 'Hörbar durch den Mund ausatmen, ganz langsam – bis acht.',
        seconds: 8,
        breath: 'exhale',
      },
    ],
    repeat: 4,
    outro: [
      {
        text: 'Atme wieder natürlich. Falls dir leicht schwindlig ist, bleib noch einen Moment sitzen.',
        seconds: 14,
      },
    ],
  },
  {
    id: 'doppeltes-einatmen',
    title: 'Doppeltes Einatmen (Seufzer-Atmung)',
    goal: 'beruhigen',
    category: 'Atmung',
    purpose:
      'Für kurze Pausen im Wettkampf, wenn du schnell runterkommen musst. Zwei Atemzüge ein und ein langes Ausatmen beruhigen schneller als jede andere Atemübung.',
    intro: [{ text: 'Lass die Schultern sinken und löse den Kiefer.', seconds: 5 }],
    steps: [
      { text: 'Tief durch die Nase einatmen.', seconds: 2, breath: 'inhale' },
      {
        text: 'Kurz noch einmal nachatmen, bis die Lunge ganz voll ist.',
        seconds: 1,
        breath: 'inhale',
      },
      { text: 'Lang und langsam durch den Mund ausatmen.', seconds: 6, breath: 'exhale' },
    ],
    repeat: 3,
    outro: [
      {
        text: 'Atme normal weiter. Das kannst du in jeder Spielpause oder vor jedem Versuch wiederholen.',
        seconds: 8,
      },
    ],
  },
  {
    id: 'pmr-kurz',
    title: 'Progressive Muskelentspannung (Kurzform)',
    goal: 'beruhigen',
    category: 'Entspannung',
    purpose:
      'Wenn sich Anspannung in Händen, Schultern oder Beinen festsetzt. Durch bewusstes Anspannen und Loslassen lernt dein Körper, überflüssige Spannung schnell abzubauen.',
    steps: [
      {
        text: 'Setz dich bequem hin, Füße auf dem Boden. Schließ die Augen oder richte den Blick auf den Boden.',
        seconds: 15,
      },
      { text: 'Balle beide Fäuste und spanne Hände und Unterarme fest an – halten.', seconds: 7 },
      { text: 'Loslassen. Spür, wie die Hände warm und schwer werden.', seconds: 20 },
      { text: 'Zieh die Schultern hoch zu den Ohren und halte die Spannung.', seconds: 7 },
      { text: 'Lass die Schultern fallen und spür die Entspannung im Nacken.', seconds: 20 },
      {
        text: 'Spanne das Gesicht an: Augen zusammenkneifen, Zähne aufeinanderbeißen – halten.',
        seconds: 7,
      },
      {
        text: 'Lockere das Gesicht, öffne den Kiefer leicht, lass die Stirn glatt werden.',
        seconds: 20,
      },
      {
        text: 'Streck die Beine, zieh die Zehen zu dir und spanne Oberschenkel und Waden an – halten.',
        seconds: 7,
      },
      { text: 'Loslassen. Spür, wie deine Beine schwer und ruhig werden.', seconds: 20 },
      {
        text: 'Atme ein paar Mal ruhig durch und nimm die Ruhe im ganzen Körper wahr.',
        seconds: 15,
      },
    ],
  },
  {
    id: 'body-scan-kurz',
    title: 'Body-Scan (kurz)',
    goal: 'beruhigen',
    category: 'Entspannung',
    purpose:
      'Wenn du innerlich unruhig bist oder nicht spürst, wo du gerade stehst. Du nimmst deinen Körper Stück für Stück wahr und findest Spannung, die du loslassen kannst.',
    steps: [
      {
        text: 'Setz oder leg dich hin, schließ die Augen und spür den Kontakt zum Boden.',
        seconds: 15,
      },
      {
        text: 'Richte die Aufmerksamkeit auf Füße und Beine. Nimm wahr, was da ist, ohne etwas zu ändern.',
        seconds: 25,
      },
      {
        text: 'Wandere zu Becken, Bauch und Rücken. Spür, wie sich der Bauch beim Atmen hebt und senkt.',
        seconds: 25,
      },
      { text: 'Geh weiter zu Brust, Schultern und Armen bis in die Fingerspitzen.', seconds: 25 },
      {
        text: 'Spür Nacken, Kiefer und Gesicht. Wo du Spannung findest, atme hinein und lass beim Ausatmen los.',
        seconds: 25,
      },
      {
        text: 'Nimm den ganzen Körper auf einmal wahr, atme dreimal tief durch und öffne die Augen.',
        seconds: 15,
      },
    ],
  },
  {
    id: 'energizer',
    title: 'Energizer',
    goal: 'aktivieren',
    category: 'Aktivierung',
    purpose:
      'Wenn du dich schlapp, müde oder zu gelassen fühlst und vor dem Start Spannung aufbauen willst. Kurze, kräftige Bewegungen und schnelles Atmen bringen Puls und Wachheit hoch.',
    steps: [
      { text: 'Stell dich hin und schüttle Arme und Beine kräftig aus.', seconds: 10 },
      {
        text: 'Skippings auf der Stelle: schnell und leicht auf den Fußballen, Arme kräftig mitnehmen.',
        seconds: 15,
      },
      { text: 'Drei explosive Strecksprünge – mit voller Körperspannung landen.', seconds: 10 },
      {
        text: 'Klatsch kräftig in die Hände oder auf die Oberschenkel und atme dabei schnell und hörbar aus.',
        seconds: 10,
      },
      {
        text: 'Zehnmal schnell atmen: kurz durch die Nase ein, kräftig durch den Mund aus.',
        seconds: 10,
      },
      {
        text: 'Sag laut oder innerlich dein Power-Wort, zum Beispiel „Los!“ oder „Jetzt!“.',
        seconds: 5,
      },
    ],
  },
  {
    id: 'power-atmung',
    title: 'Power-Atmung',
    goal: 'aktivieren',
    category: 'Atmung',
    purpose:
      'Wenn dir kurz vor dem Start die Spritzigkeit fehlt. Kräftiges, schnelles Atmen macht wach und bringt Energie in den Körper – hör auf, wenn dir schwindlig wird.',
    intro: [
      {
        text: 'Stell dich hüftbreit hin, Knie leicht gebeugt, Brust offen. Hör sofort auf, wenn dir schwindlig wird.',
        seconds: 8,
      },
    ],
    steps: [
      { text: 'Kurz und tief durch die Nase einatmen.', seconds: 2, breath: 'inhale' },
      { text: 'Kraftvoll durch den Mund ausstoßen.', seconds: 1, breath: 'exhale' },
    ],
    repeat: 10,
    outro: [
      {
        text: 'Richte dich auf, balle kurz die Fäuste und spür die Energie in Armen und Beinen.',
        seconds: 7,
      },
    ],
  },
  {
    id: 'energiebild',
    title: 'Energiebild',
    goal: 'aktivieren',
    category: 'Vorstellung',
    purpose:
      'Wenn du dich zu ruhig oder zu satt fühlst und keinen Biss hast. Ein kraftvolles inneres Bild weckt Spannung und Angriffslust, ohne dass du dich bewegen musst.',
    steps: [
      { text: 'Schließ die Augen und atme zweimal kräftig ein und aus.', seconds: 10 },
      {
        text: 'Stell dir ein Bild für Kraft und Tempo vor: eine Raubkatze kurz vor dem Sprung, eine Welle, einen Motor, der hochdreht.',
        seconds: 20,
      },
      {
        text: 'Mach das Bild groß, hell und laut. Spür, wie die Energie in deine Arme und Beine fließt.',
        seconds: 20,
      },
      { text: 'Richte dich auf und spanne die Muskeln kurz an – du bist das Bild.', seconds: 10 },
      {
        text: 'Öffne die Augen, nimm die Energie mit und denk an deine erste Aktion.',
        seconds: 10,
      },
    ],
  },
  {
    id: 'cue-woerter',
    title: 'Schlüsselwörter (Cue-Wörter)',
    goal: 'fokussieren',
    category: 'Selbstgespräch',
    purpose:
      'Wenn du im entscheidenden Moment zu viel denkst. Ein kurzes Schlüsselwort lenkt deine Aufmerksamkeit auf das eine, worauf es gerade ankommt.',
    steps: [
      { text: 'Denk an die Bewegung oder Situation, die gleich kommt.', seconds: 15 },
      {
        text: 'Frag dich: Worauf kommt es dabei technisch oder taktisch an? Such einen einzigen Punkt.',
        seconds: 20,
      },
      {
        text: 'Fass diesen Punkt in ein bis zwei Wörter, zum Beispiel „explosiv“, „lang machen“ oder „Ball sehen“.',
        seconds: 20,
      },
      {
        text: 'Sag dein Wort leise vor dich hin und stell dir dabei die Bewegung vor.',
        seconds: 20,
      },
      {
        text: 'Wiederhol es dreimal mit Nachdruck – so, wie du es im Wettkampf sagst.',
        seconds: 15,
      },
      {
        text: 'Leg fest, wann du es sagst: zum Beispiel direkt vor dem Aufschlag oder am Start.',
        seconds: 10,
      },
    ],
  },
  {
    id: 'fokus-punkt',
    title: 'Fokus-Punkt',
    goal: 'fokussieren',
    category: 'Aufmerksamkeit',
    purpose:
      'Wenn dich Publikum, Gegner oder eigene Gedanken ablenken. Ein fester Punkt gibt deiner Aufmerksamkeit einen Anker, zu dem du immer zurückkehren kannst.',
    steps: [
      {
        text: 'Wähl einen festen Punkt in deiner Nähe: ein Logo, die Naht am Ball, eine Markierung am Boden.',
        seconds: 10,
      },
      {
        text: 'Richte den Blick darauf und atme ruhig. Nimm Farbe, Form und Kanten ganz genau wahr.',
        seconds: 20,
      },
      {
        text: 'Wenn Gedanken kommen, bemerk sie kurz und kehr mit dem Blick zum Punkt zurück.',
        seconds: 20,
      },
      { text: 'Weite den Blick langsam auf den ganzen Platz oder die Halle.', seconds: 10 },
      {
        text: 'Richte die Aufmerksamkeit auf deine erste Aufgabe: Was tust du als Erstes?',
        seconds: 10,
      },
    ],
  },
  {
    id: 'reset-routine',
    title: 'Reset-Routine nach einem Fehler',
    goal: 'fokussieren',
    category: 'Aufmerksamkeit',
    purpose:
      'Direkt nach einem Fehler, einem verlorenen Punkt oder einer falschen Entscheidung. In einer halben Minute hakst du ihn ab und bist mit dem Kopf wieder bei der nächsten Aktion.',
    steps: [
      { text: 'Erkenne den Fehler an: „Okay, passiert.“', seconds: 5 },
      {
        text: 'Atme einmal tief ein und lang aus – der Fehler geht mit dem Ausatmen.',
        seconds: 6,
      },
      {
        text: 'Mach deine Reset-Geste: zum Beispiel über die Hose wischen oder den Handschuh richten.',
        seconds: 4,
      },
      { text: 'Richte den Blick auf einen festen Punkt und sag dein Schlüsselwort.', seconds: 5 },
      { text: 'Frag dich: Was ist meine nächste Aufgabe? Nur die zählt jetzt.', seconds: 5 },
      { text: 'Los – volle Aufmerksamkeit auf die nächste Aktion.', seconds: 3 },
    ],
  },
  {
    id: 'sinne-5-4-3-2-1',
    title: 'Hier und jetzt (5-4-3-2-1)',
    goal: 'fokussieren',
    category: 'Aufmerksamkeit',
    purpose:
      'Wenn deine Gedanken abschweifen, ins Grübeln geraten oder schon beim Ergebnis sind. Deine Sinne holen dich zurück ins Hier und Jetzt.',
    steps: [
      { text: 'Nenn innerlich fünf Dinge, die du gerade siehst.', seconds: 15 },
      { text: 'Nenn vier Dinge, die du hörst.', seconds: 15 },
      {
        text: 'Nenn drei Dinge, die du spürst – zum Beispiel die Füße im Schuh, den Griff am Schläger, die Luft auf der Haut.',
        seconds: 15,
      },
      { text: 'Nenn zwei Dinge, die du riechst.', seconds: 10 },
      {
        text: 'Nenn eine Sache, die du als Nächstes tust, und richte deine ganze Aufmerksamkeit darauf.',
        seconds: 10,
      },
    ],
  },
  {
    id: 'beste-leistung-vorstellen',
    title: 'Vorstellung der besten Leistung',
    goal: 'selbstvertrauen',
    category: 'Vorstellung',
    purpose:
      'Vor wichtigen Wettkämpfen oder wenn Zweifel aufkommen. Wenn du deine beste Leistung mit allen Sinnen noch einmal erlebst, erinnern sich Kopf und Körper daran, wozu du fähig bist.',
    steps: [
      { text: 'Setz dich bequem hin, schließ die Augen und atme dreimal ruhig aus.', seconds: 15 },
      {
        text: 'Erinnere dich an einen Wettkampf oder ein Training, in dem dir fast alles gelungen ist.',
        seconds: 20,
      },
      {
        text: 'Sieh die Situation mit deinen eigenen Augen: Wo bist du? Was siehst du um dich herum?',
        seconds: 25,
      },
      {
        text: 'Hör die Geräusche und spür deinen Körper: Wie fühlen sich deine Bewegungen an – leicht, kraftvoll, sicher?',
        seconds: 30,
      },
      {
        text: 'Spiel den besten Moment in Echtzeit noch einmal durch, Bewegung für Bewegung.',
        seconds: 40,
      },
      {
        text: 'Nimm wahr, welche Gefühle dabei da sind und wie stark sie sind – das ist deine Zone.',
        seconds: 20,
      },
      {
        text: 'Sag dir: „Das kann ich. Das steckt in mir.“ Öffne dann langsam die Augen.',
        seconds: 10,
      },
    ],
  },
  {
    id: 'positive-selbstinstruktion',
    title: 'Positive Selbstinstruktion',
    goal: 'selbstvertrauen',
    category: 'Selbstgespräch',
    purpose:
      'Wenn dir Sätze wie „Hoffentlich verpatze ich es nicht“ durch den Kopf gehen. Du ersetzt sie durch klare, positive Anweisungen, die dir sagen, was du tun willst.',
    steps: [
      {
        text: 'Achte auf deine Gedanken: Welcher Satz geht dir gerade durch den Kopf?',
        seconds: 15,
      },
      { text: 'Wenn er dich bremst, sag innerlich deutlich „Stopp“.', seconds: 10 },
      {
        text: 'Formulier ihn um – positiv, in der Gegenwart und als Anweisung, zum Beispiel „Ich bleibe locker und laufe mein Tempo.“',
        seconds: 25,
      },
      { text: 'Sag dir den neuen Satz dreimal, ruhig und überzeugt.', seconds: 15 },
      {
        text: 'Gib ihm die passende Haltung: aufrecht, Blick nach vorn, Schultern locker.',
        seconds: 10,
      },
    ],
  },
  {
    id: 'staerken-erinnern',
    title: 'Stärken erinnern (Erfolgstagebuch-Moment)',
    goal: 'selbstvertrauen',
    category: 'Selbstgespräch',
    purpose:
      'Wenn du an dir zweifelst oder nach einer Niederlage. Der Blick auf das, was dir schon gelungen ist, zeigt dir, worauf du dich verlassen kannst.',
    steps: [
      {
        text: 'Nimm dir einen ruhigen Moment und denk an die letzten Wochen in Training und Wettkampf.',
        seconds: 15,
      },
      {
        text: 'Erinnere dich an drei Dinge, die dir gut gelungen sind – auch kleine.',
        seconds: 30,
      },
      { text: 'Frag dich bei jedem: Welche Stärke von mir hat das möglich gemacht?', seconds: 30 },
      {
        text: 'Denk an die Arbeit, die du investiert hast – an die Einheiten, die du durchgezogen hast, obwohl es hart war.',
        seconds: 20,
      },
      { text: 'Fass es in einem Satz zusammen: „Ich bin gut vorbereitet, weil …“', seconds: 15 },
      {
        text: 'Schreib die drei Erfolge und deinen Satz heute noch in dein Protokoll.',
        seconds: 10,
      },
    ],
  },
];

/*
 * Which goal regulates an emotion of the cocktail that runs too high or too low, where the default
 * does not fit (too high: beruhigen; too low: aktivieren). Too much of a low-arousal emotion (tired,
 * too relaxed) is not fixed by calming down, and too much self-doubt or overconfidence is a matter of
 * confidence or focus rather than arousal. Likewise, missing confidence or focus is built by their
 * own techniques rather than by activation. Ids are those of the emotion catalogue.
 */
export const GOAL_WHEN_TOO_HIGH: readonly (readonly [emotionId: string, goal: Goal])[] = [
  ['muede', 'aktivieren'],
  ['lustlos', 'aktivieren'],
  ['erschoepft', 'aktivieren'],
  ['niedergeschlagen', 'aktivieren'],
  ['entspannt', 'aktivieren'],
  ['gelassen', 'aktivieren'],
  ['bequem', 'aktivieren'],
  ['zufrieden', 'aktivieren'],
  ['sorglos', 'aktivieren'],
  ['unsicher', 'selbstvertrauen'],
  ['uebermuetig', 'fokussieren'],
  ['selbstgefaellig', 'fokussieren'],
  ['selbstsicher', 'fokussieren'],
];

export const GOAL_WHEN_TOO_LOW: readonly (readonly [emotionId: string, goal: Goal])[] = [
  ['selbstsicher', 'selbstvertrauen'],
  ['mutig', 'selbstvertrauen'],
  ['optimistisch', 'selbstvertrauen'],
  ['fokussiert', 'fokussieren'],
];
