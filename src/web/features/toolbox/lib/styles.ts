import type { Goal } from '../../../../domain/toolbox';

/** Links that look like the app's buttons (a Link cannot use the Button component). */
export const primaryLink =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-lg bg-brand-700 px-4 py-2 font-semibold text-white transition-colors hover:bg-brand-800 dark:bg-brand-600 dark:text-slate-950 dark:hover:bg-brand-500';

export const secondaryLink =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-lg border border-line bg-card px-4 py-2 font-semibold text-ink transition-colors hover:bg-surface';

export const textLink =
  'font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800 dark:text-brand-300 dark:hover:text-brand-200';

/** One colour per goal, so a card's purpose is recognisable before its text is read. */
export const GOAL_BADGE: Record<Goal, string> = {
  beruhigen: 'bg-sky-100 text-sky-900 dark:bg-sky-900/60 dark:text-sky-100',
  aktivieren: 'bg-orange-100 text-orange-900 dark:bg-orange-900/60 dark:text-orange-100',
  fokussieren: 'bg-violet-100 text-violet-900 dark:bg-violet-900/60 dark:text-violet-100',
  selbstvertrauen: 'bg-amber-100 text-amber-900 dark:bg-amber-900/60 dark:text-amber-100',
};

export const GOAL_ACCENT: Record<Goal, string> = {
  beruhigen: 'border-t-sky-500',
  aktivieren: 'border-t-orange-500',
  fokussieren: 'border-t-violet-500',
  selbstvertrauen: 'border-t-amber-500',
};
