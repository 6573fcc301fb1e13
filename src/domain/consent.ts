/**
 * The consent to processing health-related data (GDPR Art. 9 (2) a). A changed text gets a new
 * version: a consent given to an older version no longer counts as current, and the athlete is asked
 * again. The server stores a hash of the exact text the athlete agreed to, next to the version.
 */
export const CONSENT_VERSION = '2026-11';

export const CONSENT_TITLE = 'Einwilligung in die Verarbeitung von Gesundheitsdaten';

export const CONSENT_TEXT = [
  'Leistungszone verarbeitet Angaben, die Rückschlüsse auf deine Gesundheit zulassen können: ' +
    'Emotionen und ihre Intensität, Leistungsbewertungen, Notizen zu Training und Wettkampf, ' +
    'Check-ins, Atem- und Entspannungsübungen sowie deine Tunnel-Routine. Das sind besondere ' +
    'Kategorien personenbezogener Daten nach Art. 9 DSGVO.',
  'Mit deiner Einwilligung speichern und verarbeiten wir diese Daten ausschließlich, um dir ' +
    'Protokoll, Performance-Cocktail, Trends, Toolbox und Tunnel-Routine bereitzustellen. ' +
    'Einem verbundenen Trainer zeigen wir nur, was du in den Datenschutz-Einstellungen freigibst; ' +
    'Protokolleinträge nur, wenn du sie einzeln als geteilt markierst.',
  'Die Einwilligung ist freiwillig. Du kannst sie jederzeit in den Einstellungen unter ' +
    '„Datenschutz“ mit Wirkung für die Zukunft widerrufen. Die bis dahin erfolgte Verarbeitung ' +
    'bleibt rechtmäßig. Du kannst deine Daten jederzeit exportieren und dein Konto mit allen ' +
    'Daten endgültig löschen.',
].join('\n\n');
