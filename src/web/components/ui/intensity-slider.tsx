import { useId } from 'react';
import { de } from '../../../domain/messages';
import { bandStyle } from './zone-range-slider';

export interface IntensitySliderProps {
  label: string;
  value: number | null;
  onChange(value: number): void;
  description?: string;
  error?: string | undefined;
  /** Shown as a band behind the track, so the athlete sees the target while rating. */
  zone?: { min: number; max: number } | null;
}

const TICKS = Array.from({ length: 11 }, (_, i) => i);

/** A 0-10 intensity (Borg CR-10) on a native range input: arrow keys, Home/End and touch work. */
export function IntensitySlider({
  label,
  value,
  onChange,
  description,
  error,
  zone,
}: IntensitySliderProps) {
  const id = useId();
  const unset = value === null;
  return (
    <div className="flex flex-col gap-1">
      <div className="flex items-baseline justify-between gap-3">
        <label htmlFor={id} className="font-medium">
          {label}
        </label>
        <output
          htmlFor={id}
          className="min-w-8 text-right text-lg font-bold tabular-nums"
          aria-hidden="true"
        >
          {unset ? '–' : value}
        </output>
      </div>
      {description && (
        <p id={`${id}-desc`} className="text-sm text-muted">
          {description}
        </p>
      )}
      <div className="relative py-2">
        {zone && (
          <div
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 h-3 -translate-y-1/2 rounded-full bg-brand-200/80 dark:bg-brand-800/80"
            style={bandStyle(zone.min, Math.max(zone.max, zone.min + 0.2))}
          />
        )}
        <input
          id={id}
          type="range"
          min={0}
          max={10}
          step={1}
          value={value ?? 5}
          aria-valuetext={value === null ? de.zoneControls.notRated : de.zoneControls.ofTen(value)}
          aria-describedby={
            [description ? `${id}-desc` : '', error ? `${id}-err` : ''].join(' ').trim() ||
            undefined
          }
          aria-invalid={error ? true : undefined}
          onChange={(e) => onChange(Number(e.target.value))}
          onClick={(e) => unset && onChange(Number((e.target as HTMLInputElement).value))}
          onKeyDown={(e) => {
            // An unrated slider sits at 5 without a value: Space or Enter takes 5 as the answer.
            if (unset && (e.key === ' ' || e.key === 'Enter')) {
              e.preventDefault();
              onChange(5);
            }
          }}
          className={`lz-range relative w-full ${unset ? 'lz-range-unset' : ''}`}
        />
      </div>
      <div
        aria-hidden="true"
        className="flex justify-between px-[2px] text-xs text-muted tabular-nums"
      >
        {TICKS.map((t) => (
          <span key={t} className="w-4 text-center">
            {t}
          </span>
        ))}
      </div>
      {error && (
        <p id={`${id}-err`} className="text-sm font-medium text-red-700 dark:text-red-300">
          {error}
        </p>
      )}
    </div>
  );
}
