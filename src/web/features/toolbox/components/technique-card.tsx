import { useId } from 'react';
import { Link } from 'react-router';
import { de } from '../../../../domain/messages';
import { GOAL_LABELS, type Technique } from '../../../../domain/toolbox';
import { formatDuration } from '../../../../domain/tunnel-routine';
import { GOAL_ACCENT, GOAL_BADGE } from '../../../components/goal-styles';
import { primaryLink } from '../../../components/ui/link-styles';
import { FavouriteButton } from './favourite-button';

export function TechniqueCard({
  technique,
  favourite,
  usedCount,
  to,
  favouriteDisabled,
  onToggleFavourite,
}: {
  technique: Technique;
  favourite: boolean;
  usedCount: number;
  /** Where 'Starten' leads: the player of this technique. */
  to: string;
  /** Until the athlete's favourites have loaded, the star cannot tell its state. */
  favouriteDisabled?: boolean;
  onToggleFavourite(): void;
}) {
  const titleId = useId();
  return (
    <article
      aria-labelledby={titleId}
      className={`flex flex-col gap-3 rounded-2xl border border-t-4 border-line bg-card p-5 shadow-sm ${GOAL_ACCENT[technique.goal]}`}
    >
      <div className="flex items-start gap-2">
        <div className="flex min-w-0 flex-1 flex-col gap-2">
          <div className="flex flex-wrap items-center gap-2 text-sm">
            <span className={`rounded-md px-2 py-0.5 font-semibold ${GOAL_BADGE[technique.goal]}`}>
              {GOAL_LABELS[technique.goal]}
            </span>
            <span className="text-muted">{technique.category}</span>
          </div>
          <h4 id={titleId} className="text-lg font-semibold leading-snug">
            {technique.title}
          </h4>
        </div>
        <FavouriteButton
          title={technique.title}
          pressed={favourite}
          disabled={favouriteDisabled}
          onToggle={onToggleFavourite}
        />
      </div>
      <p className="flex-1 text-muted">{technique.purpose}</p>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-muted">
          <span className="font-semibold text-ink tabular-nums">
            {formatDuration(technique.durationSeconds)}
          </span>{' '}
          {de.toolboxScreen.minutes}
          {usedCount > 0 && <> · {de.toolboxScreen.timesDone(usedCount)}</>}
        </p>
        <Link
          to={to}
          aria-label={de.toolboxScreen.startLabel(technique.title)}
          className={primaryLink}
        >
          {de.toolboxScreen.start}
        </Link>
      </div>
    </article>
  );
}
