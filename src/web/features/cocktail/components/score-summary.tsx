import { Link } from 'react-router';
import type { CheckIn } from '../../../../domain/api';
import { de } from '../../../../domain/messages';
import { paths } from '../../../../domain/routes';
import type { CocktailEmotion } from '../../../../domain/schemas/athlete';
import { inZoneShare, isInZone } from '../../../../domain/zones';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { secondaryLink } from '../../../components/ui/link-styles';

import { formatDateTime, formatShare, formatWhen } from '../../../lib/format';
import { currentIntensities } from './emotion-state-list';

const t = de.performanceCocktail.score;

/** The one number an athlete wants first: how many emotions are where they should be. */
export function ScoreSummary({
  emotions,
  checkIn,
  onCheckIn,
}: {
  emotions: readonly CocktailEmotion[];
  checkIn: CheckIn | null;
  onCheckIn: () => void;
}) {
  const current = currentIntensities(checkIn);
  const rated = emotions.flatMap((e) => {
    const intensity = current.get(e.id);
    return intensity === undefined ? [] : [{ ...e, intensity }];
  });
  const inZone = rated.filter(isInZone).length;
  const share = inZoneShare(rated);

  return (
    <Card className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="flex flex-col gap-2">
        <h2 className="text-sm font-semibold uppercase tracking-wide text-muted">
          {de.performanceCocktail.currentState}
        </h2>
        {checkIn ? (
          <>
            <p className="text-lg" data-testid="cocktail-score">
              <span className="text-4xl font-bold tabular-nums">{inZone}</span>{' '}
              {t.inZone(rated.length)}
              {share !== null && <span className="sr-only"> ({formatShare(share)})</span>}
            </p>
            <div aria-hidden="true" className="flex gap-1">
              {rated.map((e) => (
                <span
                  key={e.id}
                  className={`h-2 w-6 rounded-full ${
                    isInZone(e) ? 'bg-brand-600 dark:bg-brand-300' : 'bg-line'
                  }`}
                />
              ))}
            </div>
            <p className="text-sm text-muted">
              {de.performanceCocktail.checkInName}{' '}
              <time dateTime={checkIn.recordedAt} title={formatDateTime(checkIn.recordedAt)}>
                {formatWhen(checkIn.recordedAt)}
              </time>
            </p>
          </>
        ) : (
          <>
            <p className="text-lg font-semibold">{t.noCheckIn}</p>
            <p className="text-sm text-muted">{t.noCheckInLead}</p>
          </>
        )}
      </div>
      <div className="flex flex-col gap-2 sm:items-end">
        {/* On narrow screens the check-in sits below the list; wide screens show it alongside. */}
        <Button onClick={onCheckIn} className="lg:hidden">
          {t.checkInNow}
        </Button>
        <Link to={paths.cocktailEdit} className={secondaryLink}>
          {de.performanceCocktail.edit}
        </Link>
      </div>
    </Card>
  );
}
