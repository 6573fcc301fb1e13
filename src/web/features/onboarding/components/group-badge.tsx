import type { EmotionGroup } from '../../../../domain/emotions';
import { EMOTION_GROUP_INFO } from '../../../../domain/emotions';

/**
 * Whether a group helps or harms, by an icon and a word as well as by colour, so the difference
 * survives colour blindness. Hidden from screen readers: the group's label already says it in words.
 */
export function GroupBadge({ group }: { group: EmotionGroup }) {
  const helpful = EMOTION_GROUP_INFO[group].helpful;
  return (
    <span
      aria-hidden="true"
      className={`inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-semibold ${
        helpful
          ? 'bg-brand-100 text-brand-900 dark:bg-brand-900 dark:text-brand-100'
          : 'bg-amber-100 text-amber-900 dark:bg-amber-900/60 dark:text-amber-100'
      }`}
    >
      <span aria-hidden="true">{helpful ? '▲' : '▼'}</span>
      {helpful ? 'hilfreich' : 'hinderlich'}
      <span className="font-mono">· {EMOTION_GROUP_INFO[group].short}</span>
    </span>
  );
}

/** The left edge of a group's card repeats the badge's colour. */
export function groupEdgeClass(group: EmotionGroup): string {
  return EMOTION_GROUP_INFO[group].helpful
    ? 'border-l-4 border-l-brand-600 dark:border-l-brand-400'
    : 'border-l-4 border-l-amber-500 dark:border-l-amber-400';
}
