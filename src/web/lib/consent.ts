import { useQuery } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { useLocation } from 'react-router';
import type { ConsentStatus } from '../../domain/consent';
import { de } from '../../domain/messages';
import { paths } from '../../domain/routes';
import type { Profile } from '../../domain/schemas/profile';
import { toastStore } from '../stores/toast-store';
import { onConsentRefusal } from './callable';
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
 * it is not asked here, nor on the legal pages the dialog links to. A withdrawn consent shows its
 * banner. The dialog opens on request anyway.
 */
export function consentView(
  status: ConsentStatus | null,
  profile: Pick<Profile, 'role' | 'wizardCompleted' | 'emailVerified'> | undefined,
  state: PromptState,
  /** False where the dialog must not cover the page unasked: the privacy policy it links to. */
  mayAsk = true,
): ConsentView {
  if (status === null || !profile || profile.role === 'coach' || !profile.emailVerified) {
    return { dialog: false, banner: null, status: null };
  }
  if (status === 'current') return { dialog: false, banner: null, status };
  if (status === 'withdrawn') return { dialog: state.open, banner: 'withdrawn', status };
  const asking = profile.wizardCompleted && !state.later && mayAsk;
  return {
    dialog: state.open || asking,
    banner: profile.wizardCompleted && state.later ? 'missing' : null,
    status,
  };
}

export function useConsentView(): ConsentView {
  const status = useQuery(sessionQuery).data?.consent ?? null;
  const profile = useQuery(profileQuery).data;
  const { pathname } = useLocation();
  const legal = pathname === paths.privacy || pathname === paths.legalNotice;
  return consentView(status, profile, useConsentPrompt(), !legal);
}

/** Consent given: the dialog closes, and "Später" is forgotten. */
export function consentGiven() {
  setPrompt({ open: false, later: false });
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
export const ACCOUNT_DELETION_HREF = `${paths.settings}#${ACCOUNT_DELETION_ID}`;
