import type { ReactNode } from 'react';
import type { PortalAthlete } from '../../../domain/api-coach';
import { de } from '../../../domain/messages';
import { FlagBadges } from './flag-badges';
import { formatLastEntry } from './format';

// A file of its own: the coach's athlete page beside it draws charts, and the portal's list of cards
// would otherwise load the chart library with it.
/** An athlete's card in the coach's lists; `title` is the name, a link where the coach can open it. */
export function AthleteCard({ athlete, title }: { athlete: PortalAthlete; title: ReactNode }) {
  return (
    <>
      <div className="flex flex-col gap-2 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <h3 className="font-semibold break-words">{title}</h3>
          <p className="text-sm text-muted">{athlete.sport ?? de.athleteView.noSport}</p>
        </div>
        <p className="text-sm text-muted sm:text-right">
          {athlete.sharesNothing ? (
            <span className="font-medium text-ink">{de.sharing.sharesNothing}</span>
          ) : (
            <>
              {de.athleteView.lastEntry}{' '}
              <span className="font-medium text-ink">{formatLastEntry(athlete.lastEntryAt)}</span>
            </>
          )}
        </p>
      </div>
      {athlete.flags.length > 0 && (
        <div className="mt-3">
          <FlagBadges flags={athlete.flags} />
        </div>
      )}
    </>
  );
}
