import { EMOTION_GROUP_INFO, type EmotionGroup } from '../../domain/emotions';

// Colour only supports the text: the short code (P+, N-, …) always says the group as well.
const TONE: Record<EmotionGroup, string> = {
  'P+': 'bg-emerald-100 text-emerald-900 dark:bg-emerald-900/60 dark:text-emerald-100',
  'N+': 'bg-amber-100 text-amber-900 dark:bg-amber-900/60 dark:text-amber-100',
  'P-': 'bg-sky-100 text-sky-900 dark:bg-sky-900/60 dark:text-sky-100',
  'N-': 'bg-rose-100 text-rose-900 dark:bg-rose-900/60 dark:text-rose-100',
};

/**
 * The IZOF group of an emotion: its code, and its name unless `short`. Where the group's name stands
 * beside it already (a heading), `decorative` hides the badge from screen readers so it is not read
 * twice.
 */
export function GroupBadge({
  group,
  short,
  decorative,
}: {
  group: EmotionGroup;
  short?: boolean;
  decorative?: boolean;
}) {
  const info = EMOTION_GROUP_INFO[group];
  return (
    <span
      aria-hidden={decorative ? 'true' : undefined}
      className={`inline-flex shrink-0 items-center gap-1.5 rounded-md px-2 py-0.5 text-xs font-semibold ${TONE[group]}`}
    >
      <span className="tabular-nums">{info.short}</span>
      {short ? (
        !decorative && <span className="sr-only">{info.label}</span>
      ) : (
        <span className="font-medium">{info.label}</span>
      )}
    </span>
  );
}

/** The left edge of a group's card repeats whether the group helps or harms. */
export function groupEdgeClass(group: EmotionGroup): string {
  return EMOTION_GROUP_INFO[group].helpful
    ? 'border-l-4 border-l-brand-600 dark:border-l-brand-400'
    : 'border-l-4 border-l-amber-500 dark:border-l-amber-400';
}
