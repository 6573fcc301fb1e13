import { type InputHTMLAttributes, useId } from 'react';
import { CharCounter, limitState } from './char-counter';

export interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  error?: string | undefined;
  hint?: string;
  /**
   * The most characters the field takes: shown by a counter as the athlete types, never enforced by
   * cutting the text (a pasted text would lose its end unseen).
   */
  limit?: number;
}

/** A labelled input whose error is announced and tied to it for screen readers. */
export function TextField({
  label,
  error,
  hint,
  limit,
  id,
  className = '',
  ...rest
}: TextFieldProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const errorId = `${inputId}-error`;
  const hintId = `${inputId}-hint`;
  const countId = `${inputId}-count`;
  const length = typeof rest.value === 'string' ? rest.value.length : 0;
  const over = limit !== undefined && limitState(length, limit) === 'over';
  const invalid = Boolean(error) || over;
  const describedBy = [
    hint ? hintId : null,
    limit !== undefined ? countId : null,
    error ? errorId : null,
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <div className={`flex flex-col gap-1 ${className}`}>
      <label htmlFor={inputId} className="font-medium">
        {label}
      </label>
      <input
        id={inputId}
        aria-invalid={invalid ? true : undefined}
        aria-describedby={describedBy || undefined}
        className={`min-h-11 rounded-lg border bg-card px-3 py-2 text-ink placeholder:text-muted ${
          invalid ? 'border-red-600 dark:border-red-400' : 'border-line'
        }`}
        {...rest}
      />
      {hint && (
        <p id={hintId} className="text-sm text-muted">
          {hint}
        </p>
      )}
      {limit !== undefined && <CharCounter id={countId} length={length} max={limit} />}
      {error && (
        <p id={errorId} className="text-sm font-medium text-red-700 dark:text-red-300">
          {error}
        </p>
      )}
    </div>
  );
}
