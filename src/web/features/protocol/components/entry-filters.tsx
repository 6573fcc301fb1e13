import { useId } from 'react';
import { ENTRY_TYPE_LABELS, ENTRY_TYPES, type EntryType } from '../../../../domain/athlete-choices';
import { de } from '../../../../domain/messages';
import type { EntryFilters as Filters } from '../api/list-entries';

const t = de.protocolScreens.filters;

const inputClass =
  'min-h-11 w-full min-w-0 rounded-lg border border-line bg-card px-3 py-2 text-ink aria-[invalid=true]:border-red-600 dark:aria-[invalid=true]:border-red-400';

/** Type and date range; every change applies at once (the values live in the address). */
export function EntryFilters({
  value,
  onChange,
  rangeError,
}: {
  value: Filters;
  onChange(next: Filters): void;
  rangeError: string | null;
}) {
  const id = useId();
  const active = value.type !== null || value.from !== null || value.to !== null;
  return (
    <search className="mb-6 rounded-2xl border border-line bg-card p-4">
      <h2 className="sr-only">{t.title}</h2>
      <div className="grid grid-cols-1 gap-3 min-[400px]:grid-cols-2 sm:grid-cols-[1.2fr_1fr_1fr_auto] sm:items-end">
        <div className="flex flex-col gap-1 min-[400px]:col-span-2 sm:col-span-1">
          <label htmlFor={`${id}-type`} className="text-sm font-medium">
            {t.type}
          </label>
          <select
            id={`${id}-type`}
            value={value.type ?? ''}
            onChange={(e) =>
              onChange({ ...value, type: (e.target.value || null) as EntryType | null })
            }
            className={inputClass}
          >
            <option value="">{t.allTypes}</option>
            {ENTRY_TYPES.map((t) => (
              <option key={t} value={t}>
                {ENTRY_TYPE_LABELS[t]}
              </option>
            ))}
          </select>
        </div>
        <div className="flex min-w-0 flex-col gap-1">
          <label htmlFor={`${id}-from`} className="text-sm font-medium">
            {t.from}
          </label>
          <input
            id={`${id}-from`}
            type="date"
            value={value.from ?? ''}
            max={value.to ?? undefined}
            onChange={(e) => onChange({ ...value, from: e.target.value || null })}
            className={inputClass}
          />
        </div>
        <div className="flex min-w-0 flex-col gap-1">
          <label htmlFor={`${id}-to`} className="text-sm font-medium">
            {t.to}
          </label>
          <input
            id={`${id}-to`}
            type="date"
            value={value.to ?? ''}
            min={value.from ?? undefined}
            aria-invalid={rangeError ? true : undefined}
            aria-describedby={rangeError ? `${id}-err` : undefined}
            onChange={(e) => onChange({ ...value, to: e.target.value || null })}
            className={inputClass}
          />
        </div>
        {active && (
          <button
            type="button"
            onClick={() => onChange({ type: null, from: null, to: null })}
            className="inline-flex min-h-11 items-center justify-center rounded-lg px-3 font-semibold text-brand-700 hover:bg-black/5 min-[400px]:col-span-2 sm:col-span-1 dark:text-brand-300 dark:hover:bg-white/10"
          >
            {t.reset}
          </button>
        )}
      </div>
      {rangeError && (
        <p id={`${id}-err`} className="mt-2 text-sm font-medium text-red-700 dark:text-red-300">
          {rangeError}
        </p>
      )}
    </search>
  );
}
