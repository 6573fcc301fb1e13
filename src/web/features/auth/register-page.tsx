import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { de } from '../../../domain/messages';
import { paths, ROUTES } from '../../../domain/routes';
import {
  type AccountType,
  accountTypeFromQuery,
  ZRegisterFormSchema,
} from '../../../domain/schemas/auth';
import { Button } from '../../components/ui/button';
import { ChoiceGroup } from '../../components/ui/choice-group';
import { FormError } from '../../components/ui/form-error';
import { textLink } from '../../components/ui/link-styles';
import { TextField } from '../../components/ui/text-field';
import { AuthRequestError } from '../../lib/auth-request';
import { refreshSession } from '../../lib/session';
import { useZodForm } from '../../lib/use-zod-form';
import { signUp } from './api/auth-api';
import { AuthCard } from './components/auth-card';

const ACCOUNT_CHOICES = [
  { value: 'athlete', label: de.auth.athlete, description: de.auth.athleteHint },
  { value: 'coach', label: de.auth.coach, description: de.auth.coachHint },
] as const;

export function Component() {
  const navigate = useNavigate();
  // Where the user was headed (an invite link, say): the verification mail's link returns there.
  const [params] = useSearchParams();
  const redirect = params.get('redirect');
  const form = useZodForm(ZRegisterFormSchema, {
    name: '',
    email: '',
    password: '',
    passwordConfirm: '',
    accountType: accountTypeFromQuery(params),
  });
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const onSubmit = form.handleSubmit(async ({ passwordConfirm: _, ...data }) => {
    setBusy(true);
    setFormError(null);
    try {
      const target = redirect
        ? ((await import('../../../domain/safe-redirect')).safeRedirectTarget(redirect) ?? null)
        : null;
      await signUp(data, target ?? paths.home);
      await refreshSession();
      navigate(
        target ? `${paths.verifyEmail}?redirect=${encodeURIComponent(target)}` : paths.verifyEmail,
        { replace: true },
      );
    } catch (err) {
      if (err instanceof AuthRequestError) {
        form.setErrors(err.fieldErrors);
        setFormError(err.formMessage);
      } else {
        setFormError(de.generic.networkError);
      }
      setBusy(false);
    }
  });

  return (
    <AuthCard title={ROUTES.register.title} subtitle={de.auth.registerSubtitle}>
      <form ref={form.formRef} onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
        <TextField label={de.auth.name} autoComplete="name" {...form.field('name')} />
        <TextField
          label={de.auth.email}
          type="email"
          autoComplete="email"
          inputMode="email"
          {...form.field('email')}
        />
        <TextField
          label={de.auth.password}
          type="password"
          autoComplete="new-password"
          hint={de.auth.passwordHint}
          {...form.field('password')}
        />
        <TextField
          label={de.auth.passwordConfirm}
          type="password"
          autoComplete="new-password"
          {...form.field('passwordConfirm')}
        />
        <ChoiceGroup<AccountType>
          legend={de.auth.accountType}
          name="accountType"
          choices={ACCOUNT_CHOICES}
          value={form.values.accountType as AccountType | undefined}
          onChange={(v) => form.setValue('accountType', v)}
          error={form.errors.accountType}
        />
        <p className="text-sm text-muted">
          {de.legalLinks.beforeSignUp}{' '}
          <Link to={paths.privacy} className={textLink}>
            {de.legalLinks.privacyPolicy}
          </Link>
          .
        </p>
        <FormError message={formError} />
        <Button type="submit" busy={busy} className="w-full">
          {de.auth.signUpTitle}
        </Button>
      </form>
      <p className="mt-6 text-center text-sm">
        {de.auth.haveAccount}{' '}
        {/* The same query both ways: where to go afterwards, and a preselected account type. */}
        <Link
          to={`${paths.login}${params.size ? `?${params}` : ''}`}
          className="font-semibold text-brand-700 underline underline-offset-2 dark:text-brand-300"
        >
          {de.auth.signIn}
        </Link>
      </p>
    </AuthCard>
  );
}
