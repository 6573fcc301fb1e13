import { Link } from 'react-router';
import type { PortalAthlete } from '../../../../domain/api-coach';
import { href } from '../../../../domain/routes';
import { AthleteCard } from '../../../components/coach-athlete/athlete-card';

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
          <AthleteCard
            athlete={a}
            title={
              <Link
                to={href('coachAthlete', { athleteId: a.athleteId })}
                className="underline-offset-2 outline-none after:absolute after:inset-0 hover:underline"
              >
                {a.name}
              </Link>
            }
          />
        </li>
      ))}
    </ul>
  );
}
