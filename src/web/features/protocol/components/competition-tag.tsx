import type { CompetitionTag } from '../../../../domain/competitions';
import { de } from '../../../../domain/messages';

const PHASE_STYLE: Record<CompetitionTag['phase'], string> = {
  before: 'bg-amber-100 text-amber-950 dark:bg-amber-900/60 dark:text-amber-50',
  during: 'bg-emerald-100 text-emerald-950 dark:bg-emerald-900/60 dark:text-emerald-50',
  after: 'bg-indigo-100 text-indigo-950 dark:bg-indigo-900/60 dark:text-indigo-50',
};

/** "vor dem Wettkampf: Stadtlauf": which competition an entry belongs to, and when relative to it. */
export function CompetitionTagBadge({ tag }: { tag: CompetitionTag }) {
  return (
    <span
      data-phase={tag.phase}
      className={`max-w-full break-words rounded-md px-2 py-0.5 font-semibold ${PHASE_STYLE[tag.phase]}`}
    >
      {de.competitions.phaseTag(de.competitions.phase[tag.phase], tag.name)}
    </span>
  );
}
