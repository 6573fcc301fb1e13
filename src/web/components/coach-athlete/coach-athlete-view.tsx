import type { ReactNode } from 'react';
import type { CoachAthlete } from '../../../domain/api-coach';
import { de } from '../../../domain/messages';
import { CocktailSection, SharedEntries, SharingSummary } from './athlete-sections';
import { FlagBadges } from './flag-badges';
import { formatLastEntry } from './format';
import { SharedTrends } from './shared-trends';

/**
 * What a coach sees of one athlete, below the page title: the coach's athlete page and the athlete's
 * preview of it ("So sieht dich …") both show exactly this, from the same answer. The coach's page
 * adds the period chooser (`trendsControls`).
 */
export function CoachAthleteView({
  athlete,
  trendsControls,
  trendsStale,
}: {
  athlete: CoachAthlete;
  trendsControls?: ReactNode;
  trendsStale?: boolean;
}) {
  return (
    <>
      {athlete.sharesNothing ? (
        <p className="mb-6 rounded-xl border border-line bg-surface p-4">
          {de.sharing.sharesNothingLong}
        </p>
      ) : (
        <p className="-mt-4 mb-4 text-sm text-muted">
          {de.athleteView.lastEntry}{' '}
          <span className="text-ink">{formatLastEntry(athlete.lastEntryAt)}</span>
        </p>
      )}
      {athlete.flags.length > 0 && (
        <div className="mb-6">
          <FlagBadges flags={athlete.flags} />
        </div>
      )}
      <SharedTrends athlete={athlete} controls={trendsControls} stale={trendsStale} />
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
        <div className="flex flex-col gap-6">
          <SharingSummary sharing={athlete.sharing} />
          {athlete.cocktail && <CocktailSection data={athlete.cocktail} />}
        </div>
        <SharedEntries entries={athlete.sharedEntries} />
      </div>
    </>
  );
}
