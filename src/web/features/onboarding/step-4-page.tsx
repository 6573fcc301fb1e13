import { useQuery } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import type { OnboardingState } from '../../../domain/api';
import { de } from '../../../domain/messages';
import { paths } from '../../../domain/routes';
import { type Reminder, ZOnboardingFinish } from '../../../domain/schemas/athlete';
import { z } from '../../../domain/schemas/zod';
import { CoachCodeRedeem, type CoachCodeRedeemHandle } from '../../components/coach-code-redeem';
import { Button } from '../../components/ui/button';
import { TextField } from '../../components/ui/text-field';
import { WeekdayToggles } from '../../components/ui/weekday-toggles';
import { fieldErrorsOf, messageForError } from '../../lib/callable';
import { sessionQuery } from '../../lib/session';
import { useZodForm } from '../../lib/use-zod-form';
import { toast } from '../../stores/toast-store';
import { useFinishOnboarding } from './api/finish-onboarding';
import { OnboardingStep, StepActions } from './components/step-frame';
import { onboardingLoader, stepPath } from './onboarding-data';
import { clearStepDrafts, useKeepInDraft, useStepDraft } from './step-drafts';

export const loader = onboardingLoader;

const DEFAULT_REMINDER: Reminder = { enabled: false, weekdays: [1, 3, 5], time: '19:00' };

// A reminder on no day would be switched on and still never arrive.
const ZFinishForm = ZOnboardingFinish.check(
  z.refine((v) => !v.reminder?.enabled || v.reminder.weekdays.length > 0, {
    message: de.onboardingSteps.finish.atLeastOneDay,
    path: ['reminder', 'weekdays'],
  }),
);

type FinishInput = z.input<typeof ZOnboardingFinish>;

export function Component() {
  return (
    <OnboardingStep step={4} lead={de.onboardingSteps.finish.lead}>
      {(state) => <FinishForm state={state} />}
    </OnboardingStep>
  );
}

function FinishForm({ state }: { state: OnboardingState }) {
  const navigate = useNavigate();
  const stored = useStepDraft(4);
  const userId = useQuery(sessionQuery).data?.id ?? null;
  const form = useZodForm(ZFinishForm, {
    coachCode: '',
    reminder: stored.draft ?? state.reminder ?? DEFAULT_REMINDER,
  });
  const [busy, setBusy] = useState<'skip' | 'finish' | null>(null);
  const redeemRef = useRef<CoachCodeRedeemHandle>(null);
  const [linkedWith, setLinkedWith] = useState<string | null>(null);
  const finishOnboarding = useFinishOnboarding();
  const reminder = form.values.reminder as Reminder;
  useKeepInDraft(reminder, stored.setDraft);

  function setReminder(patch: Partial<Reminder>) {
    form.setValue('reminder', { ...reminder, ...patch });
  }

  async function finish(input: FinishInput, which: 'skip' | 'finish') {
    setBusy(which);
    try {
      await finishOnboarding.mutateAsync(input);
    } catch (err) {
      setBusy(null);
      toast.error(de.generic.saveFailed, messageForError(err, de.generic.saveFailed));
      const fields = fieldErrorsOf(err);
      if (fields) form.setErrors(fields);
      return;
    }
    if (userId) clearStepDrafts(userId);
    toast.success(de.generic.saved);
    navigate(paths.dashboard, { replace: true });
  }

  // A typed code is never sent along unused: the athlete first sees the coach and what is shared, and
  // connects or cancels. The link is made by the redeem flow itself, so the wizard sends no code.
  const onSubmit = form.handleSubmit((data) => {
    const redeem = redeemRef.current;
    if (redeem?.hasPendingCode()) {
      void redeem.check();
      return;
    }
    return finish({ reminder: data.reminder ?? null, coachCode: null }, 'finish');
  });

  return (
    <form ref={form.formRef} onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
      <section
        aria-labelledby="onboarding-coach"
        className="rounded-2xl border border-line bg-card p-4 shadow-sm sm:p-5"
      >
        <h2 id="onboarding-coach" className="mb-3 text-lg font-semibold">
          {de.onboardingSteps.finish.coach}
        </h2>
        {linkedWith && (
          <p role="status" className="mb-3 font-medium">
            {de.onboardingSteps.finish.linkedWith(linkedWith)}
          </p>
        )}
        <CoachCodeRedeem
          ref={redeemRef}
          label={
            linkedWith ? de.onboardingSteps.finish.anotherCode : de.onboardingSteps.finish.code
          }
          hint={de.onboardingSteps.finish.codeHint}
          onLinked={(link) => setLinkedWith(link.coachName)}
        />
      </section>
      <ReminderSection
        reminder={reminder}
        onChange={setReminder}
        errors={{
          weekdays: form.errors['reminder.weekdays'],
          time: form.errors['reminder.time'],
        }}
      />
      <StepActions backTo={stepPath(3)}>
        <Button
          variant="ghost"
          busy={busy === 'skip'}
          disabled={busy !== null}
          onClick={() => finish({ reminder: null, coachCode: null }, 'skip')}
        >
          {de.onboarding.skipForNow}
        </Button>
        <Button
          type="submit"
          busy={busy === 'finish'}
          disabled={busy !== null}
          className="grow sm:grow-0"
        >
          {de.onboarding.finish}
        </Button>
      </StepActions>
    </form>
  );
}

