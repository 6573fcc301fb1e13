/**
 * The emotion catalogue of the IZOF profile, as data: the groups' texts, the emotions athletes pick
 * from and the zone a new cocktail starts with. The code that works with them is in ../emotions.ts.
 */
import type { EmotionGroup } from '../athlete-choices';

export const EMOTION_GROUP_INFO: Record<
  EmotionGroup,
  { label: string; short: string; description: string; helpful: boolean }
> = {
  'P+': {
    label: 'Angenehm und hilfreich',
    short: 'P+',
    description: 'Fühlt sich gut an und trägt deine Leistung.',
    helpful: true,
  },
  'N+': {
    label: 'Unangenehm, aber hilfreich',
    short: 'N+',
    description: 'Fühlt sich nicht gut an, gibt dir aber Energie und Schärfe.',
    helpful: true,
  },
  'P-': {
    label: 'Angenehm, aber hinderlich',
    short: 'P-',
    description: 'Fühlt sich gut an, nimmt dir aber Spannung und Schärfe.',
    helpful: false,
  },
  'N-': {
    label: 'Unangenehm und hinderlich',
    short: 'N-',
    description: 'Fühlt sich schlecht an und bremst deine Leistung.',
    helpful: false,
  },
};

export interface CatalogueEmotion {
  id: string;
  label: string;
  group: EmotionGroup;
  description: string;
}

export const EMOTION_CATALOGUE: readonly CatalogueEmotion[] = [
  {
    id: 'energiegeladen',
    label: 'energiegeladen',
    group: 'P+',
    description: 'Voller Kraft und bereit, alles zu geben.',
  },
  {
    id: 'motiviert',
    label: 'motiviert',
    group: 'P+',
    description: 'Du willst unbedingt loslegen und dein Ziel erreichen.',
  },
  {
    id: 'selbstsicher',
    label: 'selbstsicher',
    group: 'P+',
    description: 'Du vertraust auf dein Können.',
  },
  {
    id: 'entschlossen',
    label: 'entschlossen',
    group: 'P+',
    description: 'Du hast dich festgelegt und ziehst es durch.',
  },
  {
    id: 'fokussiert',
    label: 'fokussiert',
    group: 'P+',
    description: 'Deine Aufmerksamkeit liegt ganz bei der Aufgabe.',
  },
  {
    id: 'freudig',
    label: 'freudig',
    group: 'P+',
    description: 'Du hast Spaß an dem, was du tust.',
  },
  { id: 'mutig', label: 'mutig', group: 'P+', description: 'Du traust dich, Risiken einzugehen.' },
  { id: 'wach', label: 'wach', group: 'P+', description: 'Hellwach und reaktionsschnell.' },
  {
    id: 'optimistisch',
    label: 'optimistisch',
    group: 'P+',
    description: 'Du erwartest, dass es gut läuft.',
  },
  {
    id: 'angespannt',
    label: 'angespannt',
    group: 'N+',
    description: 'Körperlich und innerlich unter Spannung, bereit zu handeln.',
  },
  {
    id: 'nervoes',
    label: 'nervös',
    group: 'N+',
    description: 'Unruhig und kribbelig vor dem Start.',
  },
  {
    id: 'angriffslustig',
    label: 'angriffslustig',
    group: 'N+',
    description: 'Du willst den Gegner unter Druck setzen.',
  },
  {
    id: 'gereizt',
    label: 'gereizt',
    group: 'N+',
    description: 'Leicht reizbar, mit kämpferischer Schärfe.',
  },
  {
    id: 'aufgeregt',
    label: 'aufgeregt',
    group: 'N+',
    description: 'Innerlich aufgewühlt und erwartungsvoll.',
  },
  {
    id: 'unzufrieden',
    label: 'unzufrieden',
    group: 'N+',
    description: 'Du willst es besser machen als zuletzt.',
  },
  {
    id: 'ungeduldig',
    label: 'ungeduldig',
    group: 'N+',
    description: 'Du kannst es kaum erwarten, dass es losgeht.',
  },
  {
    id: 'herausgefordert',
    label: 'herausgefordert',
    group: 'N+',
    description: 'Die Aufgabe fordert dich, und das spornt dich an.',
  },
  {
    id: 'entspannt',
    label: 'entspannt',
    group: 'P-',
    description: 'Locker und ruhig, vielleicht zu ruhig.',
  },
  {
    id: 'sorglos',
    label: 'sorglos',
    group: 'P-',
    description: 'Du machst dir keine Gedanken über den Ausgang.',
  },
  {
    id: 'zufrieden',
    label: 'zufrieden',
    group: 'P-',
    description: 'Du bist mit dem Erreichten schon zufrieden.',
  },
  {
    id: 'uebermuetig',
    label: 'übermütig',
    group: 'P-',
    description: 'So selbstsicher, dass du leichtsinnig wirst.',
  },
  {
    id: 'gelassen',
    label: 'gelassen',
    group: 'P-',
    description: 'Nichts bringt dich aus der Ruhe, auch nicht der Wettkampf.',
  },
  {
    id: 'bequem',
    label: 'bequem',
    group: 'P-',
    description: 'Du willst dich nicht mehr anstrengen als nötig.',
  },
  {
    id: 'selbstgefaellig',
    label: 'selbstgefällig',
    group: 'P-',
    description: 'Du unterschätzt die Aufgabe oder den Gegner.',
  },
  { id: 'muede', label: 'müde', group: 'N-', description: 'Dir fehlt Energie und Spritzigkeit.' },
  { id: 'unsicher', label: 'unsicher', group: 'N-', description: 'Du zweifelst an deinem Können.' },
  {
    id: 'aengstlich',
    label: 'ängstlich',
    group: 'N-',
    description: 'Du fürchtest dich vor Fehlern oder dem Ergebnis.',
  },
  {
    id: 'lustlos',
    label: 'lustlos',
    group: 'N-',
    description: 'Du hast keine Lust auf die Aufgabe.',
  },
  {
    id: 'erschoepft',
    label: 'erschöpft',
    group: 'N-',
    description: 'Körperlich oder mental leer.',
  },
  {
    id: 'niedergeschlagen',
    label: 'niedergeschlagen',
    group: 'N-',
    description: 'Traurig und ohne Antrieb.',
  },
  {
    id: 'verkrampft',
    label: 'verkrampft',
    group: 'N-',
    description: 'So angespannt, dass Bewegungen nicht mehr fließen.',
  },
  {
    id: 'ueberfordert',
    label: 'überfordert',
    group: 'N-',
    description: 'Es ist alles zu viel auf einmal.',
  },
];

/** A starting zone per group, so a new cocktail is useful before the athlete tunes it. */
export const DEFAULT_ZONE: Record<EmotionGroup, { zoneMin: number; zoneMax: number }> = {
  'P+': { zoneMin: 6, zoneMax: 8 },
  'N+': { zoneMin: 3, zoneMax: 6 },
  'P-': { zoneMin: 1, zoneMax: 4 },
  'N-': { zoneMin: 0, zoneMax: 2 },
};
