import { useState } from 'react';
import { de } from '../../../../domain/messages';
import { ZPassword } from '../../../../domain/schemas/auth';
import { z } from '../../../../domain/schemas/zod';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { queryClient } from '../../../lib/query-client';
import { useZodForm } from '../../../lib/use-zod-form';
import { toast } from '../../../stores/toast-store';
import { AccountError, changePassword } from '../api/account-api';
import { errorText } from '../api/save-setting';
import { SESSIONS_KEY } from './sessions-list';

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
  const [busy, setBusy] = useState(false);

  const onSubmit = form.handleSubmit(async (data) => {
    setBusy(true);
    try {
      await changePassword({
        currentPassword: data.currentPassword,
        newPassword: data.newPassword,
      });
    } catch (err) {
      setBusy(false);
      const message = errorText(err);
      if (err instanceof AccountError && err.code === 'INVALID_PASSWORD') {
        form.setErrors({ currentPassword: message });
      } else if (err instanceof AccountError && Object.keys(err.fieldErrors).length > 0) {
        form.setErrors(err.fieldErrors);
      }
      toast.error(de.generic.saveFailed, message);
      return;
    }
    toast.success(de.generic.saved, OTHERS_SIGNED_OUT);
    void queryClient.invalidateQueries({ queryKey: SESSIONS_KEY });
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
