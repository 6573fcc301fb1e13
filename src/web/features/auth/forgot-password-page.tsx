import { useState } from 'react';
import { Link } from 'react-router';
import { de } from '../../../domain/messages';
import { paths, ROUTES } from '../../../domain/routes';
import { ZForgotPasswordSchema } from '../../../domain/schemas/auth';
import { Button } from '../../components/ui/button';
import { FormError } from '../../components/ui/form-error';
import { TextField } from '../../components/ui/text-field';
import { authErrorText } from '../../lib/auth-request';
import { useZodForm } from '../../lib/use-zod-form';
import { requestPasswordReset } from './api/auth-api';
import { AuthCard } from './components/auth-card';

const t = de.accounts;

export function Component() {
  const form = useZodForm(ZForgotPasswordSchema, { email: '' });
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState(false);

  const onSubmit = form.handleSubmit(async ({ email }) => {
    setBusy(true);
    setFormError(null);
    try {
      await requestPasswordReset(email);
      setSent(true);
    } catch (err) {
      setFormError(authErrorText(err));
    } finally {
      setBusy(false);
    }
  });

  return (
    <AuthCard title={ROUTES.forgotPassword.title}>
      {sent ? (
        <p role="status" className="mb-2">
          {t.resetRequested}
        </p>
      ) : (
        <form ref={form.formRef} onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
          <p className="text-muted">{t.forgotLead}</p>
          <TextField
            label={de.auth.email}
            type="email"
            autoComplete="email"
            inputMode="email"
            {...form.field('email')}
          />
          <FormError message={formError} />
          <Button type="submit" busy={busy} className="w-full">
            {t.forgotSubmit}
          </Button>
        </form>
      )}
      <p className="mt-6 text-center text-sm">
        <Link
          to={paths.login}
          className="font-semibold text-brand-700 underline underline-offset-2 dark:text-brand-300"
        >
          {t.backToLogin}
        </Link>
      </p>
    </AuthCard>
  );
}
