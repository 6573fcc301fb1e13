import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { Link } from 'react-router';
import { de } from '../../domain/messages';
import { paths } from '../../domain/routes';
import {
  findTechnique,
  GOAL_LABELS,
  REASON_NO_CHECK_IN,
  type Technique,
} from '../../domain/toolbox';
import { formatDuration } from '../../domain/tunnel-routine';
import { toolboxQuery } from '../lib/endpoints/get-toolbox';
import { GOAL_ACCENT, GOAL_BADGE } from './goal-styles';
import { textLink } from './ui/link-styles';

// As many columns as fit at a readable width, wherever the list sits (full page or a side column).
const CARD_GRID = 'grid gap-3 grid-cols-[repeat(auto-fill,minmax(min(100%,16rem),1fr))]';

function techniqueLink(id: string): string {
  return `${paths.toolbox}?technik=${encodeURIComponent(id)}`;
}

/**
 * "Für dich jetzt": the techniques that fit the gap between the last check-in and the cocktail's
 * zones, with the reason in words. Self-contained (it loads the toolbox itself), so the cocktail screen
 * can show the same list right under the check-in.
 */
export function SuggestionList({
  title = de.techniqueSuggestions.title,
  showCheckInLink = true,
}: {
  title?: string;
  /** Off where the check-in is on the same screen. */
  showCheckInLink?: boolean;
}) {
  const headingId = useId();
  const query = useQuery(toolboxQuery);
  const suggestions = query.data?.suggestions ?? [];
  const noCheckIn =
    suggestions.length > 0 && suggestions.every((s) => s.reason === REASON_NO_CHECK_IN);

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <div className="flex flex-col gap-1">
        <h2 id={headingId} className="text-xl font-bold">
          {title}
        </h2>
        {noCheckIn && (
          <p className="text-muted">
            {de.techniqueSuggestions.noCheckIn}{' '}
            {showCheckInLink && (
              <>
                {de.techniqueSuggestions.afterA}{' '}
                <Link to={paths.cocktail} className={textLink}>
                  {de.techniqueSuggestions.checkInLink}
                </Link>{' '}
                {de.techniqueSuggestions.fitState}
              </>
            )}
          </p>
        )}
      </div>
      {query.isPending ? (
        <div role="status" className={CARD_GRID}>
          <span className="sr-only">{de.techniqueSuggestions.loading}</span>
          {[0, 1].map((i) => (
            <div
              key={i}
              aria-hidden="true"
              className="h-40 animate-pulse rounded-2xl border border-line bg-card motion-reduce:animate-none"
            />
          ))}
        </div>
      ) : query.isError ? (
        <p className="text-muted">{de.techniqueSuggestions.loadFailed}</p>
      ) : (
        <ul className={CARD_GRID}>
          {suggestions.map((s) => {
            const techniques = s.techniqueIds
              .map(findTechnique)
              .filter((t): t is Technique => Boolean(t));
            return (
              <li
                key={s.goal}
                className={`flex flex-col gap-3 rounded-2xl border border-t-4 border-line bg-card p-4 shadow-sm ${GOAL_ACCENT[s.goal]}`}
              >
                <div className="flex flex-col items-start gap-1">
                  <h3
                    className={`rounded-md px-2 py-0.5 text-sm font-semibold ${GOAL_BADGE[s.goal]}`}
                  >
                    {GOAL_LABELS[s.goal]}
                  </h3>
                  {!noCheckIn && <p className="font-medium">{s.reason}</p>}
                </div>
                <ul className="flex flex-col gap-1">
                  {techniques.map((t) => (
                    <li key={t.id}>
                      <Link
                        to={techniqueLink(t.id)}
                        className="flex min-h-11 items-center justify-between gap-3 rounded-lg px-2 py-1 -mx-2 hover:bg-black/5 dark:hover:bg-white/10"
                      >
                        <span className="min-w-0 break-words font-semibold text-brand-800 underline-offset-2 hover:underline dark:text-brand-200">
                          {t.title}
                        </span>
                        <span className="shrink-0 text-sm text-muted tabular-nums">
                          {formatDuration(t.durationSeconds)}
                          <span className="sr-only"> {de.techniqueSuggestions.minutes}</span>
                        </span>
                      </Link>
                    </li>
                  ))}
                </ul>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
