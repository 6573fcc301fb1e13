import { useQuery } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import type { Settings } from '../../domain/api-settings';
import { CONSENT_VERSION, type ConsentStatus, consentStatus } from '../../domain/consent';
import { de } from '../../domain/messages';
import type { Profile } from '../../domain/schemas/profile';
import { settingsQuery } from '../features/settings/api/settings-query';
import { call } from '../lib/api';
import { onConsentRefusal } from '../lib/callable';
import { toastStore } from '../stores/toast-store';
import { queryClient } from './query-client';
import { profileQuery, refreshSession, sessionQuery } from './session';

/**
 * The consent to processing health data in the app: what the session says of it (read with the
 * first page, no request of its own), the dialog that asks for it, and what a refused save does.
 */

/** The consent dialog: open, and whether the athlete put it off ("Später") on this visit. */
interface PromptState {
  open: boolean;
  later: boolean;
}

let prompt: PromptState = { open: false, later: false };
const listeners = new Set<() => void>();

function setPrompt(next: PromptState) {
  prompt = next;
  for (const listener of listeners) listener();
}

/** Opens the consent dialog: from a refused save's toast, from the banner, from anywhere. */
export function openConsentDialog() {
  setPrompt({ ...prompt, open: true });
}

/** Closes it; `later` when the athlete chose "Später", so it is not asked again on this visit. */
export function closeConsentDialog(later: boolean) {
  setPrompt({ open: false, later: prompt.later || later });
}

function useConsentPrompt(): PromptState {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => prompt,
  );
}

/** What the athlete layouts show about the consent. */
export interface ConsentView {
  dialog: boolean;
  /** 'withdrawn': what a withdrawal means; 'missing': nothing new is stored until she consents. */
  banner: 'withdrawn' | 'missing' | null;
  status: ConsentStatus | null;
}

/**
 * The one rule for the athlete layouts. A coach, or an unknown session, gets nothing. An onboarded
 * athlete without current consent (never given, or to an older text) is asked with the dialog at
 * start; after "Später" a banner stays. The onboarding asks on its own page, so an athlete still in
 * it is not asked here. A withdrawn consent shows its banner. The dialog opens on request anyway.
 */
export function consentView(
  status: ConsentStatus | null,
  profile: Pick<Profile, 'role' | 'wizardCompleted' | 'emailVerified'> | undefined,
  state: PromptState,
): ConsentView {
  if (status === null || !profile || profile.role === 'coach' || !profile.emailVerified) {
    return { dialog: false, banner: null, status: null };
  }
  if (status === 'current') return { dialog: false, banner: null, status };
  if (status === 'withdrawn') return { dialog: state.open, banner: 'withdrawn', status };
  const asking = profile.wizardCompleted && !state.later;
  return {
    dialog: state.open || asking,
    banner: profile.wizardCompleted && state.later ? 'missing' : null,
    status,
  };
}

export function useConsentView(): ConsentView {
  const status = useQuery(sessionQuery).data?.consent ?? null;
  const profile = useQuery(profileQuery).data;
  return consentView(status, profile, useConsentPrompt());
}

/** The consent as the settings answer it, put where the app shell reads it. */
export function applyConsent(settings: Settings) {
  const status = consentStatus(settings.consent);
  queryClient.setQueryData(sessionQuery.queryKey, (session) =>
    session ? { ...session, consent: status } : session,
  );
  queryClient.setQueryData(settingsQuery.queryKey, settings);
  if (status === 'current') setPrompt({ open: false, later: false });
}

/** Records the consent to the text shown (CONSENT_VERSION) and updates the app with it. */
export async function giveCurrentConsent(): Promise<Settings> {
  const settings = await call('giveConsent', { version: CONSENT_VERSION });
  applyConsent(settings);
  return settings;
}

/**
 * At start: a save refused for want of consent re-reads the session, so the layouts show what
 * holds now (a withdrawal on another device, say), and its toast gets the button that asks.
 */
export function startConsentHandling() {
  onConsentRefusal(() => void refreshSession().catch(() => undefined));
  toastStore.attachAction(de.consent.refused, { label: de.consent.give, run: openConsentDialog });
}

/** The account deletion in the settings' Datenschutz, which every consent screen offers. */
export const ACCOUNT_DELETION_ID = 'konto-loeschen';
export const ACCOUNT_DELETION_HREF = `/settings#${ACCOUNT_DELETION_ID}`;
