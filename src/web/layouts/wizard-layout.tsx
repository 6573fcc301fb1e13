import { Link, Outlet, useLocation, useNavigate } from 'react-router';
import { APP_NAME } from '../../domain/app-info';
import { de } from '../../domain/messages';
import { paths } from '../../domain/routes';
import { ConsentGate } from '../components/consent/consent-gate';
import { LegalFooter } from '../components/legal-footer';
import { signOut } from '../features/auth/api/auth-api';
import { clearUserData } from '../lib/session';

const STEP_PATHS: readonly string[] = [
  paths.onboardingStep1,
  paths.onboardingStep2,
  paths.onboardingStep3,
  paths.onboardingStep4,
];

/** Onboarding: a calm frame with the progress and nothing that leads away from finishing. */
export function Component() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const step = STEP_PATHS.indexOf(pathname) + 1;

  async function leave() {
    await signOut().catch(() => undefined);
    clearUserData();
    navigate(paths.login, { replace: true });
  }

  return (
    <div className="flex min-h-screen-free flex-col">
      <header className="border-b border-line bg-card">
        <div className="mx-auto flex h-16 max-w-3xl items-center gap-3 px-4">
          <Link
            to={paths.onboardingIntroduction}
            className="flex items-center gap-2 font-bold text-brand-700 dark:text-brand-300"
          >
            <img src="/favicon.svg" alt="" width={28} height={28} />
            {APP_NAME}
          </Link>
          <button
            type="button"
            onClick={leave}
            className="ml-auto flex min-h-11 items-center rounded-lg px-3 font-medium hover:bg-black/5 dark:hover:bg-white/10"
          >
            {de.auth.signOut}
          </button>
        </div>
        {step > 0 && (
          <div className="mx-auto max-w-3xl px-4 pb-3">
            <p className="mb-1 text-sm text-muted">{de.onboarding.step(step, STEP_PATHS.length)}</p>
            <div
              role="progressbar"
              aria-label={de.shell.wizardProgress}
              aria-valuemin={1}
              aria-valuemax={STEP_PATHS.length}
              aria-valuenow={step}
              aria-valuetext={de.onboarding.step(step, STEP_PATHS.length)}
              className="h-2 overflow-hidden rounded-full bg-line"
            >
              <div
                className="h-full rounded-full bg-brand-700 transition-[width] motion-reduce:transition-none dark:bg-brand-500"
                style={{ width: `${(step / STEP_PATHS.length) * 100}%` }}
              />
            </div>
          </div>
        )}
      </header>
      <main id="main" className="mx-auto w-full max-w-3xl flex-1 px-4 py-8">
        {/* The introduction asks for the consent itself; this answers a refused save's button. */}
        <ConsentGate />
        <Outlet />
      </main>
      <LegalFooter />
    </div>
  );
}
