import { describe, expect, it } from 'vitest';
import {
  type AccessDecision,
  type AccessProfile,
  type AuthState,
  decideAccess,
  homeFor,
} from './access';
import type { GuardReason } from './messages';
import { ROUTES } from './routes';

// The German wording is part of the specification (section 8), so it is spelled out here rather
// than imported from the catalogue: a change to the catalogue must break this test.
const AUTH = 'Authentifizierung erforderlich';
const VERIFY = 'E-Mail-Verifizierung erforderlich';
const WIZARD = 'Einführungsassistent muss abgeschlossen werden';
const PERM = 'Unzureichende Berechtigung';
const DONE = 'Bereits abgeschlossen';

interface State {
  label: string;
  auth: AuthState;
  profile: AccessProfile | null;
}

const athlete: AccessProfile = { wizardCompleted: false, role: null };
const athleteDone: AccessProfile = { wizardCompleted: true, role: null };
const coach: AccessProfile = { wizardCompleted: false, role: 'coach' };

const STATES = [
  { label: 'signed out', auth: { signedIn: false }, profile: null },
  { label: 'unverified athlete', auth: { signedIn: true, emailVerified: false }, profile: athlete },
  { label: 'unverified coach', auth: { signedIn: true, emailVerified: false }, profile: coach },
  {
    label: 'athlete, wizard open',
    auth: { signedIn: true, emailVerified: true },
    profile: athlete,
  },
  {
    label: 'athlete, wizard done',
    auth: { signedIn: true, emailVerified: true },
    profile: athleteDone,
  },
  { label: 'verified coach', auth: { signedIn: true, emailVerified: true }, profile: coach },
  { label: 'failed profile read', auth: { signedIn: true, emailVerified: true }, profile: null },
] as const satisfies readonly State[];

type Expected = AccessDecision;
type Row = readonly [Expected, Expected, Expected, Expected, Expected, Expected, Expected];

const OK: Expected = { kind: 'allow' };
const go = (to: string, reason: GuardReason): Expected => ({
  kind: 'redirect',
  to,
  reason,
  silent: false,
});
const quiet = (to: string): Expected => ({ kind: 'redirect', to, reason: null, silent: true });

