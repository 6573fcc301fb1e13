import type { StartCheck } from '../../../../domain/api-training';
import type { Competition } from '../../../../domain/competitions';
import { de } from '../../../../domain/messages';
import { Button } from '../../../components/ui/button';
import { formatCompetitionDate, formatDateTime, formatDecimal } from '../../../lib/format';
import { startCheckToolTitle } from '../../../lib/start-check-tool';

const t = de.competitions;

/** Calendar days from today to a competition's day: 0 today, 1 tomorrow. */
function daysUntil(date: string, now = new Date()): number {
  const [y = 0, m = 1, d = 1] = date.split('-').map(Number);
  const today = Date.UTC(now.getFullYear(), now.getMonth(), now.getDate());
  return Math.round((Date.UTC(y, m - 1, d) - today) / 86_400_000);
}

/** The Startchecks linked to the competition, each with its phase and how far it moved her. */
function StartChecks({ checks }: { checks: readonly StartCheck[] }) {
  const s = de.startCheck;
  return (
    <details className="group mt-2 text-sm">
      <summary className="inline-flex min-h-11 cursor-pointer list-none items-center gap-2 font-semibold text-brand-700 dark:text-brand-300 [&::-webkit-details-marker]:hidden">
        <span
          aria-hidden="true"
          className="inline-block transition-transform group-open:rotate-90 motion-reduce:transition-none"
        >
          ▸
        </span>
        {s.forCompetition.title(checks.length)}
      </summary>
      <ul className="flex flex-col gap-2">
        {checks.map((check) => (
          <li key={check.id} className="break-words">
            <span className="font-medium">
              {s.forCompetition.item(
                check.competition ? t.phase[check.competition.phase] : '',
                startCheckToolTitle(check),
              )}
            </span>{' '}
            <time dateTime={check.recordedAt} className="text-muted">
              ({formatDateTime(check.recordedAt)})
            </time>
            <br />
            <span className="text-muted">
              {s.result.change(check.change, formatDecimal(Math.abs(check.change ?? 0)))}
            </span>
          </li>
        ))}
      </ul>
    </details>
  );
}

export function CompetitionCard({
  competition: c,
  upcoming,
  startChecks = [],
  onEdit,
  onDelete,
}: {
  competition: Competition;
  upcoming: boolean;
  /** The Startchecks linked to it, latest first. */
  startChecks?: readonly StartCheck[];
  onEdit(): void;
  onDelete(): void;
}) {
  const days = upcoming ? daysUntil(c.date) : null;
  return (
    <li className="flex flex-col gap-3 rounded-2xl border border-line bg-card p-4 shadow-sm sm:flex-row sm:items-start sm:justify-between">
      <div className="min-w-0">
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted">
          <time dateTime={c.date}>{formatCompetitionDate(c.date)}</time>
          {c.startTime && <span>{t.at(c.startTime)}</span>}
          {days !== null && (
            <span className="rounded-md bg-brand-100 px-2 py-0.5 font-semibold text-brand-900 dark:bg-brand-900 dark:text-brand-100">
              {days <= 0 ? t.today : t.inDays(days)}
            </span>
          )}
        </p>
        <h3 className="mt-1 break-words text-lg font-semibold">{c.name}</h3>
        <p className="text-sm text-muted">
          {t.importanceValue(c.importance)}
          {c.place && ` · ${c.place}`}
        </p>
        {startChecks.length > 0 && <StartChecks checks={startChecks} />}
      </div>
      <div className="flex shrink-0 gap-2">
        <Button variant="secondary" onClick={onEdit} aria-label={`${t.edit}: ${c.name}`}>
          {t.edit}
        </Button>
        <Button variant="ghost" onClick={onDelete} aria-label={`${t.delete}: ${c.name}`}>
          {t.delete}
        </Button>
      </div>
    </li>
  );
}
