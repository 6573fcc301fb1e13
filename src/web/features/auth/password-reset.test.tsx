import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { de } from '../../../domain/messages';
import { signIn } from './api/auth-api';
import { Component as ForgotPasswordPage } from './forgot-password-page';
import { Component as ResetPasswordPage } from './reset-password-page';

const t = de.accounts;

/** Answers every request with `status` and `body`, and records what was sent. */
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

function sentBody(fetchMock: ReturnType<typeof answer>) {
  const [url, init] = fetchMock.mock.calls[0] ?? [];
  return { url, body: JSON.parse(String(init?.body)) };
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderAt(path: string, page: React.ReactNode) {
  return render(<MemoryRouter initialEntries={[path]}>{page}</MemoryRouter>);
}

describe('forgot password page', () => {
  it('asks for the mail and answers with the same generic message', async () => {
    const fetchMock = answer(200, { status: true, message: 'If this email exists…' });
    renderAt('/forgot-password', <ForgotPasswordPage />);
    await userEvent.type(screen.getByLabelText(de.auth.email), 'anna@example.de');
    await userEvent.click(screen.getByRole('button', { name: t.forgotSubmit }));
    expect(await screen.findByText(t.resetRequested)).toBeInTheDocument();
    expect(sentBody(fetchMock)).toEqual({
      url: '/api/auth/request-password-reset',
      body: { email: 'anna@example.de' },
    });
  });

  it('shows the German message when the server says "too many requests"', async () => {
    answer(429, { message: 'Too many requests. Please try again later.' });
    renderAt('/forgot-password', <ForgotPasswordPage />);
    await userEvent.type(screen.getByLabelText(de.auth.email), 'anna@example.de');
    await userEvent.click(screen.getByRole('button', { name: t.forgotSubmit }));
    expect(await screen.findByText(de.callableErrors['resource-exhausted'])).toBeInTheDocument();
  });
});

describe('reset password page', () => {
  async function submit(password: string) {
    await userEvent.type(screen.getByLabelText(t.newPassword), password);
    await userEvent.type(screen.getByLabelText(t.newPasswordConfirm), password);
    await userEvent.click(screen.getByRole('button', { name: t.resetSubmit }));
  }

  it('sends the token from the link with the new password and then points to sign-in', async () => {
    const fetchMock = answer(200, { status: true });
    renderAt('/reset-password?token=abc123', <ResetPasswordPage />);
    await submit('ein-gutes-neues-passwort');
    expect(await screen.findByText(t.resetDone)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: de.auth.signIn })).toHaveAttribute('href', '/login');
    expect(sentBody(fetchMock)).toEqual({
      url: '/api/auth/reset-password',
      body: { token: 'abc123', newPassword: 'ein-gutes-neues-passwort' },
    });
  });

  it('shows the server refusing a common password at the field, once', async () => {
    answer(400, {
      code: 'INVALID_INPUT',
      message: t.passwordTooCommon,
      fieldErrors: { newPassword: t.passwordTooCommon },
    });
    renderAt('/reset-password?token=abc123', <ResetPasswordPage />);
    await submit('password1');
    // Once, at the field, which gets the focus: not again above the button.
    expect(await screen.findAllByText(t.passwordTooCommon)).toHaveLength(1);
    expect(screen.getByLabelText(t.newPassword)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(t.newPassword)).toHaveFocus();
  });

  it('says in German that a used or expired link is dead, with a way to a new one', async () => {
    answer(400, { code: 'INVALID_TOKEN', message: 'Invalid token' });
    renderAt('/reset-password?token=used', <ResetPasswordPage />);
    await submit('ein-gutes-neues-passwort');
    expect(await screen.findByText(t.resetLinkInvalid)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: t.requestNewLink })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  });

  it('says so when the link has no token at all', () => {
    renderAt('/reset-password', <ResetPasswordPage />);
    expect(screen.getByText(t.resetLinkMissing)).toBeInTheDocument();
  });
});

describe('sign-in', () => {
  it("turns Better Auth's English 429 into the German message", async () => {
    answer(429, { message: 'Too many requests. Please try again later.' });
    await expect(signIn({ email: 'a@example.de', password: 'x' })).rejects.toMatchObject({
      message: de.callableErrors['resource-exhausted'],
    });
  });
});