// Columns follow STATES: signed out | unverified athlete | unverified coach |
// athlete, wizard open | athlete, wizard done | verified coach | failed profile read
const TABLE: Record<string, Row> = {
  '/': [
    quiet('/login'),
    quiet('/verify-email'),
    quiet('/verify-email'),
    quiet('/onboarding/introduction'),
    quiet('/dashboard'),
    quiet('/coach/portal'),
    quiet('/onboarding/introduction'),
  ],
  '/about': [go('/login?redirect=%2Fabout', AUTH), OK, OK, OK, OK, OK, OK],
  '/coach/athletes': [
    go('/login?redirect=%2Fcoach%2Fathletes', AUTH),
    go('/verify-email', VERIFY),
    go('/verify-email', VERIFY),
    go('/dashboard', PERM),
    go('/dashboard', PERM),
    OK,
    go('/dashboard', PERM),
  ],
  '/coach/inbox': [
    go('/login?redirect=%2Fcoach%2Finbox', AUTH),
    go('/verify-email', VERIFY),
    go('/verify-email', VERIFY),
    go('/dashboard', PERM),
    go('/dashboard', PERM),
    OK,
    go('/dashboard', PERM),
  ],
  '/coach/portal': [
    go('/login?redirect=%2Fcoach%2Fportal', AUTH),
    go('/verify-email', VERIFY),
    go('/verify-email', VERIFY),
    go('/dashboard', PERM),
    go('/dashboard', PERM),
    OK,
    go('/dashboard', PERM),
  ],
  '/coach/settings': [
    go('/login?redirect=%2Fcoach%2Fsettings', AUTH),
    go('/verify-email', VERIFY),
    go('/verify-email', VERIFY),
    go('/dashboard', PERM),
    go('/dashboard', PERM),
    OK,
    go('/dashboard', PERM),
  ],
  '/dashboard': [
    go('/login?redirect=%2Fdashboard', AUTH),
    go('/verify-email', VERIFY),
    go('/verify-email', VERIFY),
    go('/onboarding/introduction', WIZARD),
    OK,
    go('/coach/portal', PERM),
    go('/onboarding/introduction', WIZARD),
  ],
  '/login': [
    OK,
    quiet('/verify-email'),
    quiet('/verify-email'),
    quiet('/onboarding/introduction'),
    quiet('/dashboard'),
    quiet('/coach/portal'),
    quiet('/onboarding/introduction'),
  ],
  '/register': [
    OK,
    quiet('/verify-email'),
    quiet('/verify-email'),
    quiet('/onboarding/introduction'),
    quiet('/dashboard'),
    quiet('/coach/portal'),
    quiet('/onboarding/introduction'),
  ],
  '/forgot-password': [
    OK,
    quiet('/verify-email'),
    quiet('/verify-email'),
    quiet('/onboarding/introduction'),
    quiet('/dashboard'),
    quiet('/coach/portal'),
    quiet('/onboarding/introduction'),
  ],
  '/reset-password': [OK, OK, OK, OK, OK, OK, OK],
  '/reset-password?token=abc': [OK, OK, OK, OK, OK, OK, OK],
  // The legal pages: open to everyone, whatever the state.
  '/datenschutz': [OK, OK, OK, OK, OK, OK, OK],
  '/impressum': [OK, OK, OK, OK, OK, OK, OK],
  // An invite link opens for everyone: the page itself says what comes next.
  '/invite/:code': [OK, OK, OK, OK, OK, OK, OK],
  '/invite/ACDE-FGHJ': [OK, OK, OK, OK, OK, OK, OK],
  '/impressum/': [OK, OK, OK, OK, OK, OK, OK],
  '/datenschutz#rechte': [OK, OK, OK, OK, OK, OK, OK],
  '/onboarding/introduction': [
    go('/login?redirect=%2Fonboarding%2Fintroduction', AUTH),
    go('/verify-email', VERIFY),
    go('/verify-email', VERIFY),
    OK,
    go('/dashboard', DONE),
    go('/coach/portal', PERM),
    OK,
  ],
  '/onboarding/step-1': [
    go('/login?redirect=%2Fonboarding%2Fstep-1', AUTH),
    go('/verify-email', VERIFY),
    go('/verify-email', VERIFY),
    OK,
    go('/dashboard', DONE),
    go('/coach/portal', PERM),
    OK,
  ],
  '/onboarding/step-2': [
    go('/login?redirect=%2Fonboarding%2Fstep-2', AUTH),
    go('/verify-email', VERIFY),
    go('/verify-email', VERIFY),
    OK,
    go('/dashboard', DONE),
    go('/coach/portal', PERM),
    OK,
  ],
  '/onboarding/step-3': [
    go('/login?redirect=%2Fonboarding%2Fstep-3', AUTH),
    go('/verify-email', VERIFY),
    go('/verify-email', VERIFY),
    OK,
    go('/dashboard', DONE),
    go('/coach/portal', PERM),
    OK,
  ],
  '/onboarding/step-4': [
    go('/login?redirect=%2Fonboarding%2Fstep-4', AUTH),
    go('/verify-email', VERIFY),
    go('/verify-email', VERIFY),
    OK,
    go('/dashboard', DONE),
    go('/coach/portal', PERM),
    OK,
  ],
  '/performance-cocktail': [
    go('/login?redirect=%2Fperformance-cocktail', AUTH),
    go('/verify-email', VERIFY),
    go('/verify-email', VERIFY),
    go('/onboarding/introduction', WIZARD),
    OK,
    go('/coach/portal', PERM),
    go('/onboarding/introduction', WIZARD),
  ],
  '/performance-cocktail-edit': [
    go('/login?redirect=%2Fperformance-cocktail-edit', AUTH),
    go('/verify-email', VERIFY),
    go('/verify-email', VERIFY),
    go('/onboarding/introduction', WIZARD),
    OK,
    go('/coach/portal', PERM),
    go('/onboarding/introduction', WIZARD),
  ],
  '/protocol': [
    go('/login?redirect=%2Fprotocol', AUTH),
    go('/verify-email', VERIFY),
    go('/verify-email', VERIFY),
    go('/onboarding/introduction', WIZARD),
    OK,
    go('/coach/portal', PERM),
    go('/onboarding/introduction', WIZARD),
  ],
  '/protocol/context': [
    go('/login?redirect=%2Fprotocol%2Fcontext', AUTH),
    go('/verify-email', VERIFY),
    go('/verify-email', VERIFY),
    go('/onboarding/introduction', WIZARD),
    OK,
    go('/coach/portal', PERM),
    go('/onboarding/introduction', WIZARD),
  ],
  '/protocol/emotions': [
    go('/login?redirect=%2Fprotocol%2Femotions', AUTH),
    go('/verify-email', VERIFY),
    go('/verify-email', VERIFY),
    go('/onboarding/introduction', WIZARD),
    OK,
    go('/coach/portal', PERM),
    go('/onboarding/introduction', WIZARD),
  ],
  '/protocol/notes': [
    go('/login?redirect=%2Fprotocol%2Fnotes', AUTH),
    go('/verify-email', VERIFY),
    go('/verify-email', VERIFY),
    go('/onboarding/introduction', WIZARD),
    OK,
    go('/coach/portal', PERM),
    go('/onboarding/introduction', WIZARD),
  ],
  '/protocol/performance': [
    go('/login?redirect=%2Fprotocol%2Fperformance', AUTH),
    go('/verify-email', VERIFY),
    go('/verify-email', VERIFY),
    go('/onboarding/introduction', WIZARD),
    OK,
    go('/coach/portal', PERM),
    go('/onboarding/introduction', WIZARD),
  ],
  '/protocol/print': [
    go('/login?redirect=%2Fprotocol%2Fprint', AUTH),
    go('/verify-email', VERIFY),
    go('/verify-email', VERIFY),
    go('/onboarding/introduction', WIZARD),
    OK,
    go('/coach/portal', PERM),
    go('/onboarding/introduction', WIZARD),
  ],
  '/protocol/summary': [
    go('/login?redirect=%2Fprotocol%2Fsummary', AUTH),
    go('/verify-email', VERIFY),
    go('/verify-email', VERIFY),
    go('/onboarding/introduction', WIZARD),
    OK,
    go('/coach/portal', PERM),
    go('/onboarding/introduction', WIZARD),
  ],
  '/settings': [
    go('/login?redirect=%2Fsettings', AUTH),
    go('/verify-email', VERIFY),
    go('/verify-email', VERIFY),
    OK,
    OK,
    OK,
    OK,
  ],
  '/toolbox': [
    go('/login?redirect=%2Ftoolbox', AUTH),
    go('/verify-email', VERIFY),
    go('/verify-email', VERIFY),
    go('/onboarding/introduction', WIZARD),
    OK,
    go('/coach/portal', PERM),
    go('/onboarding/introduction', WIZARD),
  ],
  '/trends': [
    go('/login?redirect=%2Ftrends', AUTH),
    go('/verify-email', VERIFY),
    go('/verify-email', VERIFY),
    go('/onboarding/introduction', WIZARD),
    OK,
    go('/coach/portal', PERM),
    go('/onboarding/introduction', WIZARD),
  ],
  '/competitions': [
    go('/login?redirect=%2Fcompetitions', AUTH),
    go('/verify-email', VERIFY),
    go('/verify-email', VERIFY),
    go('/onboarding/introduction', WIZARD),
    OK,
    go('/coach/portal', PERM),
    go('/onboarding/introduction', WIZARD),
  ],
  '/tunnel-routine': [
    go('/login?redirect=%2Ftunnel-routine', AUTH),
    go('/verify-email', VERIFY),
    go('/verify-email', VERIFY),
    go('/onboarding/introduction', WIZARD),
    OK,
    go('/coach/portal', PERM),
    go('/onboarding/introduction', WIZARD),
  ],
  '/startcheck': [
    go('/login?redirect=%2Fstartcheck', AUTH),
    go('/verify-email', VERIFY),
    go('/verify-email', VERIFY),
    go('/onboarding/introduction', WIZARD),
    OK,
    go('/coach/portal', PERM),
    go('/onboarding/introduction', WIZARD),
  ],
  '/quick-log': [
    go('/login?redirect=%2Fquick-log', AUTH),
    go('/verify-email', VERIFY),
    go('/verify-email', VERIFY),
    go('/onboarding/introduction', WIZARD),
    OK,
    go('/coach/portal', PERM),
    go('/onboarding/introduction', WIZARD),
  ],
  '/verify-email': [
    go('/login?redirect=%2Fverify-email', AUTH),
    OK,
    OK,
    quiet('/onboarding/introduction'),
    quiet('/dashboard'),
    quiet('/coach/portal'),
    quiet('/onboarding/introduction'),
  ],

  // Paths beyond the route table.
  '/coach/athletes/abc': [
    go('/login?redirect=%2Fcoach%2Fathletes%2Fabc', AUTH),
    go('/verify-email', VERIFY),
    go('/verify-email', VERIFY),
    go('/dashboard', PERM),
    go('/dashboard', PERM),
    OK,
    go('/dashboard', PERM),
  ],
  '/coach/athletes/:athleteId': [
    go('/login?redirect=%2Fcoach%2Fathletes%2F%3AathleteId', AUTH),
    go('/verify-email', VERIFY),
    go('/verify-email', VERIFY),
    go('/dashboard', PERM),
    go('/dashboard', PERM),
    OK,
    go('/dashboard', PERM),
  ],
  '/coach/athletes/abc/': [
    go('/login?redirect=%2Fcoach%2Fathletes%2Fabc%2F', AUTH),
    go('/verify-email', VERIFY),
    go('/verify-email', VERIFY),
    go('/dashboard', PERM),
    go('/dashboard', PERM),
    OK,
    go('/dashboard', PERM),
  ],
  // Pages nested below one athlete share the coach's rule.
  '/coach/athletes/abc/notes': [
    go('/login?redirect=%2Fcoach%2Fathletes%2Fabc%2Fnotes', AUTH),
    go('/verify-email', VERIFY),
    go('/verify-email', VERIFY),
    go('/dashboard', PERM),
    go('/dashboard', PERM),
    OK,
    go('/dashboard', PERM),
  ],
  '/coach/athletes/:athleteId/print': [
    go('/login?redirect=%2Fcoach%2Fathletes%2F%3AathleteId%2Fprint', AUTH),
    go('/verify-email', VERIFY),
    go('/verify-email', VERIFY),
    go('/dashboard', PERM),
    go('/dashboard', PERM),
    OK,
    go('/dashboard', PERM),
  ],
  // The athlete's preview of one coach link: like the settings, for athletes only.
  '/settings/coach-preview/:linkId': [
    go('/login?redirect=%2Fsettings%2Fcoach-preview%2F%3AlinkId', AUTH),
    go('/verify-email', VERIFY),
    go('/verify-email', VERIFY),
    OK,
    OK,
    go('/coach/portal', PERM),
    OK,
  ],
  '/settings/coach-preview/3f1c/': [
    go('/login?redirect=%2Fsettings%2Fcoach-preview%2F3f1c%2F', AUTH),
    go('/verify-email', VERIFY),
    go('/verify-email', VERIFY),
    OK,
    OK,
    go('/coach/portal', PERM),
    OK,
  ],
  '/settings/coach-preview/a/b': [
    quiet('/login'),
    quiet('/verify-email'),
    quiet('/verify-email'),
    quiet('/onboarding/introduction'),
    quiet('/dashboard'),
    quiet('/coach/portal'),
    quiet('/onboarding/introduction'),
  ],
  '/coach': [
    go('/login?redirect=%2Fcoach', AUTH),
    go('/verify-email', VERIFY),
    go('/verify-email', VERIFY),
    go('/dashboard', PERM),
    go('/dashboard', PERM),
    quiet('/coach/portal'),
    go('/dashboard', PERM),
  ],
  '/coach/': [
    go('/login?redirect=%2Fcoach%2F', AUTH),
    go('/verify-email', VERIFY),
    go('/verify-email', VERIFY),
    go('/dashboard', PERM),
    go('/dashboard', PERM),
    quiet('/coach/portal'),
    go('/dashboard', PERM),
  ],
  '/unknown-xyz': [
    quiet('/login'),
    quiet('/verify-email'),
    quiet('/verify-email'),
    quiet('/onboarding/introduction'),
    quiet('/dashboard'),
    quiet('/coach/portal'),
    quiet('/onboarding/introduction'),
  ],
  '/onboarding/xyz': [
    quiet('/login'),
    quiet('/verify-email'),
    quiet('/verify-email'),
    quiet('/onboarding/introduction'),
    quiet('/dashboard'),
    quiet('/coach/portal'),
    quiet('/onboarding/introduction'),
  ],
  '/coach/unknown': [
    quiet('/login'),
    quiet('/verify-email'),
    quiet('/verify-email'),
    quiet('/onboarding/introduction'),
    quiet('/dashboard'),
    quiet('/coach/portal'),
    quiet('/onboarding/introduction'),
  ],
  '/protocol/xyz': [
    quiet('/login'),
    quiet('/verify-email'),
    quiet('/verify-email'),
    quiet('/onboarding/introduction'),
    quiet('/dashboard'),
    quiet('/coach/portal'),
    quiet('/onboarding/introduction'),
  ],
  '/dashboard/': [
    go('/login?redirect=%2Fdashboard%2F', AUTH),
    go('/verify-email', VERIFY),
    go('/verify-email', VERIFY),
    go('/onboarding/introduction', WIZARD),
    OK,
    go('/coach/portal', PERM),
    go('/onboarding/introduction', WIZARD),
  ],
  '/login/': [
    OK,
    quiet('/verify-email'),
    quiet('/verify-email'),
    quiet('/onboarding/introduction'),
    quiet('/dashboard'),
    quiet('/coach/portal'),
    quiet('/onboarding/introduction'),
  ],
  '/trends?range=30#x': [
    go('/login?redirect=%2Ftrends%3Frange%3D30%23x', AUTH),
    go('/verify-email', VERIFY),
    go('/verify-email', VERIFY),
    go('/onboarding/introduction', WIZARD),
    OK,
    go('/coach/portal', PERM),
    go('/onboarding/introduction', WIZARD),
  ],
  '/?from=mail': [
    quiet('/login'),
    quiet('/verify-email'),
    quiet('/verify-email'),
    quiet('/onboarding/introduction'),
    quiet('/dashboard'),
    quiet('/coach/portal'),
    quiet('/onboarding/introduction'),
  ],
};

