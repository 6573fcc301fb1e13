import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { Link } from 'react-router';
import { de } from '../../../../domain/messages';
import { paths } from '../../../../domain/routes';
import { EFFECT_MIN_SAMPLES, isProven, optionKey } from '../../../../domain/start-check';
import { findTechnique } from '../../../../domain/toolbox';
import { primaryLink } from '../../../components/ui/link-styles';
import { toolboxQuery } from '../../../lib/endpoints/get-toolbox';
import { formatDecimal } from '../../../lib/format';

/**
 * "Was bei dir wirkt": per technique and routine the mean change toward the zone over the athlete's Startchecks,
 * with how many there were and whether they rank her suggestions yet. Also the way into a Startcheck.
 */
export function EffectList() {
  const headingId = useId();
  const query = useQuery(toolboxQuery);
  const t = de.startCheck.effects;
  // Techniques and routines in one list, best first, as the Startcheck ranks them.
  const effects = [
    ...(query.data?.effects ?? []).map((e) => ({
      ...e,
      key: optionKey({ kind: 'technique', id: e.techniqueId }),
      title: findTechnique(e.techniqueId)?.title ?? de.startCheck.history.unknownTechnique,
      kind: null,
    })),
    ...(query.data?.routineEffects ?? []).map((e) => ({
      ...e,
      key: optionKey({ kind: 'routine', id: e.routineId }),
      title: e.name,
      kind: de.startCheck.history.routine,
    })),
  ].sort((a, b) => b.meanChange - a.meanChange || b.n - a.n);

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <div className="flex flex-col gap-1">
        <h2 id={headingId} className="text-xl font-bold">
          {t.title}
        </h2>
        <p className="max-w-3xl text-muted">{t.lead(EFFECT_MIN_SAMPLES)}</p>
      </div>
      {query.isPending ? (
        <p role="status" className="text-muted">
          {de.common.loading}
        </p>
      ) : query.isError ? (
        <p className="text-muted">{de.generic.loadFailed}</p>
      ) : effects.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-line p-5 text-muted">{t.empty}</p>
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
          {effects.map((e) => (
            <li
              key={e.key}
              className="flex flex-col gap-1 rounded-2xl border border-line bg-card p-4 shadow-sm"
            >
              <span className="min-w-0 break-words font-semibold">
                {e.kind && <span className="text-sm text-muted">{e.kind}: </span>}
                {e.title}
              </span>
              <span className="text-lg font-bold tabular-nums">
                {t.mean(e.meanChange, formatDecimal(Math.abs(e.meanChange)))}
              </span>
              <span className="text-sm text-muted">
                {t.n(e.n)} · {isProven(e) ? t.counts : t.needsMore(EFFECT_MIN_SAMPLES - e.n)}
              </span>
            </li>
          ))}
        </ul>
      )}
      <p className="flex flex-col items-start gap-2 sm:flex-row sm:items-center sm:gap-4">
        <span className="text-muted">{de.startCheck.toolboxPrompt}</span>
        <Link to={paths.startCheck} className={primaryLink}>
          {t.startCheckLink}
        </Link>
      </p>
    </section>
  );
}
