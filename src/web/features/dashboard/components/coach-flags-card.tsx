import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { de } from '../../../../domain/messages';
import { FlagList } from '../../../components/coach-athlete/flag-badges';
import { myFlagsQuery } from '../api/list-my-flags';

const t = de.coachFlags;

/**
 * The flags each of the athlete's coaches sees, in the coach's words and from what that coach's link
 * shares, with what the coach did about them. Nothing at all while there is no flag (or no answer):
 * the dashboard stays as it was.
 */
export function CoachFlagsCard() {
  const titleId = useId();
  const coaches = useQuery(myFlagsQuery).data?.coaches ?? [];
  if (coaches.length === 0) return null;
  return (
    <section
      aria-labelledby={titleId}
      className="rounded-2xl border border-line bg-card p-5 shadow-sm sm:p-6"
    >
      <h2 id={titleId} className="text-lg font-semibold">
        {t.cardTitle}
      </h2>
      <p className="mt-1 mb-4 text-sm text-muted">{t.cardLead}</p>
      <div className="flex flex-col gap-4">
        {coaches.map((c) => (
          <div key={c.linkId}>
            {/* Named even when only one coach has hints: the others, without, see none of them. */}
            <h3 className="mb-2 font-semibold">{t.atCoach(c.coachName)}</h3>
            <FlagList
              flags={c.flags}
              seenText={t.seenByNamed(c.coachName)}
              noteLabel={t.noteFrom(c.coachName)}
            />
          </div>
        ))}
      </div>
    </section>
  );
}
