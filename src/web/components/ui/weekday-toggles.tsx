import { WEEKDAY_LABELS, WEEKDAY_NAMES, WEEKDAYS } from '../../../domain/athlete-choices';

/**
 * Mo–So as round toggle buttons (checkboxes underneath, named with the full weekday for screen
 * readers). The caller puts them in a fieldset with its legend and error.
 */
export function WeekdayToggles({
  name,
  value,
  onToggle,
}: {
  name: string;
  value: readonly number[];
  onToggle(day: number): void;
}) {
  return (
    <div className="flex flex-wrap gap-2">
      {WEEKDAYS.map((day, i) => (
        <label
          key={day}
          className="relative flex size-11 cursor-pointer items-center justify-center rounded-full border border-line font-semibold has-[:checked]:border-brand-700 has-[:checked]:bg-brand-700 has-[:checked]:text-white has-[:disabled]:cursor-not-allowed has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-500 dark:has-[:checked]:border-brand-300 dark:has-[:checked]:bg-brand-300 dark:has-[:checked]:text-slate-950"
        >
          <input
            type="checkbox"
            name={name}
            checked={value.includes(day)}
            onChange={() => onToggle(day)}
            aria-label={WEEKDAY_NAMES[i]}
            className="absolute inset-0 cursor-pointer opacity-0 disabled:cursor-not-allowed"
          />
          <span aria-hidden="true">{WEEKDAY_LABELS[i]}</span>
        </label>
      ))}
    </div>
  );
}
