import { useState } from 'react';
import { de } from '../../../../domain/messages';
import { ZEmail } from '../../../../domain/schemas/auth';
import { z } from '../../../../domain/schemas/zod';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { AuthRequestError } from '../../../lib/auth-request';
import { useZodForm } from '../../../lib/use-zod-form';
import { toast } from '../../../stores/toast-store';
import { useChangeEmail } from '../api/change-email';
import { errorText } from '../api/save-setting';

const t = de.accounts;
const v = de.validation;

const ZWithPassword = z.object({
  newEmail: ZEmail,
  password: z.string({ error: v.required }).check(z.minLength(1, v.required)),
});
const ZWithoutPassword = z.object({ newEmail: ZEmail, password: z.string() });

/**
 * A new e-mail address, confirmed with the current password (when the account has one) and then
 * through the link mailed to the new address; until it is opened the old address stays.
 */
export function EmailForm({ email, hasPassword }: { email: string; hasPassword: boolean }) {
  // A new key empties the form after a request, so no password stays in the field.
  const [round, setRound] = useState(0);
  const [sentTo, setSentTo] = useState<string | null>(null);
  return (
    <div className="flex flex-col gap-3">
      <Form
        key={round}
        email={email}
        hasPassword={hasPassword}
        onSent={(to) => {
          setRound((r) => r + 1);
          setSentTo(to);
        }}
      />
      <p role="status" className="text-sm font-medium text-brand-800 dark:text-brand-300">
        {sentTo ? t.changeEmailSent(sentTo) : ''}
      </p>
    </div>
  );
}

function Form({
  email,
  hasPassword,
  onSent,
}: {
  email: string;
  hasPassword: boolean;
  onSent(to: string): void;
}) {
  const form = useZodForm(hasPassword ? ZWithPassword : ZWithoutPassword, {
    newEmail: '',
    password: '',
  });
  const changeEmail = useChangeEmail();
  const busy = changeEmail.isPending;

  const onSubmit = form.handleSubmit(async ({ newEmail, password }) => {
    if (newEmail.toLowerCase() === email.toLowerCase()) {
      form.setErrors({ newEmail: t.sameEmail });
      return;
    }
    try {
      await changeEmail.mutateAsync(hasPassword ? { newEmail, password } : { newEmail });
    } catch (err) {
      const message = errorText(err);
      if (
        err instanceof AuthRequestError &&
        (err.code === 'INVALID_PASSWORD' || err.code === 'PASSWORD_REQUIRED')
      ) {
        form.setErrors({ password: message });
      } else if (err instanceof AuthRequestError && Object.keys(err.fieldErrors).length > 0) {
        form.setErrors(err.fieldErrors);
      }
      toast.error(de.generic.saveFailed, message);
      return;
    }
    onSent(newEmail);
  });

  return (
    <form ref={form.formRef} onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t.newEmail}
          type="email"
          autoComplete="email"
          inputMode="email"
          {...form.field('newEmail')}
        />
        {hasPassword && (
          <TextField
            label={t.confirmPassword}
            type="password"
            autoComplete="current-password"
            {...form.field('password')}
          />
        )}
      </div>
      <div>
        <Button type="submit" busy={busy}>
          {t.changeEmail}
        </Button>
      </div>
    </form>
  );
}
