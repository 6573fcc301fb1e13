import { useId } from 'react';

export interface SegmentedChoiceProps<V extends string | number> {
  legend: string;
  name: string;
  choices: readonly { value: V; label: string }[];
  value: V | null;
  onChange(value: V): void;
  hint?: string;
  error?: string | undefined;
  /** Words rather than numbers: one under the other on phones, where three would not fit a row. */
  stackOnPhone?: boolean;
}

/**
 * A short list of options side by side (type, importance, goal reached): native radios in a
 * fieldset, so arrow keys move between them and the legend names the group.
 */
export function SegmentedChoice<V extends string | number>({
  legend,
  name,
  choices,
  value,
  onChange,
  hint,
  error,
  stackOnPhone = false,
}: SegmentedChoiceProps<V>) {
  const id = useId();
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-err` : null]
    .filter(Boolean)
    .join(' ');
  return (
    <fieldset
      aria-describedby={describedBy || undefined}
      aria-invalid={error ? true : undefined}
      className="flex min-w-0 flex-col gap-2"
    >
      <legend className="mb-1 font-medium">{legend}</legend>
      {hint && (
        <p id={`${id}-hint`} className="-mt-1 text-sm text-muted">
          {hint}
        </p>
      )}
      <div
        className={
          stackOnPhone
            ? 'flex flex-col gap-2 sm:flex-row'
            : 'grid auto-cols-fr grid-flow-col gap-1.5 sm:gap-2'
        }
      >
        {choices.map((c) => {
          const checked = value === c.value;
          return (
            <label
              key={String(c.value)}
              className={`flex min-h-11 min-w-11 cursor-pointer items-center gap-2 rounded-lg border py-2 text-center font-semibold ${stackOnPhone ? 'flex-1 justify-start px-3 sm:justify-center' : 'justify-center px-2'} has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-500 ${
                checked
                  ? 'border-brand-700 bg-brand-50 text-brand-900 dark:border-brand-300 dark:bg-brand-900/50 dark:text-brand-50'
                  : error
                    ? 'border-red-600 bg-card dark:border-red-400'
                    : 'border-line bg-card hover:bg-surface'
              }`}
            >
              <input
                type="radio"
                name={name}
                value={String(c.value)}
                checked={checked}
                onChange={() => onChange(c.value)}
                aria-invalid={error ? true : undefined}
                className="size-4 shrink-0 accent-brand-700"
              />
              <span>{c.label}</span>
            </label>
          );
        })}
      </div>
      {error && (
        <p id={`${id}-err`} className="text-sm font-medium text-red-700 dark:text-red-300">
          {error}
        </p>
      )}
    </fieldset>
  );
}
