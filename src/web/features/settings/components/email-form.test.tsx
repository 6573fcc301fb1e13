import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render as renderBare, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { de } from '../../../../domain/messages';
import { toast } from '../../../stores/toast-store';
import { EmailForm } from './email-form';

const t = de.accounts;

/** The form's request is a mutation: it needs a query client around it, as in the app. */
function render(ui: React.ReactElement) {
  return renderBare(<QueryClientProvider client={new QueryClient()}>{ui}</QueryClientProvider>);
}

function answer(status: number, body: unknown) {
  const fetchMock = vi.fn(
    async (_url: string, _init?: RequestInit) =>
      new Response(JSON.stringify(body), {
        status,
        headers: { 'content-type': 'application/json' },
      }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => {
  cleanup();
  toast.clear();
  vi.unstubAllGlobals();
});

async function fill(newEmail: string, password?: string) {
  await userEvent.type(screen.getByLabelText(t.newEmail), newEmail);
  if (password !== undefined) {
    await userEvent.type(screen.getByLabelText(t.confirmPassword), password);
  }
  await userEvent.click(screen.getByRole('button', { name: t.changeEmail }));
}

describe('changing the e-mail address in the settings', () => {
  it('sends the new address with the current password and says where the link went', async () => {
    const fetchMock = answer(200, { status: true });
    render(<EmailForm email="alt@example.de" hasPassword />);
    await fill('neu@example.de', 'mein-passwort-1');
    expect(await screen.findByText(t.changeEmailSent('neu@example.de'))).toBeInTheDocument();
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/auth/change-email');
    expect(JSON.parse(String(init?.body))).toEqual({
      newEmail: 'neu@example.de',
      password: 'mein-passwort-1',
      callbackURL: '/settings',
    });
    // The form is emptied: no password stays on screen.
    expect(screen.getByLabelText(t.confirmPassword)).toHaveValue('');
  });

  it('asks for the password before sending anything', async () => {
    const fetchMock = answer(200, { status: true });
    render(<EmailForm email="alt@example.de" hasPassword />);
    await fill('neu@example.de');
    expect(await screen.findByText(de.validation.required)).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('marks the password field when the server says it is wrong', async () => {
    answer(400, {
      code: 'INVALID_PASSWORD',
      message: 'Das Passwort ist falsch.',
      fieldErrors: { password: 'Das Passwort ist falsch.' },
    });
    render(<EmailForm email="alt@example.de" hasPassword />);
    await fill('neu@example.de', 'falsch-falsch');
    expect(await screen.findByLabelText(t.confirmPassword)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getAllByText(de.authErrors.INVALID_PASSWORD!).length).toBeGreaterThan(0);
  });

  it('has no password field for an account without a password (Google)', async () => {
    const fetchMock = answer(200, { status: true });
    render(<EmailForm email="alt@example.de" hasPassword={false} />);
    expect(screen.queryByLabelText(t.confirmPassword)).toBeNull();
    await fill('neu@example.de');
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({
      newEmail: 'neu@example.de',
      callbackURL: '/settings',
    });
  });
});
