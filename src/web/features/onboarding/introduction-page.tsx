import { Link } from 'react-router';
import { APP_NAME } from '../../../domain/app-info';
import { de } from '../../../domain/messages';
import { PageTitle } from '../../components/ui/page-title';

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

export function Component() {
  return (
    <>
      <PageTitle subtitle={de.onboarding.introduction}>{`Willkommen bei ${APP_NAME}`}</PageTitle>
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
      <Link
        to="/onboarding/step-1"
        className="inline-flex min-h-11 w-full items-center justify-center rounded-lg bg-brand-700 px-6 font-semibold text-white hover:bg-brand-800 sm:w-auto dark:bg-brand-600 dark:text-slate-950"
      >
        {de.onboarding.getStarted}
      </Link>
    </>
  );
}
