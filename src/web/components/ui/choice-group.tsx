import { useId } from 'react';

interface Choice<V extends string> {
  value: V;
  label: string;
  description?: string;
}

export interface ChoiceGroupProps<V extends string> {
  legend: string;
  name: string;
  choices: readonly Choice<V>[];
  value: V | undefined;
  onChange(value: V): void;
  error?: string | undefined;
}

/** Native radios in a fieldset: arrow keys, labels and required-state work without any script. */
export function ChoiceGroup<V extends string>({
  legend,
  name,
  choices,
  value,
  onChange,
  error,
}: ChoiceGroupProps<V>) {
  const errorId = useId();
  const baseId = useId();
  return (
    <fieldset
      aria-describedby={error ? errorId : undefined}
      aria-invalid={error ? true : undefined}
      className="flex flex-col gap-2"
    >
      <legend className="mb-1 font-medium">{legend}</legend>
      <div className="grid grid-cols-1 gap-2 min-[400px]:grid-cols-2">
        {choices.map((c) => (
          <label
            key={c.value}
            className={`flex min-h-11 cursor-pointer flex-col rounded-lg border px-3 py-2 has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-brand-500 ${
              value === c.value
                ? 'border-brand-700 bg-brand-50 dark:border-brand-300 dark:bg-brand-900/40'
                : error
                  ? 'border-red-600 dark:border-red-400'
                  : 'border-line bg-card'
            }`}
          >
            <span className="flex items-center gap-2">
              <input
                type="radio"
                name={name}
                value={c.value}
                checked={value === c.value}
                onChange={() => onChange(c.value)}
                aria-labelledby={`${baseId}-${c.value}`}
                aria-describedby={c.description ? `${baseId}-${c.value}-desc` : undefined}
                className="size-4 accent-brand-700"
              />
              <span id={`${baseId}-${c.value}`} className="font-semibold">
                {c.label}
              </span>
            </span>
            {c.description && (
              <span id={`${baseId}-${c.value}-desc`} className="pl-6 text-sm text-muted">
                {c.description}
              </span>
            )}
          </label>
        ))}
      </div>
      {error && (
        <p id={errorId} className="text-sm font-medium text-red-700 dark:text-red-300">
          {error}
        </p>
      )}
    </fieldset>
  );
}
