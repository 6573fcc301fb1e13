/** The quick log: how it felt and how it went, in a few taps. */

import { plural } from './plural';

export const quickLog = {
  subtitle: 'Wie hast du dich gefühlt, und wie lief es? In ein paar Sekunden festgehalten.',
  emotions: 'Deine Schlüsselemotionen',
  basisPerformance:
    'Die Emotionen, die in deinen Einträgen der letzten 90 Tage am stärksten mit deiner Leistung zusammenhängen.',
  basisCocktail: (needed: number) =>
    `Aus deinem Performance-Cocktail. ${plural(needed, 'Nach 1 weiteren Eintrag', `Nach ${needed} weiteren Einträgen`)} wählen wir die Emotionen, die am stärksten mit deiner Leistung zusammenhängen.`,
  basisCocktailNoLink:
    'Aus deinem Performance-Cocktail: noch hängt keine Emotion deutlich mit deiner Leistung zusammen.',
  rating: 'Wie lief es?',
  ratingHint: '0 = sehr schlecht, 10 = bestmöglich',
  more: 'Art und Notiz (optional)',
  type: 'Art',
  note: 'Notiz',
  save: 'Speichern',
  missing: 'Bewerte mindestens eine Emotion und wie es lief.',
  noCocktail: 'Lege zuerst deinen Performance-Cocktail an, dann kannst du schnell eintragen.',
  toCocktail: 'Zum Performance-Cocktail',
  fullEntry: 'Lieber einen ausführlichen Eintrag schreiben',
  offline: 'Offline – dein Schnelleintrag bleibt auf diesem Gerät.',
  keptOffline:
    'Dein Schnelleintrag bleibt auf diesem Gerät gespeichert. Versuche es erneut, sobald du online bist.',
  /** On the dashboard. */
  actionHint: 'Gefühl und Leistung in Sekunden',
  /** In the protocol list, on an entry that still has the quick log's defaults. */
  complete: 'Schnelleintrag – vervollständigen',
  /** The entry's button that opens a quick entry in the full entry's steps. */
  completeAction: 'Vervollständigen',
} as const;
