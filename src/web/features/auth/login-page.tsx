import { lazy, Suspense, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { de } from '../../../domain/messages';
import { paths, ROUTES } from '../../../domain/routes';
import { Button } from '../../components/ui/button';
import { FormError } from '../../components/ui/form-error';
import { TextField } from '../../components/ui/text-field';
import { authErrorText } from '../../lib/auth-request';
import { refreshSession } from '../../lib/session';
import { LazySchema, useZodForm } from '../../lib/use-zod-form';
import { signIn } from './api/auth-api';
import { AuthCard } from './components/auth-card';
import { GoogleButton } from './components/google-button';

// Only accounts with two-factor sign-in need this step, so it is not part of the page.
const SecondFactorForm = lazy(() =>
  import('./components/second-factor-form').then((m) => ({ default: m.SecondFactorForm })),
);

const signInSchema = new LazySchema(() =>
  import('../../../domain/schemas/auth').then((m) => m.ZSignInFormSchema),
);

export function Component() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const form = useZodForm(signInSchema, { email: '', password: '' });
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [secondFactor, setSecondFactor] = useState(false);
  const redirect = params.get('redirect');

  async function enterApp() {
    // The check of the redirect target is needed only now, so it is fetched beside the session.
    const check = import('../../../domain/safe-redirect').catch(() => null);
    await refreshSession();
    // Only a path of this app; anything else (another origin, //host, /\host) goes home, as does
    // every target when the check cannot be fetched.
    navigate((await check)?.safeRedirectTarget(redirect) ?? paths.home, { replace: true });
  }

  const onSubmit = form.handleSubmit(async (data) => {
    setBusy(true);
    setFormError(null);
    try {
      const { needsSecondFactor } = await signIn(data);
      if (needsSecondFactor) {
        setSecondFactor(true);
        setBusy(false);
        return;
      }
      await enterApp();
    } catch (err) {
      setFormError(authErrorText(err));
      setBusy(false);
    }
  });

  if (secondFactor) {
    return (
      <AuthCard title={de.auth.secondFactor.title} subtitle={de.auth.secondFactor.subtitle}>
        <Suspense>
          <SecondFactorForm onVerified={enterApp} onCancel={() => setSecondFactor(false)} />
        </Suspense>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={ROUTES.login.title}>
      <form ref={form.formRef} onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
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
          autoComplete="current-password"
          {...form.field('password')}
        />
        <p className="-mt-2 text-right text-sm">
          <Link
            to={paths.forgotPassword}
            className="font-semibold text-brand-700 underline underline-offset-2 dark:text-brand-300"
          >
            {de.auth.forgotPassword}
          </Link>
        </p>
        <FormError message={formError ?? form.errors._} />
        <Button type="submit" busy={busy} className="w-full">
          {de.auth.signIn}
        </Button>
      </form>
      <div className="my-5 flex items-center gap-3 text-sm text-muted">
        <span className="h-px flex-1 bg-line" />
        {de.auth.or}
        <span className="h-px flex-1 bg-line" />
      </div>
      <GoogleButton />
      <p className="mt-6 text-center text-sm">
        {de.auth.noAccount}{' '}
        {/* The same query both ways: where to go afterwards, and a preselected account type. */}
        <Link
          to={`${paths.register}${params.size ? `?${params}` : ''}`}
          className="font-semibold text-brand-700 underline underline-offset-2 dark:text-brand-300"
        >
          {de.auth.signUp}
        </Link>
      </p>
    </AuthCard>
  );
}
