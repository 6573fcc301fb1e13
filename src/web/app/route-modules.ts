import type { RouteObject } from 'react-router';
import type { Layout, ScreenId } from '../../domain/routes';

type LazyModule = NonNullable<RouteObject['lazy']>;

/**
 * Each screen of the route manifest (src/domain/routes.ts) with its module, loaded as a chunk of
 * its own when the route is first visited. Keyed by route id, so a screen without a module, or a
 * module of no screen, does not type-check. The server names the same files for its preload hints
 * (src/server/web-page.ts); its test reads this file to hold the two together.
 */
export const SCREEN_MODULES = {
  login: () => import('../features/auth/login-page'),
  register: () => import('../features/auth/register-page'),
  forgotPassword: () => import('../features/auth/forgot-password-page'),
  resetPassword: () => import('../features/auth/reset-password-page'),
  verifyEmail: () => import('../features/auth/verify-email-page'),
  dashboard: () => import('../features/dashboard/dashboard-page'),
  cocktail: () => import('../features/cocktail/cocktail-page'),
  cocktailEdit: () => import('../features/cocktail/cocktail-edit-page'),
  trends: () => import('../features/trends/trends-page'),
  toolbox: () => import('../features/toolbox/toolbox-page'),
  startCheck: () => import('../features/toolbox/start-check-page'),
  competitions: () => import('../features/competitions/competitions-page'),
  tunnelRoutine: () => import('../features/tunnel-routine/tunnel-routine-page'),
  quickLog: () => import('../features/quick-log/quick-log-page'),
  settings: () => import('../features/settings/settings-page'),
  settingsCoachPreview: () => import('../features/settings/coach-preview-page'),
  about: () => import('../features/about/about-page'),
  privacy: () => import('../features/legal/privacy-page'),
  legalNotice: () => import('../features/legal/legal-notice-page'),
  protocol: () => import('../features/protocol/protocol-list-page'),
  protocolPrint: () => import('../features/protocol-print/protocol-print-page'),
  protocolContext: () => import('../features/protocol/entry-context-page'),
  protocolEmotions: () => import('../features/protocol/entry-emotions-page'),
  protocolPerformance: () => import('../features/protocol/entry-performance-page'),
  protocolNotes: () => import('../features/protocol/entry-notes-page'),
  protocolSummary: () => import('../features/protocol/entry-summary-page'),
  onboardingIntroduction: () => import('../features/onboarding/introduction-page'),
  onboardingStep1: () => import('../features/onboarding/step-1-page'),
  onboardingStep2: () => import('../features/onboarding/step-2-page'),
  onboardingStep3: () => import('../features/onboarding/step-3-page'),
  onboardingStep4: () => import('../features/onboarding/step-4-page'),
  coachPortal: () => import('../features/coach/portal-page'),
  coachAthletes: () => import('../features/coach/athletes-page'),
  coachAthlete: () => import('../features/coach/athlete-detail-page'),
  coachAthletePrint: () => import('../features/coach/athlete-print-page'),
  coachInbox: () => import('../features/coach/inbox-page'),
  coachSettings: () => import('../features/coach/coach-settings-page'),
  invite: () => import('../features/invite/invite-page'),
} satisfies Record<ScreenId, LazyModule>;

/** The shell of each layout; the sign-in pages (`none`) render without one. */
export const LAYOUT_MODULES = {
  default: () => import('../layouts/default-layout'),
  protocol: () => import('../layouts/protocol-layout'),
  wizard: () => import('../layouts/wizard-layout'),
  coach: () => import('../layouts/coach-layout'),
} satisfies Record<Exclude<Layout, 'none'>, LazyModule>;
