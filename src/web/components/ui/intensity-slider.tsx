import { type KeyboardEvent, useId } from 'react';
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
/** Where the thumb of an unrated slider rests; it is no answer until the athlete takes it. */
const RESTING_VALUE = 5;
/** Keys that take the value under the thumb as they are, without moving it. */
const TAKE_KEYS = new Set([' ', 'Enter']);

/**
 * A 0-10 intensity (Borg CR-10) on a native range input: arrow keys, Home/End and touch work.
 * An unrated slider shows a hollow thumb and says so; the first tap, click or key on any value sets
 * it, the resting value in the middle too (a native range fires no change when the value stays).
 */
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
  // The browser has already moved the thumb when the pointer is released: take what it shows.
  const takeShown = (input: HTMLInputElement) => {
    if (unset) onChange(Number(input.value));
  };
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (unset && TAKE_KEYS.has(e.key)) {
      e.preventDefault();
      onChange(RESTING_VALUE);
    }
  };
  return (
    <div className="flex flex-col gap-1">
      <div className="flex items-baseline justify-between gap-3">
        <label htmlFor={id} className="font-medium">
          {label}
        </label>
        {/* The same size in both states: the slider must not move under the finger that sets it. */}
        <output
          htmlFor={id}
          aria-hidden="true"
          className={`min-w-8 text-right text-lg font-bold tabular-nums ${unset ? 'text-muted' : ''}`}
        >
          {unset ? '–' : value}
        </output>
      </div>
      {description && (
        <p id={`${id}-desc`} className="text-sm text-muted">
          {description}
        </p>
      )}
      {/* Track and band are drawn behind the input (whose own track is clear), so the band lies
          exactly on the track and the thumb stays on top of both. */}
      <div className="relative">
        <div
          aria-hidden="true"
          className="pointer-events-none absolute inset-x-0 top-1/2 h-2 -translate-y-1/2 rounded-full bg-line"
        />
        {zone && (
          <div
            aria-hidden="true"
            data-zone-band
            className="pointer-events-none absolute top-1/2 h-3 -translate-y-1/2 rounded-full bg-brand-300 ring-1 ring-brand-700/60 dark:bg-brand-600 dark:ring-brand-300/70"
            style={bandStyle(zone.min, Math.max(zone.max, zone.min + 0.2))}
          />
        )}
        <input
          id={id}
          type="range"
          min={0}
          max={10}
          step={1}
          value={value ?? RESTING_VALUE}
          aria-valuetext={unset ? de.zoneControls.notRated : de.zoneControls.ofTen(value)}
          aria-describedby={
            [description ? `${id}-desc` : '', error ? `${id}-err` : ''].join(' ').trim() ||
            undefined
          }
          aria-invalid={error ? true : undefined}
          data-unset={unset || undefined}
          onChange={(e) => onChange(Number(e.target.value))}
          onPointerUp={(e) => takeShown(e.currentTarget)}
          onClick={(e) => takeShown(e.currentTarget)}
          onKeyDown={onKeyDown}
          className={`lz-range lz-range-clear relative block w-full ${unset ? 'lz-range-unset' : ''}`}
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
      {/* Below the track: when it goes, only what follows the slider moves up. */}
      {unset && <p className="text-sm text-muted">{de.zoneControls.unsetHint}</p>}
      {error && (
        <p id={`${id}-err`} className="text-sm font-medium text-red-700 dark:text-red-300">
          {error}
        </p>
      )}
    </div>
  );
}
