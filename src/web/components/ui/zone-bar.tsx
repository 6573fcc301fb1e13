import { de } from '../../../domain/messages';
import { describeDistance, distanceToZone } from '../../../domain/zones';

export interface ZoneBarProps {
  label: string;
  zoneMin: number;
  zoneMax: number;
  /** Current intensity; null when not rated yet. */
  value: number | null;
  compact?: boolean;
}

/** Target zone as a band on a 0-10 scale with the current value as a marker, readable as text too. */
export function ZoneBar({ label, zoneMin, zoneMax, value, compact }: ZoneBarProps) {
  const distance = value === null ? null : distanceToZone({ intensity: value, zoneMin, zoneMax });
  const inZone = distance === 0;
  const text =
    value === null
      ? de.zoneControls.barNotRated(label, zoneMin, zoneMax)
      : de.zoneControls.bar(label, value, zoneMin, zoneMax, describeDistance(distance ?? 0));
  return (
    <div className="flex flex-col gap-1">
      {!compact && (
        <div className="flex items-baseline justify-between gap-2 text-sm">
          <span className="font-medium">{label}</span>
          <span
            className={
              value === null
                ? 'text-muted'
                : inZone
                  ? 'font-semibold text-brand-800 dark:text-brand-300'
                  : 'font-semibold text-amber-800 dark:text-amber-300'
            }
          >
            {value === null
              ? de.zoneControls.target(zoneMin, zoneMax)
              : describeDistance(distance ?? 0)}
          </span>
        </div>
      )}
      <div role="img" aria-label={text} className="relative h-3 rounded-full bg-line">
        <div
          className="absolute inset-y-0 rounded-full bg-brand-300 dark:bg-brand-700"
          style={{ left: `${zoneMin * 10}%`, width: `${Math.max((zoneMax - zoneMin) * 10, 1.5)}%` }}
        />
        {value !== null && (
          <div
            className={`absolute top-1/2 size-4 -translate-x-1/2 -translate-y-1/2 rounded-full border-2 border-card shadow ${
              inZone ? 'bg-brand-800 dark:bg-brand-200' : 'bg-amber-600 dark:bg-amber-400'
            }`}
            style={{ left: `${value * 10}%` }}
          />
        )}
      </div>
    </div>
  );
}
