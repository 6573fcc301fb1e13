import { describe, expect, it } from 'vitest';
import { href, matchesPattern, paths, ROUTES } from './routes';

describe('the route manifest', () => {
  it('writes each path once', () => {
    const all = Object.values(ROUTES).map((route) => route.path);
    expect(new Set(all).size).toBe(all.length);
  });

  it('gives every route with a screen a title or leaves it to the page’s data', () => {
    const untitled = Object.entries(ROUTES)
      .filter(([, route]) => route.layout !== null && !('title' in route))
      .map(([id]) => id);
    // The coach's athlete and the athlete's coach preview are named after the person they show.
    expect(untitled.sort()).toEqual(['coachAthlete', 'settingsCoachPreview']);
  });
});

describe('links', () => {
  it('paths are the manifest’s', () => {
    expect(paths.dashboard).toBe('/dashboard');
    expect(paths.onboardingIntroduction).toBe('/onboarding/introduction');
    expect(paths.home).toBe('/');
  });

  it('href fills and encodes the parameters', () => {
    expect(href('coachAthlete', { athleteId: 'a b/c' })).toBe('/coach/athletes/a%20b%2Fc');
    expect(href('settingsCoachPreview', { linkId: '3f1c' })).toBe('/settings/coach-preview/3f1c');
    expect(href('trends')).toBe('/trends');
  });
});

describe('matchesPattern', () => {
  it('matches segment by segment, ignoring a trailing slash', () => {
    expect(matchesPattern('/', '/')).toBe(true);
    expect(matchesPattern('/dashboard', '/dashboard/')).toBe(true);
    expect(matchesPattern('/dashboard', '/dashboardx')).toBe(false);
    expect(matchesPattern('/settings/coach-preview/:linkId', '/settings/coach-preview/x')).toBe(
      true,
    );
    expect(matchesPattern('/settings/coach-preview/:linkId', '/settings/coach-preview/')).toBe(
      false,
    );
    expect(matchesPattern('/settings/coach-preview/:linkId', '/settings/coach-preview/a/b')).toBe(
      false,
    );
    expect(matchesPattern('/dashboard', 'dashboard')).toBe(false);
  });

  it('a nested pattern covers everything below its fixed part', () => {
    const pattern = ROUTES.coachAthlete.path;
    expect(matchesPattern(pattern, '/coach/athletes/a/notes', true)).toBe(true);
    expect(matchesPattern(pattern, '/coach/athletes/', true)).toBe(false);
    expect(matchesPattern(pattern, '/coach/athletesx', true)).toBe(false);
  });
});
