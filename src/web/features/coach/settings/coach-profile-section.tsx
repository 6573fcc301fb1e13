import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { type CoachProfile, MAX_CLUB_LENGTH } from '../../../../domain/api-coach';
import { de } from '../../../../domain/messages';
import { paths } from '../../../../domain/routes';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { TextField } from '../../../components/ui/text-field';
import { fieldErrorsOf, messageForError } from '../../../lib/callable';
import { toast } from '../../../stores/toast-store';
import { coachProfileQuery } from '../api/get-coach-profile';
import { useUpdateCoachProfile } from '../api/update-coach-profile';

function ProfileForm({ profile }: { profile: CoachProfile }) {
  const [name, setName] = useState(profile.name);
  const [club, setClub] = useState(profile.club ?? '');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const update = useUpdateCoachProfile();

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (!name.trim()) {
      setErrors({ name: de.validation.required });
      return;
    }
    setBusy(true);
    setErrors({});
    try {
      await update.mutateAsync({
        name: name.trim() !== profile.name ? name.trim() : null,
        club,
      });
      toast.success(de.generic.saved);
    } catch (err) {
      const fields = fieldErrorsOf(err);
      if (fields) setErrors(fields);
      toast.error(de.generic.saveFailed, messageForError(err, de.generic.saveFailed));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={onSubmit} noValidate className="mt-4 flex flex-col gap-4">
      <TextField
        label={de.coachScreens.profile.name}
        name="name"
        autoComplete="name"
        value={name}
        onChange={(e) => setName(e.target.value)}
        error={errors.name}
        maxLength={80}
        required
      />
      <TextField
        label={de.coachScreens.profile.club}
        name="club"
        value={club}
        onChange={(e) => setClub(e.target.value)}
        error={errors.club}
        maxLength={MAX_CLUB_LENGTH}
        hint={de.coachScreens.profile.clubHint}
      />
      <div>
        <Button type="submit" busy={busy}>
          {de.common.save}
        </Button>
      </div>
    </form>
  );
}

export function CoachProfileSection() {
  const profile = useQuery(coachProfileQuery);
  return (
    <Card>
      <section aria-labelledby="coach-profile-heading">
        <h2 id="coach-profile-heading" className="text-xl font-bold">
          {de.coachScreens.profile.title}
        </h2>
        {profile.isPending && <p className="mt-2 text-muted">{de.common.loading}</p>}
        {profile.isError && <p role="alert">{messageForError(profile.error)}</p>}
        {profile.data && <ProfileForm profile={profile.data} />}
        <p className="mt-6 border-t border-line pt-4">
          <Link
            to={paths.settings}
            className="font-semibold text-brand-700 underline underline-offset-2 dark:text-brand-300"
          >
            {de.coachScreens.profile.account}
          </Link>
          <span className="block text-sm text-muted">{de.coachScreens.profile.accountHint}</span>
        </p>
      </section>
    </Card>
  );
}
