import { type FormEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import { de } from '../../../../domain/messages';
import type { CocktailEmotion } from '../../../../domain/schemas/athlete';
import { Button } from '../../../components/ui/button';
import { IntensitySlider } from '../../../components/ui/intensity-slider';
import type { Ratings } from '../lib/start-check-draft';

/**
 * One rating of every cocktail emotion on the check-in's sliders, each over its zone. Every emotion
 * needs a value: a pair is compared emotion by emotion. The values are the caller's, which keeps
 * them in the Startcheck's draft.
 */
export function StartCheckRating({
  emotions,
  values,
  onRate,
  hintFor,
  submitLabel,
  busy = false,
  onSubmit,
  children,
}: {
  emotions: readonly CocktailEmotion[];
  values: Ratings;
  onRate(emotionId: string, value: number): void;
  /** A line under an emotion's name, e.g. the rating before. */
  hintFor?: (emotionId: string) => string | undefined;
  submitLabel: string;
  busy?: boolean;
  onSubmit(values: Record<string, number>): void;
  /** Further actions beside the submit button. */
  children?: ReactNode;
}) {
  const formRef = useRef<HTMLFormElement>(null);
  const [showErrors, setShowErrors] = useState(false);
  const [focusRequest, setFocusRequest] = useState(0);
  const missing = emotions.filter((e) => values[e.id] == null);

  useEffect(() => {
    if (focusRequest === 0) return;
    formRef.current?.querySelector<HTMLElement>('input[aria-invalid="true"]')?.focus();
  }, [focusRequest]);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    if (missing.length > 0) {
      setShowErrors(true);
      setFocusRequest((n) => n + 1);
      return;
    }
    onSubmit(Object.fromEntries(emotions.map((e) => [e.id, values[e.id] ?? 0])));
  }

  return (
    <form ref={formRef} onSubmit={submit} noValidate className="flex flex-col gap-5">
      {emotions.map((e) => (
        <IntensitySlider
          key={e.id}
          label={e.label}
          value={values[e.id] ?? null}
          zone={{ min: e.zoneMin, max: e.zoneMax }}
          description={hintFor?.(e.id)}
          error={showErrors && values[e.id] == null ? de.validation.enterValue : undefined}
          onChange={(v) => onRate(e.id, v)}
        />
      ))}
      {showErrors && missing.length > 0 && (
        <p role="alert" className="text-sm font-medium text-red-700 dark:text-red-300">
          {de.performanceCocktail.checkIn.rateAll(de.counts.stillMissing(missing.length))}
        </p>
      )}
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button type="submit" busy={busy} className="sm:min-w-48">
          {submitLabel}
        </Button>
        {children}
      </div>
    </form>
  );
}
