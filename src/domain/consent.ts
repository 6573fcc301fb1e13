/**
 * The consent to processing health-related data (GDPR Art. 9 (2) a). A changed text gets a new
 * version: a consent given to an older version no longer counts as current, and the athlete is asked
 * again. The server stores a hash of the exact text the athlete agreed to, next to the version.
 */
export const CONSENT_VERSION = '2026-11-27';

export const CONSENT_TITLE = 'Einwilligung in die Verarbeitung von Gesundheitsdaten';

// Paragraphs joined by a blank line; plain concatenation, so a bundle that does not show the text
// leaves it out.
export const CONSENT_TEXT =
  'Was wir speichern: Angaben, die Rückschlüsse auf deine Gesundheit zulassen können – deine ' +
  'Emotionen und ihre Intensität, deine Zielzonen (Performance-Cocktail) und Check-ins, ' +
  'Protokolleinträge zu Training und Wettkampf mit Leistungsbewertung und Notizen, deine Atem- ' +
  'und Entspannungsübungen sowie deine Tunnel-Routine. Das sind besondere Kategorien ' +
  'personenbezogener Daten nach Art. 9 DSGVO.' +
  '\n\n' +
  'Wozu: ausschließlich, um dir Protokoll, Performance-Cocktail, Trends, Toolbox und ' +
  'Tunnel-Routine bereitzustellen. Wir verkaufen nichts, zeigen keine Werbung und werten ' +
  'nichts für Dritte aus.' +
  '\n\n' +
  'Wer es sieht: du. Ein Trainer sieht nur, wenn du dich selbst mit ihm verbindest, und dann nur, ' +
  'was du genau diesem Trainer freigibst – Trends, Performance-Cocktail, einzelne Einträge oder ' +
  'alle Einträge eines Typs. Die Freigaben gelten für jeden Trainer einzeln. Sonst erhält ' +
  'niemand diese Daten.' +
  '\n\n' +
  'Wie lange: bis du sie löschst oder dein Konto löschst. Was ein Trainer wann angesehen hat, ' +
  'bewahren wir 90 Tage auf, damit du es nachsehen kannst.' +
  '\n\n' +
  'Widerruf: Die Einwilligung ist freiwillig. Du kannst sie jederzeit in den Einstellungen unter ' +
  '„Datenschutz“ widerrufen. Ab dann sehen deine Trainer nichts mehr und wir speichern keine ' +
  'neuen Gesundheitsdaten; die Verarbeitung bis dahin bleibt rechtmäßig. Gelöscht wird dadurch ' +
  'nichts: Deine Daten exportierst oder löschst du selbst, jederzeit.';

/**
 * Where an athlete stands with the current consent, read from the latest consent row:
 * - 'current': the latest consent is to CONSENT_VERSION and not withdrawn;
 * - 'missing': never given;
 * - 'outdated': given to an older text and not withdrawn, so asked again;
 * - 'withdrawn': the latest consent was withdrawn.
 * Only 'current' lets health data be stored and coaches see anything.
 */
export type ConsentStatus = 'current' | 'missing' | 'outdated' | 'withdrawn';

export function consentStatus(
  latest: { version: string; withdrawnAt: Date | string | null } | null | undefined,
): ConsentStatus {
  if (!latest) return 'missing';
  if (latest.withdrawnAt !== null) return 'withdrawn';
  return latest.version === CONSENT_VERSION ? 'current' : 'outdated';
}
