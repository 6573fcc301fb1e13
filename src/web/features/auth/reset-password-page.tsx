import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { de } from '../../../domain/messages';
import { paths, ROUTES } from '../../../domain/routes';
import { ZResetPasswordFormSchema } from '../../../domain/schemas/auth';
import { Button } from '../../components/ui/button';
import { FormError } from '../../components/ui/form-error';
import { TextField } from '../../components/ui/text-field';
import { AuthRequestError } from '../../lib/auth-request';
import { clearUserData } from '../../lib/session';
import { useZodForm } from '../../lib/use-zod-form';
import { resetPassword } from './api/auth-api';
import { AuthCard } from './components/auth-card';

const t = de.accounts;
const LINK_CLASS = 'font-semibold text-brand-700 underline underline-offset-2 dark:text-brand-300';

export function Component() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const form = useZodForm(ZResetPasswordFormSchema, { newPassword: '', newPasswordConfirm: '' });
  const [formError, setFormError] = useState<string | null>(null);
  const [linkDead, setLinkDead] = useState(token === '');
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);

  const onSubmit = form.handleSubmit(async ({ newPassword }) => {
    setBusy(true);
    setFormError(null);
    try {
      await resetPassword(token, newPassword);
      // Every session of the account ended with the reset, this browser's too.
      clearUserData();
      setDone(true);
    } catch (err) {
      if (err instanceof AuthRequestError && err.code === 'INVALID_TOKEN') {
        setLinkDead(true);
      } else if (err instanceof AuthRequestError) {
        form.setErrors(err.fieldErrors);
        setFormError(err.formMessage);
      } else {
        setFormError(de.generic.networkError);
      }
    } finally {
      setBusy(false);
    }
  });

  if (done) {
    return (
      <AuthCard title={ROUTES.resetPassword.title}>
        <p role="status">{t.resetDone}</p>
        <p className="mt-6 text-center text-sm">
          <Link to={paths.login} className={LINK_CLASS}>
            {de.auth.signIn}
          </Link>
        </p>
      </AuthCard>
    );
  }

  if (linkDead) {
    return (
      <AuthCard title={ROUTES.resetPassword.title}>
        <p role="alert">{token === '' ? t.resetLinkMissing : t.resetLinkInvalid}</p>
        <p className="mt-6 text-center text-sm">
          <Link to={paths.forgotPassword} className={LINK_CLASS}>
            {t.requestNewLink}
          </Link>
        </p>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={ROUTES.resetPassword.title}>
      <form ref={form.formRef} onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
        <TextField
          label={t.newPassword}
          type="password"
          autoComplete="new-password"
          hint={de.auth.passwordHint}
          {...form.field('newPassword')}
        />
        <TextField
          label={t.newPasswordConfirm}
          type="password"
          autoComplete="new-password"
          {...form.field('newPasswordConfirm')}
        />
        <FormError message={formError} />
        <Button type="submit" busy={busy} className="w-full">
          {t.resetSubmit}
        </Button>
      </form>
    </AuthCard>
  );
}
