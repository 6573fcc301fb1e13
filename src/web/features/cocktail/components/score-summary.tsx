import { Link } from 'react-router';
import type { CheckIn } from '../../../../domain/api';
import { de } from '../../../../domain/messages';
import { paths } from '../../../../domain/routes';
import type { CocktailEmotion } from '../../../../domain/schemas/athlete';
import { inZoneShare, isInZone } from '../../../../domain/zones';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { secondaryLink } from '../../../components/ui/link-styles';
import { formatShare } from '../../../lib/format';
import { formatDateTime, formatWhen } from '../lib/format-time';
import { currentIntensities } from './emotion-state-list';

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
              <span className="text-4xl font-bold tabular-nums">{inZone}</span> von {rated.length}{' '}
              im Zielbereich
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
              Check-in{' '}
              <time dateTime={checkIn.recordedAt} title={formatDateTime(checkIn.recordedAt)}>
                {formatWhen(checkIn.recordedAt)}
              </time>
            </p>
          </>
        ) : (
          <>
            <p className="text-lg font-semibold">Noch kein Check-in</p>
            <p className="text-sm text-muted">
              Bewerte, wie stark du jede Emotion gerade spürst – dann siehst du, wo du stehst.
            </p>
          </>
        )}
      </div>
      <div className="flex flex-col gap-2 sm:items-end">
        {/* On narrow screens the check-in sits below the list; wide screens show it alongside. */}
        <Button onClick={onCheckIn} className="lg:hidden">
          Jetzt einchecken
        </Button>
        <Link to={paths.cocktailEdit} className={secondaryLink}>
          {de.performanceCocktail.edit}
        </Link>
      </div>
    </Card>
  );
}
