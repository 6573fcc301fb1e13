import { Link } from 'react-router';
import type { PortalAthlete } from '../../../../domain/api-coach';
import { FlagBadges } from './flag-badges';
import { formatLastEntry } from './format';

function athletePath(athleteId: string) {
  return `/coach/athletes/${encodeURIComponent(athleteId)}`;
}

/** Athletes as a list of cards, each named by a link to the athlete's page. */
export function AthleteList({
  athletes,
  label,
}: {
  athletes: readonly PortalAthlete[];
  label: string;
}) {
  return (
    <ul aria-label={label} className="flex flex-col gap-3">
      {athletes.map((a) => (
        <li
          key={a.athleteId}
          className="relative rounded-2xl border border-line bg-card p-4 shadow-sm focus-within:ring-2 focus-within:ring-brand-600 hover:bg-surface"
        >
          <div className="flex flex-col gap-2 sm:flex-row sm:items-start sm:justify-between">
            <div className="min-w-0">
              <h3 className="font-semibold break-words">
                <Link
                  to={athletePath(a.athleteId)}
                  className="underline-offset-2 outline-none after:absolute after:inset-0 hover:underline"
                >
                  {a.name}
                </Link>
              </h3>
              <p className="text-sm text-muted">{a.sport ?? 'Keine Sportart angegeben'}</p>
            </div>
            <p className="text-sm text-muted sm:text-right">
              Letzter Eintrag:{' '}
              <span className="font-medium text-ink">{formatLastEntry(a.lastEntryAt)}</span>
            </p>
          </div>
          {a.flags.length > 0 && (
            <div className="mt-3">
              <FlagBadges flags={a.flags} />
            </div>
          )}
        </li>
      ))}
    </ul>
  );
}
