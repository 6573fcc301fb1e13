import { type ReactNode, useId } from 'react';
import type { CoachAthlete } from '../../../domain/api-coach';
import { de } from '../../../domain/messages';
import { Charts, Overview } from '../trends/trends-charts';
import { Card } from '../ui/card';

const t = de.coachAthletePage;

/**
 * The athlete's trends as this coach may see them, with the athlete's own chart components; what
 * the link does not share is said in words instead of shown. `controls` (the period chooser) goes
 * above the charts; `stale` marks the previous period while the next one loads.
 */
export function SharedTrends({
  athlete,
  controls,
  stale = false,
}: {
  athlete: CoachAthlete;
  controls?: ReactNode;
  stale?: boolean;
}) {
  const headingId = useId();
  if (athlete.sharesNothing) return null;
  const { trends, name } = athlete;
  return (
    <section aria-labelledby={headingId} data-shared-trends className="mb-8 flex flex-col gap-4">
      <h2 id={headingId} className="text-xl font-bold">
        {t.trendsTitle}
      </h2>
      {!trends ? (
        <p className="rounded-xl border border-line bg-surface p-4">{t.trendsNotShared(name)}</p>
      ) : (
        <>
          {controls}
          <div
            aria-busy={stale || undefined}
            className={`flex flex-col gap-6 transition-opacity motion-reduce:transition-none ${stale ? 'opacity-60' : ''}`}
          >
            <p className="text-sm text-muted">{t.theirView(name)}</p>
            {!athlete.sharing.cocktail && (
              <p className="rounded-xl border border-line bg-surface p-4">
                {t.cocktailNotShared(name)}
              </p>
            )}
            <Overview trends={trends} />
            {trends.summary.entries === 0 ? (
              <Card className="text-muted">{t.noEntries}</Card>
            ) : (
              <Charts trends={trends} viewer="coach" />
            )}
          </div>
        </>
      )}
    </section>
  );
}
