import type { ReactNode } from 'react';
import type { CoachFlag } from '../../../domain/coach-flags';
import { de } from '../../../domain/messages';

const t = de.coachFlags;

export interface FlagListProps {
  flags: readonly CoachFlag[];
  /** How a flag the coach marked seen reads on this side ("Gesehen", "Dein Trainer hat das gesehen"). */
  seenText: string;
  /** What precedes the coach's note ("Notiz:", "Notiz von Tom:"). */
  noteLabel: string;
  /** The coach's controls under a flag, on the coach's own screens. */
  actions?: (flag: CoachFlag) => ReactNode;
}

/**
 * Each flag with its kind, the explanation with the figures, and what the coach did about it: the
 * coach's screens and the athlete's dashboard show flags only through this list, in the same words.
 * A warning sign and the words carry the meaning, never the colour alone.
 */
export function FlagList({ flags, seenText, noteLabel, actions }: FlagListProps) {
  if (flags.length === 0) return null;
  return (
    <ul aria-label={de.athleteView.flags} className="flex flex-col gap-2">
      {flags.map((flag) => (
        <li
          key={flag.key}
          className="rounded-xl border border-amber-300 bg-amber-50 p-3 text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100"
        >
          <p className="flex gap-2">
            <span aria-hidden="true">⚠</span>
            <span>
              <span className="block text-sm font-semibold">{t.kinds[flag.kind]}</span>
              {flag.text}
            </span>
          </p>
          {flag.seenAt && (
            <p className="mt-1 flex gap-2 text-sm font-medium">
              <span aria-hidden="true">✓</span>
              <span>{seenText}</span>
            </p>
          )}
          {flag.note && (
            <p className="mt-1 text-sm break-words">
              <span className="font-semibold">{noteLabel}</span> {flag.note}
            </p>
          )}
          {actions?.(flag)}
        </li>
      ))}
    </ul>
  );
}

/** The flags as a coach's read-only screens show them. */
export function FlagBadges({ flags }: { flags: readonly CoachFlag[] }) {
  return <FlagList flags={flags} seenText={t.seen} noteLabel={`${t.note}:`} />;
}
