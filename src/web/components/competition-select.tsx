import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { Link } from 'react-router';
import { type Competition, isPastCompetition } from '../../domain/competitions';
import { de } from '../../domain/messages';
import { paths } from '../../domain/routes';
import { competitionsQuery } from '../lib/endpoints/list-competitions';
import { formatCompetitionDate } from '../lib/format';

/** The upcoming competitions soonest first, then the past ones latest first. */
export function orderForChoice(list: readonly Competition[], now = new Date()) {
  const past = list.filter((c) => isPastCompetition(c.date, now));
  const upcoming = list.filter((c) => !isPastCompetition(c.date, now));
  return { upcoming, past: [...past].reverse() };
}

const optionLabel = (c: Competition) => `${c.name} · ${formatCompetitionDate(c.date)}`;

/**
 * The optional link to one of the athlete's competitions, as a native select (keyboard and screen
 * readers know it). A linked competition that is no longer in the list shows as none.
 */
export function CompetitionSelect({
  value,
  onChange,
  error,
  hint,
  name = 'competitionId',
}: {
  value: string | null;
  onChange(id: string | null): void;
  error?: string | undefined;
  hint?: string;
  name?: string;
}) {
  const id = useId();
  const query = useQuery(competitionsQuery);
  const list = query.data?.competitions ?? [];
  const { upcoming, past } = orderForChoice(list);
  const known = value !== null && list.some((c) => c.id === value);
  const t = de.competitions;
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null]
    .filter(Boolean)
    .join(' ');
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="font-medium">
        {t.link}
      </label>
      <select
        id={id}
        name={name}
        value={known ? (value ?? '') : ''}
        onChange={(e) => onChange(e.target.value || null)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        aria-busy={query.isPending || undefined}
        className={`min-h-11 w-full min-w-0 rounded-lg border bg-card px-3 py-2 text-ink ${
          error ? 'border-red-600 dark:border-red-400' : 'border-line'
        }`}
      >
        <option value="">{t.noLink}</option>
        {upcoming.length > 0 && (
          <optgroup label={t.upcoming}>
            {upcoming.map((c) => (
              <option key={c.id} value={c.id}>
                {optionLabel(c)}
              </option>
            ))}
          </optgroup>
        )}
        {past.length > 0 && (
          <optgroup label={t.pastGroup}>
            {past.map((c) => (
              <option key={c.id} value={c.id}>
                {optionLabel(c)}
              </option>
            ))}
          </optgroup>
        )}
      </select>
      {hint && (
        <p id={`${id}-hint`} className="text-sm text-muted">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="text-sm font-medium text-red-700 dark:text-red-300">
          {error}
        </p>
      )}
      <Link
        to={paths.competitions}
        className="self-start text-sm font-semibold text-brand-700 underline underline-offset-2 dark:text-brand-300"
      >
        {t.manage}
      </Link>
    </div>
  );
}
