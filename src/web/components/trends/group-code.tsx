import { EMOTION_GROUP_INFO, type EmotionGroup } from '../../../domain/emotions';

// Colour only supports the text: the code (P+, N-, …) always says the group as well.
const TONE: Record<EmotionGroup, string> = {
  'P+': 'bg-emerald-100 text-emerald-900 dark:bg-emerald-900/60 dark:text-emerald-100',
  'N+': 'bg-amber-100 text-amber-900 dark:bg-amber-900/60 dark:text-amber-100',
  'P-': 'bg-sky-100 text-sky-900 dark:bg-sky-900/60 dark:text-sky-100',
  'N-': 'bg-rose-100 text-rose-900 dark:bg-rose-900/60 dark:text-rose-100',
};

/** The IZOF group as its short code, with its name for screen readers and on hover. */
export function GroupCode({ group }: { group: EmotionGroup }) {
  const info = EMOTION_GROUP_INFO[group];
  return (
    <span
      title={info.label}
      className={`inline-flex shrink-0 items-center rounded-md px-1.5 py-0.5 text-xs font-semibold tabular-nums ${TONE[group]}`}
    >
      {info.short}
      <span className="sr-only"> ({info.label})</span>
    </span>
  );
}
