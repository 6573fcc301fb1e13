import type { Goal } from '../../domain/toolbox';

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
