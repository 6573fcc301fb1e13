import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import { createElement } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ConsentStatus } from '../../domain/consent';
import { de } from '../../domain/messages';
import { consentView } from './consent';

const athlete = { role: null, wizardCompleted: true, emailVerified: true } as const;
const newAthlete = { ...athlete, wizardCompleted: false };
const coach = { ...athlete, role: 'coach' } as const;
const fresh = { open: false, later: false };

/** A fresh page: the consent module's prompt and the query cache start anew. */
async function freshPage() {
  vi.resetModules();
  const consent = {
    ...(await import('./consent')),
    ...(await import('./endpoints/give-consent')),
  };
  const { queryClient } = await import('./query-client');
  const { toastStore } = await import('../stores/toast-store');
  return { ...consent, queryClient, toastStore };
}

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('consentView: what the athlete layouts show', () => {
  it('asks an onboarded athlete without current consent at start, with the dialog', async () => {
    for (const status of ['missing', 'outdated'] as const) {
      expect(consentView(status, athlete, fresh)).toEqual({ dialog: true, banner: null, status });
    }
  });

  it('after "Später" keeps a banner instead, and opens the dialog again on request', async () => {
    expect(consentView('missing', athlete, { open: false, later: true })).toEqual({
      dialog: false,
      banner: 'missing',
      status: 'missing',
    });
    expect(consentView('missing', athlete, { open: true, later: true }).dialog).toBe(true);
  });

  it('shows the withdrawal banner, and the dialog only when asked for', async () => {
    expect(consentView('withdrawn', athlete, fresh)).toEqual({
      dialog: false,
      banner: 'withdrawn',
      status: 'withdrawn',
    });
    expect(consentView('withdrawn', athlete, { open: true, later: false }).dialog).toBe(true);
    // During the onboarding too: the athlete has said no after saying yes.
    expect(consentView('withdrawn', newAthlete, fresh).banner).toBe('withdrawn');
  });

  it('does not cover the privacy policy unasked', () => {
    expect(consentView('missing', athlete, fresh, false)).toEqual({
      dialog: false,
      banner: null,
      status: 'missing',
    });
    expect(consentView('outdated', athlete, { open: true, later: false }, false).dialog).toBe(true);
  });

  it('leaves the onboarding to ask on its own page, unless asked for', async () => {
    expect(consentView('missing', newAthlete, fresh)).toEqual({
      dialog: false,
      banner: null,
      status: 'missing',
    });
    expect(consentView('missing', newAthlete, { open: true, later: false }).dialog).toBe(true);
  });

  it.each([
    ['current', athlete],
    [null, athlete],
    ['missing', coach],
    ['missing', undefined],
    ['withdrawn', { ...athlete, emailVerified: false }],
  ] as const)('shows nothing, even when asked, for %s / %o', async (status, profile) => {
    const view = consentView(status as ConsentStatus | null, profile, { open: true, later: false });
    expect(view).toMatchObject({ dialog: false, banner: null });
  });
});

function settingsWith(consent: { version: string; withdrawnAt: string | null } | null) {
  return {
    name: 'Anna',
    consent: consent && {
      ...consent,
      given: consent.withdrawnAt === null,
      current: true,
      givenAt: '2026-11-27T08:00:00.000Z',
    },
  };
}

describe('after a consent answer', () => {
  it('puts the new state where the layouts and the settings read it, and closes the dialog', async () => {
    const { applyConsent, openConsentDialog, queryClient } = await freshPage();
    const session = { id: 'u1', name: 'Anna', consent: 'missing' };
    queryClient.setQueryData(['session'], session);
    openConsentDialog();

    const { CONSENT_VERSION } = await import('../../domain/consent');
    const settings = settingsWith({ version: CONSENT_VERSION, withdrawnAt: null });
    applyConsent(settings as never);
    expect(queryClient.getQueryData(['session'])).toEqual({ ...session, consent: 'current' });
    expect(queryClient.getQueryData(['settings'])).toBe(settings);

    applyConsent(
      settingsWith({ version: CONSENT_VERSION, withdrawnAt: '2026-11-27T09:00:00Z' }) as never,
    );
    expect(queryClient.getQueryData(['session'])).toMatchObject({ consent: 'withdrawn' });
    // The dialog closed with the consent; the withdrawal did not open it again.
    expect(consentView('withdrawn', athlete, { open: false, later: false }).dialog).toBe(false);
  });

  it('leaves a signed-out cache alone', async () => {
    const { applyConsent, queryClient } = await freshPage();
    queryClient.setQueryData(['session'], null);
    applyConsent(settingsWith(null) as never);
    expect(queryClient.getQueryData(['session'])).toBeNull();
  });
});

describe('a save refused for want of consent', () => {
  const refusal = () =>
    new Response(
      JSON.stringify({
        error: {
          status: 'PERMISSION_DENIED',
          message: de.consent.refused,
          details: { reason: 'consent-required' },
        },
      }),
      { status: 403, headers: { 'content-type': 'application/json' } },
    );

  it('gets the button that opens the consent, and re-reads the session', async () => {
    const { startConsentHandling, toastStore, queryClient, useConsentView } = await freshPage();
    const { call } = await import('./api');
    const { messageForError } = await import('./callable');
    startConsentHandling();
    queryClient.setQueryData(['session'], { id: 'u1', consent: 'current' });

    fetchMock.mockImplementation(async (url) =>
      String(url).includes('get-session')
        ? new Response(
            JSON.stringify({
              user: { id: 'u1', name: 'Anna', email: 'a@example.de', emailVerified: true },
              session: { id: 's1' },
              consent: 'withdrawn',
            }),
          )
        : refusal(),
    );
    const err = await call('saveEntry', {} as never).catch((e: unknown) => e);
    const message = messageForError(err, de.generic.saveFailed);
    expect(message).toBe(de.consent.refused);

    // Whatever screen shows the message as a toast, the toast carries the button.
    const id = toastStore.show({ type: 'error', title: de.generic.saveFailed, message });
    const shown = toastStore.getSnapshot().find((t) => t.id === id);
    expect(shown).toMatchObject({ persistent: true, action: { label: de.consent.give } });
    // The session is read again: the withdrawal made elsewhere shows in the layouts.
    await vi.waitFor(() =>
      expect(queryClient.getQueryData(['session'])).toMatchObject({ consent: 'withdrawn' }),
    );
    const { result } = renderHook(() => useConsentView(), {
      wrapper: ({ children }) =>
        createElement(
          MemoryRouter,
          null,
          createElement(QueryClientProvider, { client: queryClient }, children),
        ),
    });
    queryClient.setQueryData(['profile'], { ...athlete, id: 'u1' });
    act(() => shown?.action?.run());
    expect(result.current.dialog).toBe(true);

    toastStore.clear();
  });
});
