import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { APP_NAME } from '../../../domain/app-info';
import { de } from '../../../domain/messages';
import { StepHeading } from './components/step-frame';
import {
  firstOpenStep,
  onboardingLoader,
  onboardingQuery,
  STEP_COUNT,
  STEP_TITLES,
  stepPath,
} from './onboarding-data';

export const loader = onboardingLoader;

const POINTS = [
  {
    title: 'Deine Emotionen',
    text: 'Du wählst die Gefühle, die bei dir vor und in Wettkämpfen eine Rolle spielen: hilfreiche und hinderliche.',
  },
  {
    title: 'Deine Zielzonen',
    text: 'Für jede Emotion legst du fest, in welcher Stärke (0 bis 10) sie dir guttut. Das ist dein Performance Cocktail.',
  },
  {
    title: 'Dein Protokoll',
    text: 'Nach Training und Wettkampf hältst du fest, wie du dich gefühlt und was du geleistet hast. So lernst du deine Zone kennen.',
  },
];

const primaryLink =
  'inline-flex min-h-11 w-full items-center justify-center rounded-lg bg-brand-700 px-6 font-semibold text-white hover:bg-brand-800 sm:w-auto dark:bg-brand-600 dark:text-slate-950 dark:hover:bg-brand-500';
const secondaryLink =
  'inline-flex min-h-11 w-full items-center justify-center rounded-lg border border-line bg-card px-6 font-semibold hover:bg-surface sm:w-auto';

export function Component() {
  // Without an answer (yet) the wizard simply starts at the beginning.
  const completed = useQuery(onboardingQuery).data?.completedStep ?? 0;
  const next = firstOpenStep({ completedStep: completed });

  return (
    <>
      <StepHeading title={`Willkommen bei ${APP_NAME}`} lead={de.onboarding.introduction} />
      <p className="mb-6 text-lg">
        In vier kurzen Schritten richtest du dein persönliches Emotionsprofil ein. Das dauert etwa
        drei Minuten.
      </p>
      <ol className="mb-8 grid gap-3">
        {POINTS.map((p, i) => (
          <li key={p.title} className="flex gap-4 rounded-2xl border border-line bg-card p-4">
            <span
              aria-hidden="true"
              className="flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-100 font-bold text-brand-900 dark:bg-brand-900 dark:text-brand-100"
            >
              {i + 1}
            </span>
            <div>
              <h2 className="font-semibold">{p.title}</h2>
              <p className="text-muted">{p.text}</p>
            </div>
          </li>
        ))}
      </ol>
      {completed === 0 ? (
        <Link to={stepPath(1)} className={primaryLink}>
          {de.onboarding.getStarted}
        </Link>
      ) : (
        <div className="rounded-2xl border border-line bg-card p-4 sm:p-5">
          <p className="mb-4">
            Du hast schon {completed} von {STEP_COUNT} Schritten erledigt. Als Nächstes:{' '}
            <strong className="font-semibold">{STEP_TITLES[next]}</strong>.
          </p>
          <div className="flex flex-col gap-3 sm:flex-row">
            <Link to={stepPath(next)} className={primaryLink}>
              {`Weiter mit Schritt ${next}`}
            </Link>
            <Link to={stepPath(1)} className={secondaryLink}>
              Von vorne durchgehen
            </Link>
          </div>
        </div>
      )}
    </>
  );
}
