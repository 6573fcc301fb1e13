import { useId } from 'react';
import { catalogueEmotion, EMOTION_GROUPS, type EmotionGroup } from '../../../../domain/emotions';
import { de } from '../../../../domain/messages';
import type { CocktailEmotion } from '../../../../domain/schemas/athlete';
import { GroupBadge } from '../../../components/group-badge';
import { ZoneRangeSlider } from '../../../components/ui/zone-range-slider';

const t = de.performanceCocktail.editor;

/** One emotion of the draft: its group, its zone, and a way out of the cocktail. */
export function EmotionEditorItem({
  emotion,
  onChange,
  onRemove,
}: {
  emotion: CocktailEmotion;
  onChange: (next: CocktailEmotion) => void;
  onRemove: () => void;
}) {
  const selectId = useId();
  // Catalogue emotions have a fixed place in the model; only the athlete's own words need a choice.
  const isOwnWord = catalogueEmotion(emotion.id) === undefined;
  return (
    <li
      data-emotion={emotion.id}
      className="flex flex-col gap-2 rounded-2xl border border-line bg-card p-4 shadow-sm"
    >
      <div className="flex items-end justify-between gap-2 sm:items-center">
        {isOwnWord ? (
          <div className="flex min-w-0 flex-1 flex-col gap-1 sm:flex-row sm:items-center sm:gap-2">
            <label htmlFor={selectId} className="text-sm font-medium text-muted">
              {t.group}
              <span className="sr-only"> {t.groupOf(emotion.label)}</span>
            </label>
            <select
              id={selectId}
              value={emotion.group}
              onChange={(e) => onChange({ ...emotion, group: e.target.value as EmotionGroup })}
              className="min-h-11 w-full rounded-lg border border-line bg-card px-2 text-sm text-ink sm:w-auto"
            >
              {EMOTION_GROUPS.map((g) => (
                <option key={g} value={g}>
                  {de.performanceCocktail.groupOptions[g]}
                </option>
              ))}
            </select>
          </div>
        ) : (
          <GroupBadge group={emotion.group} />
        )}
        <button
          type="button"
          onClick={onRemove}
          title={t.removeTitle(emotion.label)}
          className="-mr-2 inline-flex min-h-11 min-w-11 shrink-0 items-center justify-center gap-1.5 rounded-lg px-2 text-sm font-semibold text-red-700 hover:bg-red-50 sm:px-3 dark:text-red-300 dark:hover:bg-red-950/50"
        >
          <svg
            aria-hidden="true"
            viewBox="0 0 20 20"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
            className="size-4"
          >
            <path d="m5 5 10 10M15 5 5 15" />
          </svg>
          <span className="sr-only">{emotion.label} </span>
          {/* On a phone the cross alone, so the group's name keeps its line. */}
          <span className="sr-only sm:not-sr-only">{t.remove}</span>
        </button>
      </div>
      <ZoneRangeSlider
        label={emotion.label}
        min={emotion.zoneMin}
        max={emotion.zoneMax}
        onChange={({ min, max }) => onChange({ ...emotion, zoneMin: min, zoneMax: max })}
      />
    </li>
  );
}
