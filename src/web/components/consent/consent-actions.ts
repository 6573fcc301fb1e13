import type { Settings } from '../../../domain/api-settings';
import { CONSENT_VERSION, consentStatus } from '../../../domain/consent';
import { call } from '../../lib/api';
import { consentGiven } from '../../lib/consent';
import { settingsQuery } from '../../lib/endpoints/get-settings';
import { queryClient } from '../../lib/query-client';
import { sessionQuery } from '../../lib/session';

// Apart from app/consent.ts, which every page loads: these need the consent text's module, which
// only the screens that show the consent fetch.

/** The consent as the settings answer it, put where the app shell and the settings read it. */
export function applyConsent(settings: Settings) {
  const status = consentStatus(settings.consent);
  queryClient.setQueryData(sessionQuery.queryKey, (session) =>
    session ? { ...session, consent: status } : session,
  );
  queryClient.setQueryData(settingsQuery.queryKey, settings);
  if (status === 'current') consentGiven();
}

/** Records the consent to the text shown (CONSENT_VERSION) and updates the app with it. */
export async function giveCurrentConsent(): Promise<Settings> {
  const settings = await call('giveConsent', { version: CONSENT_VERSION });
  applyConsent(settings);
  return settings;
}
