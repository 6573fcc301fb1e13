import { useState } from 'react';
import { de } from '../../../../domain/messages';
import { ZPassword } from '../../../../domain/schemas/auth';
import { z } from '../../../../domain/schemas/zod';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { AuthRequestError } from '../../../lib/auth-request';
import { useZodForm } from '../../../lib/use-zod-form';
import { toast } from '../../../stores/toast-store';
import { useChangePassword } from '../api/change-password';
import { errorText } from '../api/save-setting';

const v = de.validation;

const ZPasswordForm = z
  .object({
    currentPassword: z.string({ error: v.required }).check(z.minLength(1, v.required)),
    newPassword: ZPassword,
    newPasswordConfirm: z.string({ error: v.required }).check(z.minLength(1, v.required)),
  })
  .check(
    z.refine((d) => d.newPassword === d.newPasswordConfirm, {
      message: v.passwordsDoNotMatch,
      path: ['newPasswordConfirm'],
      // Compared as soon as both are typed, even while another field is still wrong.
      when: ({ value }) => {
        const d = value as { newPassword?: unknown; newPasswordConfirm?: unknown };
        return (
          typeof d.newPassword === 'string' &&
          typeof d.newPasswordConfirm === 'string' &&
          d.newPasswordConfirm !== ''
        );
      },
    }),
  );

const OTHERS_SIGNED_OUT = de.settings.password.othersSignedOut;

export function PasswordForm({ email }: { email: string }) {
  // A new key empties the form after a change, so no password stays in the fields.
  const [round, setRound] = useState(0);
  const [done, setDone] = useState(false);
  return (
    <div className="flex flex-col gap-3">
      <Form
        key={round}
        email={email}
        onDone={() => {
          setRound((r) => r + 1);
          setDone(true);
        }}
        onEdit={() => setDone(false)}
      />
      <p role="status" className="text-sm font-medium text-brand-800 dark:text-brand-300">
        {done ? `${de.settings.password.changed} ${OTHERS_SIGNED_OUT}` : ''}
      </p>
    </div>
  );
}

function Form({ email, onDone, onEdit }: { email: string; onDone(): void; onEdit(): void }) {
  const form = useZodForm(ZPasswordForm, {
    currentPassword: '',
    newPassword: '',
    newPasswordConfirm: '',
  });
  const changePassword = useChangePassword();
  const busy = changePassword.isPending;

  const onSubmit = form.handleSubmit(async (data) => {
    try {
      await changePassword.mutateAsync({
        currentPassword: data.currentPassword,
        newPassword: data.newPassword,
      });
    } catch (err) {
      const message = errorText(err);
      if (err instanceof AuthRequestError && err.code === 'INVALID_PASSWORD') {
        form.setErrors({ currentPassword: message });
      } else if (err instanceof AuthRequestError && Object.keys(err.fieldErrors).length > 0) {
        form.setErrors(err.fieldErrors);
      }
      toast.error(de.generic.saveFailed, message);
      return;
    }
    toast.success(de.generic.saved, OTHERS_SIGNED_OUT);
    onDone();
  });

  const field = (name: 'currentPassword' | 'newPassword' | 'newPasswordConfirm') => {
    const f = form.field(name);
    return {
      ...f,
      onChange: (e: { target: { value: string } }) => {
        onEdit();
        f.onChange(e);
      },
    };
  };

  return (
    <form ref={form.formRef} onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      {/* Tells password managers whose password changes, so they update the right entry. */}
      <input type="text" name="username" autoComplete="username" value={email} readOnly hidden />
      <TextField
        label={de.settings.password.current}
        type="password"
        autoComplete="current-password"
        {...field('currentPassword')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={de.settings.password.new}
          type="password"
          autoComplete="new-password"
          hint={de.auth.passwordHint}
          {...field('newPassword')}
        />
        <TextField
          label={de.settings.password.repeat}
          type="password"
          autoComplete="new-password"
          {...field('newPasswordConfirm')}
        />
      </div>
      <p className="text-sm text-muted">{de.settings.password.lead}</p>
      <div>
        <Button type="submit" busy={busy}>
          {de.settings.changePassword}
        </Button>
      </div>
    </form>
  );
}
