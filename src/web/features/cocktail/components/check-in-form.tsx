import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import type { CheckIn } from '../../../../domain/api';
import { clientId } from '../../../../domain/client-id';
import { de } from '../../../../domain/messages';
import type { CocktailEmotion } from '../../../../domain/schemas/athlete';
import { CompetitionSelect } from '../../../components/competition-select';
import { Button } from '../../../components/ui/button';
import { IntensitySlider } from '../../../components/ui/intensity-slider';
import { messageForError } from '../../../lib/callable';
import { toast } from '../../../stores/toast-store';
import { useRecordCheckIn } from '../api/record-check-in';
import { currentIntensities } from './emotion-state-list';

type Values = Record<string, number | null>;

function initialValues(emotions: readonly CocktailEmotion[], checkIn: CheckIn | null): Values {
  const last = currentIntensities(checkIn);
  return Object.fromEntries(emotions.map((e) => [e.id, last.get(e.id) ?? null]));
}

/**
 * "Wie fühlst du dich jetzt?": one slider per emotion, starting from the last check-in so that after
 * training only what changed needs moving.
 */
export function CheckInForm({
  emotions,
  checkIn,
  id,
}: {
  emotions: readonly CocktailEmotion[];
  checkIn: CheckIn | null;
  id: string;
}) {
  const headingId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<Values>(() => initialValues(emotions, checkIn));
  const [showErrors, setShowErrors] = useState(false);
  const [focusRequest, setFocusRequest] = useState(0);
  // One id per check-in: if the answer is lost and the athlete taps again, the server sees the
  // same id and records it once. A new id only after a confirmed save.
  const [checkInId, setCheckInId] = useState(() => clientId());
  const [competitionId, setCompetitionId] = useState<string | null>(null);
  const mutation = useRecordCheckIn();

  useEffect(() => {
    if (focusRequest === 0) return;
    formRef.current?.querySelector<HTMLElement>('input[aria-invalid="true"]')?.focus();
  }, [focusRequest]);

  const missing = emotions.filter((e) => values[e.id] === null);

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (mutation.isPending) return;
    if (missing.length > 0) {
      setShowErrors(true);
      setFocusRequest((n) => n + 1);
      return;
    }
    const intensities = emotions.map((e) => ({ emotionId: e.id, intensity: values[e.id] ?? 0 }));
    mutation.mutate(
      { id: checkInId, intensities, competitionId },
      {
        onSuccess: (saved) => {
          const c = saved.competition;
          toast.success(
            de.generic.saved,
            c ? de.competitions.phaseTag(de.competitions.phase[c.phase], c.name) : undefined,
          );
          setCheckInId(clientId());
          setShowErrors(false);
        },
        onError: (err) =>
          toast.error(de.generic.saveFailed, messageForError(err, de.generic.saveFailed)),
      },
    );
  }

  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className="scroll-mt-20 rounded-2xl border border-line bg-card p-5 shadow-sm sm:p-6"
    >
      <h2 id={headingId} className="text-xl font-bold">
        {de.performanceCocktail.checkIn.title}
      </h2>
      <p className="mt-1 mb-5 text-sm text-muted">{de.performanceCocktail.checkIn.lead}</p>
      <form ref={formRef} onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
        {emotions.map((e) => (
          <IntensitySlider
            key={e.id}
            label={e.label}
            value={values[e.id] ?? null}
            zone={{ min: e.zoneMin, max: e.zoneMax }}
            error={showErrors && values[e.id] === null ? de.validation.enterValue : undefined}
            onChange={(v) => setValues((prev) => ({ ...prev, [e.id]: v }))}
          />
        ))}
        {showErrors && missing.length > 0 && (
          <p role="alert" className="text-sm font-medium text-red-700 dark:text-red-300">
            {de.performanceCocktail.checkIn.rateAll(de.counts.stillMissing(missing.length))}
          </p>
        )}
        <CompetitionSelect value={competitionId} onChange={setCompetitionId} />
        <Button type="submit" busy={mutation.isPending} className="w-full">
          {de.performanceCocktail.checkIn.save}
        </Button>
      </form>
    </section>
  );
}
