import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { clientId } from '../../../domain/client-id';
import type {
  ReceivedRecommendation,
  RecommendationKind,
} from '../../../domain/contracts/coach-recommendations';
import { de } from '../../../domain/messages';
import { findTechnique } from '../../../domain/toolbox';
import { formatDuration, routineTotalSeconds } from '../../../domain/tunnel-routine';
import { messageForError } from '../../lib/callable';
import { useAnswerRecommendation } from '../../lib/endpoints/answer-recommendation';
import { myRecommendationsQuery } from '../../lib/endpoints/list-my-recommendations';
import { dateFormat } from '../../lib/format';
import { toast } from '../../stores/toast-store';
import { Button } from '../ui/button';

const t = de.coachRecommendations;
// The competition's day is a calendar day: read in UTC, it stays the day it names.
const formatDay = dateFormat({ day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/** The badge every recommended thing carries, on the toolbox and the routine screen alike. */
function RecommendedBadge() {
  return (
    <span className="inline-flex w-fit items-center rounded-full bg-brand-50 px-3 py-1 text-sm font-semibold text-brand-900 dark:bg-brand-900/50 dark:text-brand-100">
      {t.badge}
    </span>
  );
}

function titleOf(r: ReceivedRecommendation): string {
  if (r.kind === 'technique') return findTechnique(r.techniqueId ?? '')?.title ?? '';
  return r.name ?? t.routineFallbackName;
}

function RecommendationCard({ recommendation: r }: { recommendation: ReceivedRecommendation }) {
  const titleId = useId();
  const answer = useAnswerRecommendation();
  const [pending, setPending] = useState<'take' | 'dismiss' | null>(null);

  // Awaited rather than mutate's callbacks: a dismissed card leaves the list with the refetch, and
  // an unmounted component's callbacks would never run, toast included.
  async function reply(choice: 'take' | 'dismiss') {
    setPending(choice);
    try {
      await answer.mutateAsync({
        id: r.id,
        answer: choice,
        routineId: choice === 'take' && r.kind === 'routine' ? clientId() : null,
      });
      toast.success(de.generic.saved);
    } catch (err) {
      toast.error(de.generic.saveFailed, messageForError(err, de.generic.saveFailed));
    } finally {
      setPending(null);
    }
  }

  return (
    <li>
      <article
        aria-labelledby={titleId}
        className="flex h-full flex-col gap-2 rounded-2xl border-2 border-brand-600 bg-card p-4 shadow-sm dark:border-brand-400"
      >
        <RecommendedBadge />
        <h3 id={titleId} className="text-lg font-semibold">
          {titleOf(r)}
        </h3>
        <p className="text-sm text-muted">
          {t.from(r.coachName)}
          {r.competition && ` · ${t.before(r.competition.name, formatDay(r.competition.date))}`}
        </p>
        {r.kind === 'routine' && r.steps && (
          <p className="text-sm">
            {t.stepsSummary(r.steps.length, formatDuration(routineTotalSeconds(r.steps)))}
          </p>
        )}
        {r.note && <p className="whitespace-pre-line break-words">{r.note}</p>}
        {r.state === 'open' ? (
          <div className="mt-auto flex flex-wrap gap-2 pt-2">
            <Button
              busy={pending === 'take'}
              disabled={pending !== null}
              onClick={() => void reply('take')}
            >
              {r.kind === 'routine' ? t.takeRoutine : t.take}
            </Button>
            <Button
              variant="secondary"
              busy={pending === 'dismiss'}
              disabled={pending !== null}
              onClick={() => void reply('dismiss')}
            >
              {t.dismiss}
            </Button>
          </div>
        ) : (
          <p className="mt-auto pt-2 font-semibold text-brand-800 dark:text-brand-300">{t.taken}</p>
        )}
      </article>
    </li>
  );
}

/**
 * The coach's recommendations of one kind, open ones to take or dismiss and taken ones marked; shown
 * only when there are any, so an athlete without a coach sees nothing of it.
 */
export function ReceivedRecommendations({
  kind,
  className = '',
}: {
  kind: RecommendationKind;
  className?: string;
}) {
  const headingId = useId();
  const query = useQuery(myRecommendationsQuery);
  const list = (query.data?.recommendations ?? []).filter((r) => r.kind === kind);
  if (list.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className={`flex flex-col gap-3 ${className}`}>
      <h2 id={headingId} className="text-xl font-bold">
        {t.listTitle}
      </h2>
      <ul className="grid grid-cols-1 gap-4 md:grid-cols-2 xl:grid-cols-3">
        {list.map((r) => (
          <RecommendationCard key={r.id} recommendation={r} />
        ))}
      </ul>
    </section>
  );
}
