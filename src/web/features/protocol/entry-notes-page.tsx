import { useId } from 'react';
import { MAX_NOTES_LENGTH } from '../../../domain/athlete-choices';
import { de } from '../../../domain/messages';
import { CharCounter } from '../../components/ui/char-counter';
import { EntryStep } from './components/entry-step';

export function Component() {
  const id = useId();
  return (
    <EntryStep step="notes" subtitle={de.protocolScreens.notes.subtitle}>
      {({ draft, update, errors }) => {
        const length = draft.notes.length;
        const over = length > MAX_NOTES_LENGTH;
        const describedBy = [`${id}-count`, errors.notes ? `${id}-err` : null]
          .filter(Boolean)
          .join(' ');
        return (
          <div className="flex flex-col gap-2 rounded-2xl border border-line bg-card p-5 shadow-sm sm:p-6">
            <label htmlFor={id} className="font-medium">
              {de.protocolScreens.notes.label}
            </label>
            <textarea
              id={id}
              name="notes"
              rows={10}
              value={draft.notes}
              onChange={(e) => update({ notes: e.target.value })}
              aria-invalid={errors.notes || over ? true : undefined}
              aria-describedby={describedBy}
              className={`min-h-48 w-full resize-y rounded-lg border bg-card px-3 py-2 text-ink ${
                errors.notes || over ? 'border-red-600 dark:border-red-400' : 'border-line'
              }`}
            />
            <CharCounter id={`${id}-count`} length={length} max={MAX_NOTES_LENGTH} />
            {errors.notes && (
              <p id={`${id}-err`} className="text-sm font-medium text-red-700 dark:text-red-300">
                {errors.notes}
              </p>
            )}
          </div>
        );
      }}
    </EntryStep>
  );
}
