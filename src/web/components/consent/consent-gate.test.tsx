import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { CONSENT_VERSION } from '../../../domain/consent';
import { de } from '../../../domain/messages';
import { formatVersion } from '../../lib/format';

// jsdom has no modal dialogs: opening and closing is all the component needs of them.
beforeAll(() => {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.open = false;
  };
});

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const ATHLETE = {
  id: 'u1',
  name: 'Anna',
  email: 'anna@example.de',
  emailVerified: true,
  role: null,
  wizardCompleted: true,
};

/** The gate on a page, with the session and profile the first page read. */
async function showGate(consent: string) {
  vi.resetModules();
  const { ConsentGate } = await import('./consent-gate');
  const { queryClient } = await import('../../lib/query-client');
  queryClient.setQueryData(['session'], { ...ATHLETE, image: null, sessionId: 's1', consent });
  queryClient.setQueryData(['profile'], ATHLETE);
  const router = createMemoryRouter([{ path: '*', element: <ConsentGate /> }]);
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return queryClient;
}

const dialog = () => document.querySelector('dialog') as HTMLDialogElement;

function answerConsent() {
  fetchMock.mockResolvedValue(
    new Response(
      JSON.stringify({
        result: {
          name: 'Anna',
          consent: {
            given: true,
            version: CONSENT_VERSION,
            current: true,
            givenAt: '2026-11-27T08:00:00.000Z',
            withdrawnAt: null,
          },
        },
      }),
      { headers: { 'content-type': 'application/json' } },
    ),
  );
}

describe('ConsentGate', () => {
  it('asks at start; "Später" leaves a banner whose button asks again', async () => {
    await showGate('missing');
    await waitFor(() => expect(dialog()?.open).toBe(true));
    expect(screen.getByRole('heading', { name: de.privacy.dialog.title })).toBeInTheDocument();
    expect(
      screen.getByText(de.privacy.version(formatVersion(CONSENT_VERSION))),
    ).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: de.privacy.dialog.later }));
    expect(dialog().open).toBe(false);
    const banner = screen.getByRole('heading', { name: de.privacy.banner.missingTitle });
    expect(banner).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: de.privacy.banner.consent }));
    expect(dialog().open).toBe(true);
  });

  it('records the consent to the current text and then shows nothing', async () => {
    const queryClient = await showGate('outdated');
    await waitFor(() => expect(dialog()?.open).toBe(true));
    expect(screen.getByText(de.privacy.dialog.outdated)).toBeInTheDocument();
    answerConsent();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: de.privacy.dialog.agree }));
    });
    await waitFor(() => expect(document.querySelector('dialog')).toBeNull());
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(String(url)).toContain('/api/functions/giveConsent');
    expect(JSON.parse(String(init?.body))).toEqual({ data: { version: CONSENT_VERSION } });
    expect(queryClient.getQueryData(['session'])).toMatchObject({ consent: 'current' });
  });

  it('after a withdrawal says what it means, with export, deletion and consenting again', async () => {
    await showGate('withdrawn');
    await screen.findByRole('heading', { name: de.privacy.banner.withdrawnTitle });
    for (const line of de.privacy.banner.withdrawn) {
      expect(screen.getByText(line)).toBeInTheDocument();
    }
    expect(screen.getByRole('link', { name: de.privacy.banner.exportData })).toHaveAttribute(
      'href',
      '/api/export?format=json',
    );
    expect(screen.getByRole('link', { name: de.privacy.banner.deleteAccount })).toHaveAttribute(
      'href',
      '/settings#konto-loeschen',
    );
    expect(dialog().open).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: de.privacy.banner.consentAgain }));
    expect(dialog().open).toBe(true);
  });

  it('renders nothing, and loads nothing, with current consent', async () => {
    await showGate('current');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(document.body.textContent).toBe('');
  });
});
