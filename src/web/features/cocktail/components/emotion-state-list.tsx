import type { CheckIn } from '../../../../domain/api';
import { de } from '../../../../domain/messages';
import type { CocktailEmotion } from '../../../../domain/schemas/athlete';
import { describeDistance, distanceToZone } from '../../../../domain/zones';
import { GroupBadge } from '../../../components/group-badge';
import { ZoneBar } from '../../../components/ui/zone-bar';

export function currentIntensities(checkIn: CheckIn | null): Map<string, number> {
  return new Map(checkIn?.intensities.map((i) => [i.emotionId, i.intensity]) ?? []);
}

/** Target against current state, one card per emotion. */
export function EmotionStateList({
  emotions,
  checkIn,
}: {
  emotions: readonly CocktailEmotion[];
  checkIn: CheckIn | null;
}) {
  const current = currentIntensities(checkIn);
  return (
    <ul className="flex flex-col gap-3">
      {emotions.map((e) => {
        const value = current.get(e.id) ?? null;
        const distance = value === null ? null : distanceToZone({ ...e, intensity: value });
        return (
          <li
            key={e.id}
            data-emotion={e.id}
            className="flex flex-col gap-3 rounded-2xl border border-line bg-card p-4 shadow-sm"
          >
            <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
              <h3 className="text-lg font-semibold">{e.label}</h3>
              <GroupBadge group={e.group} />
            </div>
            <ZoneBar
              label={e.label}
              zoneMin={e.zoneMin}
              zoneMax={e.zoneMax}
              value={value}
              compact
            />
            {/* The bar above already says all this to screen readers, so it is not read twice. */}
            <div
              aria-hidden="true"
              className="flex flex-wrap items-baseline justify-between gap-x-3 text-sm"
            >
              <span className="text-muted tabular-nums">
                {`${value === null ? de.performanceCocktail.state.unrated : de.performanceCocktail.state.current(value)} · ${de.performanceCocktail.state.zone(e.zoneMin, e.zoneMax)}`}
              </span>
              {distance !== null && (
                <span
                  className={`font-semibold ${
                    distance === 0
                      ? 'text-brand-800 dark:text-brand-300'
                      : 'text-amber-800 dark:text-amber-300'
                  }`}
                >
                  {distance === 0 ? '✓ ' : ''}
                  {describeDistance(distance)}
                </span>
              )}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