const PATHS = Object.keys(TABLE);

describe('decideAccess: expected table', () => {
  it('covers every path of the route table', () => {
    for (const { path } of Object.values(ROUTES)) expect(PATHS).toContain(path);
  });

  describe.each(PATHS)('%s', (path) => {
    const row = TABLE[path]!;
    it.each(STATES.map((state, column) => ({ ...state, expected: row[column]! })))(
      '$label',
      ({ auth, profile, expected }) => {
        expect(decideAccess(auth, profile, path)).toEqual(expected);
      },
    );
  });
});

describe('decideAccess: properties', () => {
  const extraPaths = [
    '',
    'dashboard',
    '?x=1',
    '#top',
    '//evil.example',
    '/coach/athletes/',
    '/settings/coach-preview/',
  ];

  it('never loops: every path settles on an allowed page within five hops', () => {
    for (const state of STATES) {
      for (const start of [...PATHS, ...extraPaths]) {
        let path = start;
        let decision = decideAccess(state.auth, state.profile, path);
        const visited = [path];
        for (let hop = 0; hop < 5 && decision.kind === 'redirect'; hop++) {
          path = decision.to;
          visited.push(path);
          decision = decideAccess(state.auth, state.profile, path);
        }
        expect(decision, `${state.label}: ${visited.join(' -> ')}`).toEqual({ kind: 'allow' });
      }
    }
  });

  it('a redirect carries a reason exactly when it is not silent', () => {
    for (const state of STATES) {
      for (const path of [...PATHS, ...extraPaths]) {
        const decision = decideAccess(state.auth, state.profile, path);
        if (decision.kind === 'redirect') expect(decision.silent).toBe(decision.reason === null);
      }
    }
  });

  it('ignores the wizard flag of a coach', () => {
    const coachDone: AccessProfile = { wizardCompleted: true, role: 'coach' };
    for (const emailVerified of [false, true]) {
      const auth: AuthState = { signedIn: true, emailVerified };
      for (const path of PATHS) {
        expect(decideAccess(auth, coachDone, path)).toEqual(decideAccess(auth, coach, path));
      }
    }
  });

  it('treats a failed profile read like an athlete without a finished wizard', () => {
    for (const emailVerified of [false, true]) {
      const auth: AuthState = { signedIn: true, emailVerified };
      for (const path of PATHS) {
        expect(decideAccess(auth, null, path)).toEqual(decideAccess(auth, athlete, path));
      }
    }
  });

  it('treats an empty or relative path as unknown', () => {
    const verified: AuthState = { signedIn: true, emailVerified: true };
    expect(decideAccess(verified, athleteDone, '')).toEqual(quiet('/dashboard'));
    expect(decideAccess(verified, athleteDone, 'dashboard')).toEqual(quiet('/dashboard'));
    expect(decideAccess({ signedIn: false }, null, 'dashboard')).toEqual(quiet('/login'));
  });

  it('matches nested coach paths by segment, not by string prefix', () => {
    const verified: AuthState = { signedIn: true, emailVerified: true };
    expect(decideAccess(verified, coach, '/coach/athletes/')).toEqual(OK);
    expect(decideAccess(verified, coach, '/coach/athletes/abc?tab=notes#top')).toEqual(OK);
    expect(decideAccess(verified, coach, '/coach/athletesabc')).toEqual(quiet('/coach/portal'));
  });
});

describe('homeFor', () => {
  it.each([
    { label: 'signed out', auth: { signedIn: false }, profile: null, home: '/login' },
    {
      label: 'unverified athlete',
      auth: { signedIn: true, emailVerified: false },
      profile: athleteDone,
      home: '/verify-email',
    },
    {
      label: 'unverified coach',
      auth: { signedIn: true, emailVerified: false },
      profile: coach,
      home: '/verify-email',
    },
    {
      label: 'verified coach',
      auth: { signedIn: true, emailVerified: true },
      profile: coach,
      home: '/coach/portal',
    },
    {
      label: 'athlete, wizard done',
      auth: { signedIn: true, emailVerified: true },
      profile: athleteDone,
      home: '/dashboard',
    },
    {
      label: 'athlete, wizard open',
      auth: { signedIn: true, emailVerified: true },
      profile: athlete,
      home: '/onboarding/introduction',
    },
    {
      label: 'failed profile read',
      auth: { signedIn: true, emailVerified: true },
      profile: null,
      home: '/onboarding/introduction',
    },
  ] satisfies (State & { home: string })[])('$label -> $home', ({ auth, profile, home }) => {
    expect(homeFor(auth, profile)).toBe(home);
  });
});
