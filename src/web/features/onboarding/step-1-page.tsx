import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useNavigate } from 'react-router';
import type { OnboardingState } from '../../../domain/api';
import { MAX_SPORT_LENGTH } from '../../../domain/athlete-choices';
import { de } from '../../../domain/messages';
import { paths } from '../../../domain/routes';
import {
  SPORT_LEVEL_LABELS,
  SPORT_LEVELS,
  type SportLevel,
  ZOnboardingProfile,
} from '../../../domain/schemas/athlete';
import { NAME_MAX_LENGTH } from '../../../domain/schemas/auth';
import { Button } from '../../components/ui/button';
import { ChoiceGroup } from '../../components/ui/choice-group';
import { TextField } from '../../components/ui/text-field';
import { sessionQuery } from '../../lib/session';
import { useZodForm } from '../../lib/use-zod-form';
import { useSaveStep } from './api/save-step';
import { OnboardingStep, StepActions } from './components/step-frame';
import { onboardingLoader, stepPath } from './onboarding-data';
import { useKeepInDraft, useStepDraft } from './step-drafts';

export const loader = onboardingLoader;

const LEVEL_CHOICES = SPORT_LEVELS.map((value) => ({
  value,
  label: SPORT_LEVEL_LABELS[value],
  description: de.onboardingSteps.profile.levelDescriptions[value],
}));

export function Component() {
  return (
    <OnboardingStep step={1} lead={de.onboardingSteps.profile.lead}>
      {(state) => <ProfileForm state={state} />}
    </OnboardingStep>
  );
}

function ProfileForm({ state }: { state: OnboardingState }) {
  const navigate = useNavigate();
  const sportListId = useId();
  // The account's name is the natural default until the athlete saves one of their own.
  const accountName = useQuery(sessionQuery).data?.name ?? '';
  const stored = useStepDraft(1);
  const form = useZodForm(
    ZOnboardingProfile,
    stored.draft ?? {
      name: state.profile.name || accountName,
      sport: state.profile.sport ?? '',
      level: state.profile.level ?? undefined,
    },
  );
  useKeepInDraft(form.values, (values) =>
    stored.setDraft({
      name: String(values.name ?? ''),
      sport: String(values.sport ?? ''),
      level: values.level as SportLevel | undefined,
    }),
  );
  const { save, busy } = useSaveStep(form.setErrors);

  const onSubmit = form.handleSubmit(async (data) => {
    if (await save({ name: 'saveOnboardingProfile', input: data })) {
      stored.clearDraft();
      navigate(stepPath(2));
    }
  });

  return (
    <form ref={form.formRef} onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
      <TextField
        label={de.onboardingSteps.profile.name}
        autoComplete="name"
        limit={NAME_MAX_LENGTH}
        {...form.field('name')}
      />
      <TextField
        label={de.onboardingSteps.profile.sport}
        hint={de.onboardingSteps.profile.sportHint}
        list={sportListId}
        autoComplete="off"
        limit={MAX_SPORT_LENGTH}
        {...form.field('sport')}
      />
      <datalist id={sportListId}>
        {de.onboardingSteps.profile.sports.map((s) => (
          <option key={s} value={s} />
        ))}
      </datalist>
      <ChoiceGroup
        legend={de.onboardingSteps.profile.level}
        name="level"
        choices={LEVEL_CHOICES}
        value={form.values.level as SportLevel | undefined}
        onChange={(v) => form.setValue('level', v)}
        error={form.errors.level}
      />
      <StepActions backTo={paths.onboardingIntroduction}>
        <Button type="submit" busy={busy}>
          {de.common.next}
        </Button>
      </StepActions>
    </form>
  );
}
