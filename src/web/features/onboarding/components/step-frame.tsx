import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useEffect, useRef } from 'react';
import { Navigate, useNavigate } from 'react-router';
import type { OnboardingState } from '../../../../domain/api';
import { APP_NAME } from '../../../../domain/app-info';
import { de } from '../../../../domain/messages';
import { Button } from '../../../components/ui/button';
import { messageForError } from '../../../lib/callable';
import { onboardingQuery } from '../api/get-onboarding';
import { firstOpenStep, type StepNumber, stepPath, stepTitle } from '../onboarding-data';

/**
 * The page's h1. It takes the focus when the page mounts, so after 'Weiter' or 'Zurück' keyboard and
 * screen-reader users start at the top of the new step instead of on a button that no longer exists.
 */
export function StepHeading({ title, lead }: { title: string; lead?: ReactNode }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    document.title = `${title} · ${APP_NAME}`;
  }, [title]);
  useEffect(() => {
    ref.current?.focus({ preventScroll: true });
  }, []);
  return (
    <header className="mb-6">
      <h1
        ref={ref}
        tabIndex={-1}
        // Inline, because the global focus ring is unlayered CSS that outranks utility classes; the
        // heading is a reading start, not a control, so it needs no ring.
        style={{ outline: 'none' }}
        className="text-2xl font-bold tracking-tight sm:text-3xl"
      >
        {title}
      </h1>
      {lead && <div className="mt-2 text-muted">{lead}</div>}
    </header>
  );
}

/**
 * One wizard step: its heading, then the form once the saved state is there. A step whose
 * predecessors are not done sends the athlete to the first open one.
 */
export function OnboardingStep({
  step,
  lead,
  children,
}: {
  step: StepNumber;
  lead?: ReactNode;
  children: (state: OnboardingState) => ReactNode;
}) {
  const query = useQuery(onboardingQuery);
  const open = query.data ? firstOpenStep(query.data) : null;
  if (open !== null && step > open) return <Navigate to={stepPath(open)} replace />;

  return (
    <>
      <StepHeading title={stepTitle(step)} lead={lead} />
      {query.data ? (
        children(query.data)
      ) : query.isError ? (
        <div role="alert" className="rounded-2xl border border-line bg-card p-5">
          <p className="font-semibold">{de.generic.loadFailed}</p>
          <p className="mb-4 text-muted">{messageForError(query.error)}</p>
          <Button variant="secondary" onClick={() => query.refetch()}>
            {de.common.retry}
          </Button>
        </div>
      ) : (
        <p role="status" className="flex items-center gap-3 text-muted">
          <span
            aria-hidden="true"
            className="size-5 animate-spin rounded-full border-2 border-brand-700 border-t-transparent motion-reduce:animate-none dark:border-brand-300 dark:border-t-transparent"
          />
          {de.common.loading}
        </p>
      )}
    </>
  );
}

/**
 * The step's buttons, kept in view at the bottom of long steps. The page reserves the bar's height as
 * scroll padding so a control that gets focus by Tab is never hidden behind it.
 */
export function StepActions({
  backTo,
  status,
  children,
}: {
  backTo: string;
  status?: ReactNode;
  children: ReactNode;
}) {
  const navigate = useNavigate();
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const bar = ref.current;
    if (!bar) return;
    const root = document.documentElement;
    const previous = root.style.scrollPaddingBottom;
    const update = () => {
      root.style.scrollPaddingBottom = `${bar.offsetHeight + 16}px`;
    };
    update();
    const observer = new ResizeObserver(update);
    observer.observe(bar);
    return () => {
      observer.disconnect();
      root.style.scrollPaddingBottom = previous;
    };
  }, []);

  return (
    <div
      ref={ref}
      className="sticky bottom-free z-10 -mx-4 mt-8 border-t border-line bg-surface/95 px-4 py-3 backdrop-blur supports-[backdrop-filter]:bg-surface/85"
    >
      {status}
      <div className="flex flex-wrap items-center gap-3">
        <Button variant="secondary" onClick={() => navigate(backTo)}>
          {de.common.back}
        </Button>
        {/* Pushes the forward buttons right; on a narrow screen a third button wraps below. */}
        <span aria-hidden="true" className="grow" />
        {children}
      </div>
    </div>
  );
}
