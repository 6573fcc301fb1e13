import { Link } from 'react-router';
import { de } from '../../../../domain/messages';
import { type EntryDraft, isStepValid, STEPS, type StepKey } from '../entry-draft';

const t = de.protocolScreens.step;

function CheckIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4" fill="currentColor">
      <path
        fillRule="evenodd"
        d="M16.7 5.3a1 1 0 0 1 0 1.4l-8 8a1 1 0 0 1-1.4 0l-4-4a1 1 0 1 1 1.4-1.4L8 12.6l7.3-7.3a1 1 0 0 1 1.4 0Z"
        clipRule="evenodd"
      />
    </svg>
  );
}

/**
 * The five steps as a stepper. A step further on opens only once every step before it is valid,
 * the same rule as the 'Weiter' button; going back is always possible.
 */
export function StepNav({ current, draft }: { current: StepKey; draft: EntryDraft }) {
  const currentIndex = STEPS.findIndex((s) => s.key === current);
  const valid = STEPS.map((s) => s.key === 'summary' || isStepValid(s.key, draft));
  const reachable = STEPS.map((_, i) => i <= currentIndex || valid.slice(0, i).every(Boolean));

  return (
    <nav aria-label={t.navLabel} className="mb-5">
      <ol className="flex items-center gap-1 rounded-xl border border-line bg-card p-1 sm:gap-1">
        {STEPS.map((step, i) => {
          const isCurrent = i === currentIndex;
          // Only steps already passed are ticked: an empty optional step ahead is not "done".
          const done = i < currentIndex && valid[i];
          const problem = i < currentIndex && !valid[i];
          const state = done ? ` ${t.done}` : problem ? ` ${t.incomplete}` : '';
          const badge = (
            <span
              aria-hidden="true"
              className={`flex size-7 shrink-0 items-center justify-center rounded-full border text-xs font-bold ${
                isCurrent
                  ? 'border-white bg-white/15 dark:border-slate-950'
                  : done
                    ? 'border-brand-700 bg-brand-100 text-brand-900 dark:border-brand-300 dark:bg-brand-900 dark:text-brand-100'
                    : problem
                      ? 'border-amber-700 bg-amber-100 text-amber-950 dark:border-amber-300 dark:bg-amber-950 dark:text-amber-100'
                      : 'border-current'
              }`}
            >
              {done ? <CheckIcon /> : problem ? '!' : i + 1}
            </span>
          );
          // The label is visible from `sm` on; on phones the heading below names the step.
          const label = (
            <span className={isCurrent ? 'hidden sm:inline' : 'sr-only lg:not-sr-only'}>
              {step.label}
              <span className="sr-only">{state}</span>
            </span>
          );
          const base =
            'flex min-h-11 w-full items-center justify-center gap-2 rounded-lg px-2 text-sm font-medium sm:px-3';
          return (
            <li key={step.key} className={isCurrent ? 'flex-1 sm:flex-[2_1_auto]' : 'flex-1'}>
              {isCurrent ? (
                <span
                  aria-current="step"
                  className={`${base} bg-brand-700 text-white dark:bg-brand-600 dark:text-slate-950`}
                >
                  {badge}
                  {label}
                  <span className="sr-only sm:hidden">{step.label}</span>
                </span>
              ) : reachable[i] ? (
                <Link
                  to={step.path}
                  className={`${base} text-ink hover:bg-black/5 dark:hover:bg-white/10`}
                >
                  {badge}
                  {label}
                </Link>
              ) : (
                <span
                  aria-disabled="true"
                  title={t.locked}
                  className={`${base} cursor-not-allowed text-muted opacity-70`}
                >
                  {badge}
                  {label}
                  <span className="sr-only"> {t.notYetAvailable}</span>
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
