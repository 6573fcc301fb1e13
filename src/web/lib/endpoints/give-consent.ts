import { useMutation } from '@tanstack/react-query';
import type { Settings } from '../../../domain/api-settings';
import { CONSENT_VERSION, consentStatus } from '../../../domain/consent';
import { call } from '../api';
import { consentGiven } from '../consent';
import { queryClient } from '../query-client';
import { sessionQuery } from '../session';
import { settingsQuery } from './get-settings';

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
export function useGiveConsent() {
  return useMutation({
    // Offline, the screen shows the network error at once instead of waiting.
    networkMode: 'always',
    mutationFn: () => call('giveConsent', { version: CONSENT_VERSION }),
    onSuccess: applyConsent,
  });
}
