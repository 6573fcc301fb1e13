import { useId } from 'react';
import {
  type CoachLinkSharing,
  SHAREABLE_ENTRY_TYPES,
  type ShareableEntryType,
} from '../../domain/coach';
import { de } from '../../domain/messages';

/**
 * What one coach sees, as checkboxes under "Das sieht {Coach}": the link dialog and the settings show
 * the same choices in the same words. Every change goes to `onChange` as the whole new choice.
 */
export function LinkSharingFields({
  coachName,
  value,
  onChange,
  disabled,
}: {
  coachName: string;
  value: CoachLinkSharing;
  onChange(next: CoachLinkSharing): void;
  disabled?: boolean;
}) {
  const setType = (type: ShareableEntryType, on: boolean) =>
    onChange({
      ...value,
      entryTypes: SHAREABLE_ENTRY_TYPES.filter((t) =>
        t === type ? on : value.entryTypes.includes(t),
      ),
    });
  return (
    <fieldset className="flex min-w-0 flex-col gap-3" disabled={disabled}>
      <legend className="mb-2 font-medium">{de.sharing.seenBy(coachName)}</legend>
      {SHAREABLE_ENTRY_TYPES.map((type) => (
        <SharingCheckbox
          key={type}
          label={de.sharing.allOfType[type]}
          description={de.sharing.allOfTypeHint[type]}
          checked={value.entryTypes.includes(type)}
          onChange={(on) => setType(type, on)}
        />
      ))}
      <SharingCheckbox
        label={de.sharing.trends}
        description={de.sharing.trendsHint}
        checked={value.trends}
        onChange={(trends) => onChange({ ...value, trends })}
      />
      <SharingCheckbox
        label={de.performanceCocktail.title}
        description={de.sharing.cocktailHint}
        checked={value.cocktail}
        onChange={(cocktail) => onChange({ ...value, cocktail })}
      />
      <p className="text-sm text-muted">{de.sharing.singleEntriesNote}</p>
    </fieldset>
  );
}

function SharingCheckbox({
  label,
  description,
  checked,
  onChange,
}: {
  label: string;
  description: string;
  checked: boolean;
  onChange(checked: boolean): void;
}) {
  const id = useId();
  return (
    <div className="flex items-start gap-3">
      <input
        id={id}
        type="checkbox"
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
        aria-describedby={`${id}-desc`}
        className="mt-1 size-5 shrink-0 accent-brand-700"
      />
      <div className="min-w-0">
        <label htmlFor={id} className="font-medium">
          {label}
        </label>
        <p id={`${id}-desc`} className="text-sm text-muted">
          {description}
        </p>
      </div>
    </div>
  );
}

/** A link's choices in a few words: "Trends, alle Wettkämpfe, 3 einzeln geteilte Einträge". */
export function sharingSummary(sharing: CoachLinkSharing, sharedEntryCount: number): string {
  const parts = [
    ...sharing.entryTypes.map((t) => de.sharing.summaryParts[t]),
    ...(sharing.trends ? [de.sharing.summaryParts.trends] : []),
    ...(sharing.cocktail ? [de.sharing.summaryParts.cocktail] : []),
    ...(sharedEntryCount > 0 ? [de.sharing.singleShared(sharedEntryCount)] : []),
  ];
  return parts.length ? parts.join(', ') : de.sharing.summaryNothing;
}
