import { useQuery } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { CONSENT_TITLE, CONSENT_VERSION } from '../../../domain/consent';
import { de } from '../../../domain/messages';
import { paths, ROUTES } from '../../../domain/routes';
import { ConsentText } from '../../components/consent/consent-text';
import { Button } from '../../components/ui/button';
import { FormError } from '../../components/ui/form-error';
import { textLink } from '../../components/ui/link-styles';
import { messageForError } from '../../lib/callable';
import { ACCOUNT_DELETION_HREF } from '../../lib/consent';
import { useGiveConsent } from '../../lib/endpoints/give-consent';
import { formatVersion } from '../../lib/format';
import { sessionQuery } from '../../lib/session';
import { onboardingQuery } from './api/get-onboarding';
import { StepHeading } from './components/step-frame';
import {
  firstOpenStep,
  onboardingLoader,
  STEP_COUNT,
  STEPS,
  type StepNumber,
  stepPath,
  stepTitle,
} from './onboarding-data';

export const loader = onboardingLoader;

const t = de.privacy.onboarding;

/**
 * The consent before the first health data: the exact text and an explicit checkbox. Going on
 * records the consent first; without the tick the athlete stays here and is told why, with the way
 * out (the privacy policy, deleting the account). Once given, only a line says so.
 */
function useConsentStep() {
  const navigate = useNavigate();
  const status = useQuery(sessionQuery).data?.consent ?? null;
  const given = status === 'current';
  const [checked, setChecked] = useState(false);
  const [refused, setRefused] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const giveConsent = useGiveConsent();
  const checkboxRef = useRef<HTMLInputElement>(null);
  const checkboxId = useId();
  const hintId = useId();

  async function go(step: StepNumber) {
    if (given) return navigate(stepPath(step));
    if (!checked) {
      setRefused(true);
      checkboxRef.current?.focus();
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await giveConsent.mutateAsync();
      navigate(stepPath(step));
    } catch (err) {
      setBusy(false);
      setError(messageForError(err, t.saveFailed));
    }
  }

  const form = given ? (
    <p className="mb-6 text-sm text-muted">
      {t.givenShort}{' '}
      <Link to={paths.privacy} className={textLink}>
        {de.privacy.readPolicy}
      </Link>
    </p>
  ) : (
    <section aria-labelledby={`${checkboxId}-title`} className="mb-6 flex flex-col gap-4">
      <div>
        <h2 id={`${checkboxId}-title`} className="text-xl font-bold">
          {t.title}
        </h2>
        <p className="mt-1 text-muted">{t.lead}</p>
      </div>
      <div className="rounded-2xl border border-line bg-card p-4 sm:p-5">
        <h3 className="font-semibold">{CONSENT_TITLE}</h3>
        <p className="mb-3 text-sm text-muted">
          {de.privacy.version(formatVersion(CONSENT_VERSION))}
        </p>
        <ConsentText />
        <p className="mt-3 text-sm">
          <Link to={paths.privacy} className={textLink}>
            {de.privacy.readPolicy}
          </Link>
        </p>
      </div>
      <div className="flex items-start gap-3">
        <input
          ref={checkboxRef}
          id={checkboxId}
          type="checkbox"
          checked={checked}
          onChange={(e) => {
            setChecked(e.target.checked);
            if (e.target.checked) setRefused(false);
          }}
          aria-invalid={refused || undefined}
          aria-describedby={refused ? hintId : undefined}
          className="mt-0.5 size-6 shrink-0 accent-brand-700 dark:accent-brand-500"
        />
        <label htmlFor={checkboxId} className="font-medium">
          {t.checkbox}
        </label>
      </div>
      {refused && (
        <p
          id={hintId}
          role="alert"
          className="rounded-lg bg-amber-50 px-3 py-2 text-amber-950 dark:bg-amber-950/60 dark:text-amber-50"
        >
          {t.required}
        </p>
      )}
      <p className="text-sm">
        {t.noConsent.intro}{' '}
        <Link to={paths.privacy} className={textLink}>
          {t.noConsent.policy}
        </Link>{' '}
        {t.noConsent.or}{' '}
        <Link to={ACCOUNT_DELETION_HREF} className={textLink}>
          {t.noConsent.deletion}
        </Link>
        {t.noConsent.end}
      </p>
      <FormError message={error} />
    </section>
  );

  return { form, go, busy };
}

export function Component() {
  // Without an answer (yet) the wizard simply starts at the beginning.
  const completed = useQuery(onboardingQuery).data?.completedStep ?? 0;
  const next = firstOpenStep({ completedStep: completed });
  const consent = useConsentStep();

  return (
    <>
      <StepHeading title={ROUTES.onboardingIntroduction.title} lead={de.onboarding.introduction} />
      <p className="mb-6 text-lg">{de.onboardingSteps.introduction.lead(STEP_COUNT)}</p>
      <ol className="mb-8 grid gap-3">
        {STEPS.map((step) => (
          <li key={step} className="flex gap-4 rounded-2xl border border-line bg-card p-4">
            <span
              aria-hidden="true"
              className="flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-100 font-bold text-brand-900 dark:bg-brand-900 dark:text-brand-100"
            >
              {step}
            </span>
            <div>
              <h2 className="font-semibold">{stepTitle(step)}</h2>
              <p className="text-muted">{de.onboardingSteps.introduction.points[step]}</p>
            </div>
          </li>
        ))}
      </ol>
      {consent.form}
      {completed === 0 ? (
        <Button className="w-full sm:w-auto" busy={consent.busy} onClick={() => consent.go(1)}>
          {de.onboarding.getStarted}
        </Button>
      ) : (
        <div className="rounded-2xl border border-line bg-card p-4 sm:p-5">
          <p className="mb-4">
            {de.onboardingSteps.introduction.progress(completed, STEP_COUNT)}{' '}
            <strong className="font-semibold">{stepTitle(next)}</strong>.
          </p>
          <div className="flex flex-col gap-3 sm:flex-row">
            <Button busy={consent.busy} onClick={() => consent.go(next)}>
              {de.onboardingSteps.introduction.continueWith(next)}
            </Button>
            <Button variant="secondary" disabled={consent.busy} onClick={() => consent.go(1)}>
              {de.onboardingSteps.introduction.restart}
            </Button>
          </div>
        </div>
      )}
    </>
  );
}
