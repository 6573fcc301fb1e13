import { expect, test } from './fixtures';
import { appURL, heading } from './support/helpers';

// Better Auth's limits as in production (the test default switches them off): this file's tests get
// an app server of their own.
test.use({ appServerEnv: { AUTH_RATE_LIMIT: 'on' } });

test('250 session reads in a row from one address, then the dashboard opens', async ({
  page,
  baseURL,
  insertNewUser,
  login,
}) => {
  // 250 requests one after the other.
  test.slow();
  const user = await insertNewUser({ onboarded: true });
  await login(page, user);

  // The page's own request context: the browser's cookie, and the same client address.
  const statuses = new Map<number, number>();
  for (let i = 0; i < 250; i++) {
    const res = await page.request.get('/api/auth/get-session');
    statuses.set(res.status(), (statuses.get(res.status()) ?? 0) + 1);
  }
  // Reading the session is not limited like sign-in: every read is answered. Soft, so that a
  // failure here still shows what the app makes of the page after it.
  expect.soft(Object.fromEntries(statuses)).toEqual({ 200: 250 });

  await page.goto('/dashboard');
  await expect(heading(page, 'Dashboard')).toBeVisible();
  await expect(page.getByText(`Willkommen, ${user.name}`)).toBeVisible();
  await expect(page).toHaveURL(appURL(baseURL!, '/dashboard'));
});
