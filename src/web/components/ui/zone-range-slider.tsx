import { useId } from 'react';
import { de } from '../../../domain/messages';

/** The band between two thumb centres; a thumb's centre travels 0.875rem short of each end. */
export function bandStyle(min: number, max: number) {
  return {
    left: `calc(0.875rem + (100% - 1.75rem) * ${min / 10})`,
    width: `calc((100% - 1.75rem) * ${(max - min) / 10})`,
  };
}

export interface ZoneRangeSliderProps {
  /** The emotion's name; the two thumbs are announced as "<label>: Zielbereich von / bis". */
  label: string;
  min: number;
  max: number;
  onChange(zone: { min: number; max: number }): void;
  description?: string;
}

/**
 * The target zone (0-10) of one emotion as two native range inputs on one track. Each thumb is its
 * own slider for keyboard and screen readers; the lower can never pass the upper.
 */
export function ZoneRangeSlider({ label, min, max, onChange, description }: ZoneRangeSliderProps) {
  const id = useId();
  return (
    <fieldset
      className="flex flex-col gap-1"
      aria-describedby={description ? `${id}-desc` : undefined}
    >
      <legend className="flex w-full items-baseline justify-between gap-3">
        <span className="font-medium">{label}</span>
        <span className="shrink-0 whitespace-nowrap text-sm font-semibold tabular-nums">
          {de.zoneControls.zone(min, max)}
        </span>
      </legend>
      {description && (
        <p id={`${id}-desc`} className="text-sm text-muted">
          {description}
        </p>
      )}
      <div className="lz-dual relative h-10">
        <div
          aria-hidden="true"
          className="absolute inset-x-0 top-1/2 h-2 -translate-y-1/2 rounded-full bg-line"
        />
        <div
          aria-hidden="true"
          className="absolute top-1/2 h-2 -translate-y-1/2 rounded-full bg-brand-600 dark:bg-brand-400"
          style={bandStyle(min, max)}
        />
        <input
          type="range"
          min={0}
          max={10}
          step={1}
          value={min}
          aria-label={de.zoneControls.fromLabel(label)}
          aria-valuetext={de.zoneControls.fromValue(min)}
          onChange={(e) => onChange({ min: Math.min(Number(e.target.value), max), max })}
          className="lz-range lz-dual-thumb absolute inset-x-0 top-1/2 w-full -translate-y-1/2"
        />
        <input
          type="range"
          min={0}
          max={10}
          step={1}
          value={max}
          aria-label={de.zoneControls.toLabel(label)}
          aria-valuetext={de.zoneControls.toValue(max)}
          onChange={(e) => onChange({ min, max: Math.max(Number(e.target.value), min) })}
          className="lz-range lz-dual-thumb absolute inset-x-0 top-1/2 w-full -translate-y-1/2"
        />
      </div>
      <div aria-hidden="true" className="flex justify-between text-xs text-muted tabular-nums">
        <span>0</span>
        <span>5</span>
        <span>10</span>
      </div>
    </fieldset>
  );
}
