import { ATTENTION_FLAG_LABELS, type AttentionFlag } from '../../../domain/coach';
import { de } from '../../../domain/messages';

/** Each attention flag as a badge with its text (never colour alone) and a warning sign. */
export function FlagBadges({ flags }: { flags: readonly AttentionFlag[] }) {
  if (flags.length === 0) return null;
  return (
    <ul aria-label={de.athleteView.flags} className="flex flex-wrap gap-2">
      {flags.map((flag) => (
        <li
          key={flag}
          className="inline-flex items-center gap-1 rounded-full border border-amber-300 bg-amber-50 px-2.5 py-0.5 text-sm font-medium text-amber-900 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-200"
        >
          <span aria-hidden="true">⚠</span>
          {ATTENTION_FLAG_LABELS[flag]}
        </li>
      ))}
    </ul>
  );
}
