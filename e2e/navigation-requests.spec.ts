import type { Page } from '@playwright/test';
import { CONSENT_VERSION } from '../src/domain/consent';
import { expect, test } from './fixtures';
import { callFunction, openMailLink } from './support/api';
import { appURL, heading } from './support/helpers';
import { linkFrom } from './support/smtp';

/**
 * Counts the app's requests for the auth state: Better Auth's session, whose answer carries the
 * profile, and the profile function, which the app only needs when that answer did not come.
 */
function countAuthStateRequests(page: Page) {
  const counts = { session: 0, profile: 0 };
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname === '/api/auth/get-session') counts.session++;
    if (pathname === '/api/functions/getProfile') counts.profile++;
  });
  return {
    counts,
    reset() {
      counts.session = 0;
      counts.profile = 0;
    },
  };
}

function navLink(page: Page, name: string) {
  return page.getByRole('navigation', { name: 'Hauptnavigation' }).getByRole('link', {
    name,
    exact: true,
  });
}

test.describe('session and profile are cached in the app', () => {
  test('moving between protected screens asks for neither after the first page', async ({
    page,
    baseURL,
    insertNewUser,
    login,
  }) => {
    const user = await insertNewUser({ onboarded: true });
    await login(page, user);
    const requests = countAuthStateRequests(page);
    let settingsReads = 0;
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/functions/getSettings') settingsReads++;
    });

    await page.goto('/dashboard');
    await expect(heading(page, 'Dashboard')).toBeVisible();
    await page.waitForLoadState('networkidle');
    // The first page reads the session once; its answer carries the profile, and the name and
    // picture the header shows, so the settings are not read either.
    expect(requests.counts).toEqual({ session: 1, profile: 0 });
    expect(settingsReads).toBe(0);
    requests.reset();

    const steps: { go: () => Promise<void>; path: string; title: string }[] = [
      { go: () => navLink(page, 'Protokoll').click(), path: '/protocol', title: 'Protokoll' },
      { go: () => navLink(page, 'Trends').click(), path: '/trends', title: 'Trends' },
      { go: () => navLink(page, 'Toolbox').click(), path: '/toolbox', title: 'Toolbox' },
      { go: () => navLink(page, 'Dashboard').click(), path: '/dashboard', title: 'Dashboard' },
      {
        go: () => navLink(page, 'Tunnel-Routine').click(),
        path: '/tunnel-routine',
        title: 'Tunnel-Routine',
      },
      {
        go: () => navLink(page, 'Einstellungen').click(),
        path: '/settings',
        title: 'Einstellungen',
      },
      {
        go: () => navLink(page, 'Performance').click(),
        path: '/performance-cocktail',
        title: 'Performance-Cocktail',
      },
    ];
    for (const step of steps) {
      await step.go();
      await expect(page).toHaveURL(appURL(baseURL!, step.path));
      await expect(heading(page, step.title)).toBeVisible();
    }
    // Every screen has loaded its own data; none of it was the session or the profile.
    await page.waitForLoadState('networkidle');
    expect(requests.counts).toEqual({ session: 0, profile: 0 });
  });

  test('verifying the e-mail refreshes the session once, and the guard lets the athlete in', async ({
    page,
    baseURL,
    insertNewUser,
    login,
    mailbox,
    appServer,
  }) => {
    const user = await insertNewUser({ verified: false });
    await login(page, user);
    await page.goto('/dashboard');
    await expect(page).toHaveURL(appURL(baseURL!, '/verify-email'));
    await expect(page.getByRole('button', { name: 'Ich habe bestätigt' })).toBeVisible();

    // The link is followed elsewhere (say on the phone); this tab learns of it on request.
    await openMailLink(appServer, linkFrom(await mailbox.waitForMail(user.email)));
    const requests = countAuthStateRequests(page);
    await page.getByRole('button', { name: 'Ich habe bestätigt' }).click();
    await expect(page).toHaveURL(appURL(baseURL!, '/onboarding/introduction'));
    await expect(heading(page, 'Willkommen bei Leistungszone')).toBeVisible();
    // One session read, whose answer brings the profile with the new verification.
    expect(requests.counts).toEqual({ session: 1, profile: 0 });

    requests.reset();
    // Recording the consent updates the session the app holds; it reads nothing again.
    await page.getByRole('checkbox', { name: /Ich willige ein/ }).check();
    await page.getByRole('button', { name: "Los geht's" }).click();
    await expect(page).toHaveURL(appURL(baseURL!, '/onboarding/step-1'));
    await expect(heading(page, 'Dein Profil')).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(requests.counts).toEqual({ session: 0, profile: 0 });
  });

  test('finishing onboarding refreshes the session once, and the guard opens the dashboard', async ({
    page,
    baseURL,
    insertNewUser,
    login,
    appServer,
  }) => {
    const user = await insertNewUser();
    await callFunction(appServer, 'giveConsent', { version: CONSENT_VERSION }, user.token);
    await callFunction(
      appServer,
      'saveOnboardingProfile',
      { name: user.name, sport: 'Tennis', level: 'amateur' },
      user.token,
    );
    const emotions = [
      { id: 'motiviert', label: 'motiviert', group: 'P+' },
      { id: 'fokussiert', label: 'fokussiert', group: 'P+' },
      { id: 'nervoes', label: 'nervös', group: 'N+' },
    ];
    await callFunction(appServer, 'saveOnboardingEmotions', { emotions }, user.token);
    await callFunction(
      appServer,
      'saveOnboardingZones',
      { emotions: emotions.map((e) => ({ ...e, zoneMin: 2, zoneMax: 5 })) },
      user.token,
    );
    await login(page, user);
    await page.goto('/onboarding/step-4');
    await expect(page.getByRole('button', { name: 'Abschließen' })).toBeVisible();
    await page.waitForLoadState('networkidle');

    const requests = countAuthStateRequests(page);
    await page.getByRole('button', { name: 'Abschließen' }).click();
    await expect(page).toHaveURL(appURL(baseURL!, '/dashboard'));
    await expect(heading(page, 'Dashboard')).toBeVisible();
    // One session read, whose answer brings the finished wizard with it.
    expect(requests.counts).toEqual({ session: 1, profile: 0 });

    requests.reset();
    await navLink(page, 'Protokoll').click();
    await expect(page).toHaveURL(appURL(baseURL!, '/protocol'));
    await page.waitForLoadState('networkidle');
    expect(requests.counts).toEqual({ session: 0, profile: 0 });
  });
});
