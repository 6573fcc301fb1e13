/** Links that look like the app's buttons (a Link cannot use the Button component). */
export const primaryLink =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-lg bg-brand-700 px-4 py-2 font-semibold text-white transition-colors hover:bg-brand-800 dark:bg-brand-600 dark:text-slate-950 dark:hover:bg-brand-500';

export const secondaryLink =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-lg border border-line bg-card px-4 py-2 font-semibold text-ink transition-colors hover:bg-surface';

export const textLink =
  'font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800 dark:text-brand-300 dark:hover:text-brand-200';