function ReminderSection({
  reminder,
  onChange,
  errors,
}: {
  reminder: Reminder;
  onChange(patch: Partial<Reminder>): void;
  errors: { weekdays: string | undefined; time: string | undefined };
}) {
  const switchId = useId();
  const weekdaysErrorId = useId();

  function toggleDay(day: number) {
    const days = reminder.weekdays.includes(day)
      ? reminder.weekdays.filter((d) => d !== day)
      : [...reminder.weekdays, day].sort((a, b) => a - b);
    onChange({ weekdays: days });
  }

  return (
    <section
      aria-labelledby="onboarding-reminder"
      className="rounded-2xl border border-line bg-card p-4 shadow-sm sm:p-5"
    >
      <h2 id="onboarding-reminder" className="mb-3 text-lg font-semibold">
        {de.onboardingSteps.finish.reminders}
      </h2>
      <div className="flex items-start justify-between gap-4">
        <div>
          <label htmlFor={switchId} className="font-medium">
            {de.onboardingSteps.finish.remind}
          </label>
          <p id={`${switchId}-desc`} className="text-sm text-muted">
            {de.onboardingSteps.finish.remindLead}
          </p>
        </div>
        <span className="relative inline-flex h-7 w-12 shrink-0">
          <input
            id={switchId}
            type="checkbox"
            role="switch"
            aria-checked={reminder.enabled}
            name="reminder.enabled"
            checked={reminder.enabled}
            onChange={(e) => onChange({ enabled: e.target.checked })}
            aria-describedby={`${switchId}-desc`}
            className="peer absolute inset-0 z-10 cursor-pointer opacity-0"
          />
          <span
            aria-hidden="true"
            className="pointer-events-none h-7 w-12 rounded-full bg-slate-500 transition-colors peer-checked:bg-brand-700 peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-500 motion-reduce:transition-none dark:peer-checked:bg-brand-500"
          />
          <span
            aria-hidden="true"
            className="pointer-events-none absolute top-1 left-1 size-5 rounded-full bg-white shadow transition-transform peer-checked:translate-x-5 motion-reduce:transition-none"
          />
        </span>
      </div>
      {reminder.enabled && (
        <div className="mt-4 flex flex-col gap-4 border-t border-line pt-4">
          <fieldset aria-describedby={errors.weekdays ? weekdaysErrorId : undefined}>
            <legend className="mb-2 font-medium">{de.onboardingSteps.finish.weekdays}</legend>
            <WeekdayToggles
              name="reminder.weekdays"
              value={reminder.weekdays}
              onToggle={toggleDay}
            />
            {errors.weekdays && (
              <p
                id={weekdaysErrorId}
                className="mt-1 text-sm font-medium text-red-700 dark:text-red-300"
              >
                {errors.weekdays}
              </p>
            )}
          </fieldset>
          <TextField
            label={de.onboardingSteps.finish.time}
            type="time"
            name="reminder.time"
            value={reminder.time}
            onChange={(e) => onChange({ time: e.target.value })}
            error={errors.time}
            className="max-w-40"
          />
        </div>
      )}
    </section>
  );
}
