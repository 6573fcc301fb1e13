import { type FormEvent, useId, useState } from 'react';
import { Link } from 'react-router';
import type { TrendsQuery, TrendsRange } from '../../../domain/api-trends';
import { de } from '../../../domain/messages';
import { Button } from '../ui/button';
import { paramsOf } from './lib/range-params';

const PRESETS: { range: Exclude<TrendsRange, 'custom'>; label: string }[] = [
  { range: '7', label: de.trends.last7Days },
  { range: '30', label: de.trends.last30Days },
  { range: '90', label: de.trends.last90Days },
];

const PILL =
  'inline-flex min-h-11 items-center justify-center rounded-lg border px-3 py-2 text-center font-semibold transition-colors';
const PILL_ON =
  'border-brand-700 bg-brand-700 text-white dark:border-brand-300 dark:bg-brand-300 dark:text-slate-950';
const PILL_OFF = 'border-line bg-card text-ink hover:bg-surface';

export interface RangeChooserProps {
  query: Required<TrendsQuery>;
  /** The days a switch to the custom range starts with: the window on screen. */
  window: { from: string; to: string };
  /** The server's German messages for the custom days, by field. */
  fieldErrors: { from?: string; to?: string } | null;
  onCustom: (from: string, to: string) => void;
}

function DateField({
  label,
  name,
  value,
  onChange,
  error,
}: {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
}) {
  const id = useId();
  return (
    <div className="flex min-w-0 flex-1 flex-col gap-1 sm:w-44 sm:flex-none">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <input
        id={id}
        name={name}
        type="date"
        min="2000-01-01"
        max="2099-12-31"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-err` : undefined}
        className={`min-h-11 w-full rounded-lg border bg-card px-3 py-2 text-ink sm:w-44 ${
          error ? 'border-red-700 dark:border-red-400' : 'border-line'
        }`}
      />
      {error && (
        <p
          id={`${id}-err`}
          role="alert"
          className="text-sm font-medium text-red-700 dark:text-red-300"
        >
          {error}
        </p>
      )}
    </div>
  );
}

function CustomRangeForm({
  query,
  fieldErrors,
  onCustom,
}: Pick<RangeChooserProps, 'query' | 'fieldErrors' | 'onCustom'>) {
  const [from, setFrom] = useState(query.from ?? '');
  const [to, setTo] = useState(query.to ?? '');

  function submit(event: FormEvent) {
    event.preventDefault();
    onCustom(from, to);
  }

  return (
    <form
      onSubmit={submit}
      aria-label={de.trends.customRange}
      noValidate
      className="flex flex-wrap items-start gap-3"
    >
      <DateField
        label={de.trends.range.from}
        name="from"
        value={from}
        onChange={setFrom}
        error={fieldErrors?.from}
      />
      <DateField
        label={de.trends.range.to}
        name="to"
        value={to}
        onChange={setTo}
        error={fieldErrors?.to}
      />
      <Button type="submit" variant="secondary" className="mt-6 w-full sm:w-auto">
        {de.trends.range.show}
      </Button>
    </form>
  );
}

/** The four views as links, so each is a URL of its own; the custom one opens two date fields. */
export function RangeChooser({ query, window, fieldErrors, onCustom }: RangeChooserProps) {
  const links = [
    ...PRESETS.map((p) => ({ key: p.range, label: p.label, search: paramsOf({ range: p.range }) })),
    {
      key: 'custom' as const,
      label: de.trends.customRange,
      search: paramsOf({ range: 'custom', ...window }),
    },
  ];
  return (
    <div className="flex flex-col gap-4">
      <nav aria-label={de.trends.range.label}>
        <ul className="grid grid-cols-2 gap-2 sm:flex sm:flex-wrap">
          {links.map((l) => {
            const on = query.range === l.key;
            return (
              <li key={l.key}>
                <Link
                  to={{ search: l.search }}
                  preventScrollReset
                  aria-current={on ? 'page' : undefined}
                  className={`${PILL} w-full ${on ? PILL_ON : PILL_OFF}`}
                >
                  {l.label}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
      {query.range === 'custom' && (
        // A new address (back button, another link) starts the fields afresh from it.
        <CustomRangeForm
          key={`${query.from}|${query.to}`}
          query={query}
          fieldErrors={fieldErrors}
          onCustom={onCustom}
        />
      )}
    </div>
  );
}
