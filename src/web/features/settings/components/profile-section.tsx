import { useState } from 'react';
import { type Settings, ZUpdateProfile } from '../../../../domain/api-settings';
import { MAX_SPORT_LENGTH } from '../../../../domain/athlete-choices';
import { de } from '../../../../domain/messages';
import {
  SPORT_LEVEL_LABELS,
  SPORT_LEVELS,
  ZOnboardingProfile,
} from '../../../../domain/schemas/athlete';
import { NAME_MAX_LENGTH } from '../../../../domain/schemas/auth';
import { z } from '../../../../domain/schemas/zod';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { fieldErrorsOf } from '../../../lib/callable';
import { useZodForm } from '../../../lib/use-zod-form';
import { useSaveSetting } from '../api/save-setting';
import { AvatarUpload } from './avatar-upload';
import { SelectField } from './select-field';
import { SettingsSection } from './settings-section';

// Athletes keep sport and level filled, as onboarding asked for them; coaches have neither.
const ZAthleteForm = ZOnboardingProfile;
const ZCoachForm = z.object({ name: ZUpdateProfile.shape.name });

const LEVEL_OPTIONS = [
  { value: '', label: de.validation.pleaseSelect },
  ...SPORT_LEVELS.map((l) => ({ value: l, label: SPORT_LEVEL_LABELS[l] })),
];

export function ProfileSection({ id, settings }: { id: string; settings: Settings }) {
  return (
    <SettingsSection id={id} title={de.settings.profile}>
      <AvatarUpload settings={settings} />
      {settings.role === 'coach' ? (
        <ProfileForm schema={ZCoachForm} settings={settings} />
      ) : (
        <ProfileForm schema={ZAthleteForm} settings={settings} />
      )}
    </SettingsSection>
  );
}

function ProfileForm({
  schema,
  settings,
}: {
  schema: typeof ZAthleteForm | typeof ZCoachForm;
  settings: Settings;
}) {
  const athlete = schema === ZAthleteForm;
  const form = useZodForm(schema as typeof ZAthleteForm, {
    name: settings.name,
    sport: settings.sport ?? '',
    level: settings.level ?? '',
  });
  const [busy, setBusy] = useState(false);
  const save = useSaveSetting();

  const onSubmit = form.handleSubmit(async (data) => {
    setBusy(true);
    try {
      await save.mutateAsync({
        name: 'updateProfile',
        input: athlete
          ? { name: data.name, sport: data.sport, level: data.level }
          : { name: data.name },
      });
    } catch (err) {
      const fields = fieldErrorsOf(err);
      if (fields) form.setErrors(fields);
    } finally {
      setBusy(false);
    }
  });

  return (
    <form
      ref={form.formRef}
      onSubmit={onSubmit}
      noValidate
      className="flex flex-col gap-4 border-t border-line pt-5"
    >
      <TextField
        label={de.auth.name}
        autoComplete="name"
        limit={NAME_MAX_LENGTH}
        {...form.field('name')}
      />
      {athlete && (
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label={de.settings.sport} limit={MAX_SPORT_LENGTH} {...form.field('sport')} />
          <SelectField label={de.settings.level} options={LEVEL_OPTIONS} {...form.field('level')} />
        </div>
      )}
      <p className="text-sm text-muted">
        {de.auth.email}: <span className="font-medium text-ink">{settings.email}</span>
      </p>
      <div>
        <Button type="submit" busy={busy}>
          {de.common.save}
        </Button>
      </div>
    </form>
  );
}
