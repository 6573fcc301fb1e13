import { useEffect, useId, useRef } from 'react';
import { clientId } from '../../../../domain/client-id';
import {
  type Competition,
  IMPORTANCE_MAX,
  IMPORTANCE_MIN,
  MAX_COMPETITION_NAME_LENGTH,
  MAX_COMPETITION_PLACE_LENGTH,
  ZSaveCompetition,
} from '../../../../domain/competitions';
import { de } from '../../../../domain/messages';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { fieldErrorsOf, messageForError } from '../../../lib/callable';
import { useZodForm } from '../../../lib/use-zod-form';
import { toast } from '../../../stores/toast-store';
import { useSaveCompetition } from '../api/save-competition';

const t = de.competitions;
const IMPORTANCE = Array.from(
  { length: IMPORTANCE_MAX - IMPORTANCE_MIN + 1 },
  (_, i) => IMPORTANCE_MIN + i,
);

/**
 * Adds or edits one competition. The id is made when the form opens, so a save retried after a lost
 * answer writes once; editing keeps the competition's own id.
 */
export function CompetitionForm({
  competition,
  onDone,
}: {
  competition: Competition | null;
  onDone(saved: Competition | null): void;
}) {
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const save = useSaveCompetition();
  const form = useZodForm(ZSaveCompetition, {
    id: competition?.id ?? clientId(),
    name: competition?.name ?? '',
    date: competition?.date ?? '',
    startTime: competition?.startTime ?? '',
    importance: competition?.importance ?? 3,
    place: competition?.place ?? '',
  });

  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  const onSubmit = form.handleSubmit(async (data) => {
    try {
      const saved = await save.mutateAsync(data);
      toast.success(t.saved);
      onDone(saved);
    } catch (err) {
      const fields = fieldErrorsOf(err);
      if (fields) form.setErrors(fields);
      toast.error(de.generic.saveFailed, messageForError(err, de.generic.saveFailed));
    }
  });

  const importanceId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="mb-6 rounded-2xl border border-line bg-card p-5 shadow-sm sm:p-6"
    >
      <h2
        id={headingId}
        ref={headingRef}
        tabIndex={-1}
        className="mb-4 text-xl font-bold outline-none"
      >
        {competition ? t.editTitle : t.newTitle}
      </h2>
      <form ref={form.formRef} onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
        <TextField
          label={t.name}
          required
          maxLength={MAX_COMPETITION_NAME_LENGTH}
          autoComplete="off"
          {...form.field('name')}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label={t.date} type="date" required {...form.field('date')} />
          <TextField
            label={t.startTime}
            type="time"
            hint={t.startTimeHint}
            {...form.field('startTime')}
          />
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <div className="flex flex-col gap-1">
            <label htmlFor={importanceId} className="font-medium">
              {t.importance}
            </label>
            <select
              id={importanceId}
              name="importance"
              value={String(form.values.importance ?? '')}
              onChange={(e) => form.setValue('importance', Number(e.target.value))}
              aria-invalid={form.errors.importance ? true : undefined}
              aria-describedby={form.errors.importance ? `${importanceId}-error` : undefined}
              className="min-h-11 w-full min-w-0 rounded-lg border border-line bg-card px-3 py-2 text-ink"
            >
              {IMPORTANCE.map((n) => (
                <option key={n} value={n}>
                  {t.importanceValue(n)}
                </option>
              ))}
            </select>
            {form.errors.importance && (
              <p
                id={`${importanceId}-error`}
                className="text-sm font-medium text-red-700 dark:text-red-300"
              >
                {form.errors.importance}
              </p>
            )}
          </div>
          <TextField
            label={t.place}
            maxLength={MAX_COMPETITION_PLACE_LENGTH}
            autoComplete="off"
            {...form.field('place')}
          />
        </div>
        <div className="flex flex-col-reverse gap-2 min-[400px]:flex-row min-[400px]:justify-end">
          <Button variant="secondary" onClick={() => onDone(null)}>
            {t.cancel}
          </Button>
          <Button type="submit" busy={save.isPending}>
            {t.save}
          </Button>
        </div>
      </form>
    </section>
  );
}
