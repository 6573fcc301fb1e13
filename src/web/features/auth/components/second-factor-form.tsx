import { type FormEvent, useState } from 'react';
import { backupCodeAsGiven } from '../../../../domain/backup-codes';
import { de } from '../../../../domain/messages';
import { Button } from '../../../components/ui/button';
import { FormError } from '../../../components/ui/form-error';
import { TextField } from '../../../components/ui/text-field';
import { authErrorText } from '../../../lib/auth-request';
import { verifySecondFactor } from '../api/auth-api';

const t = de.auth.secondFactor;

/** Step two of a two-factor sign-in: the 6-digit code from the app, or a backup code. */
export function SecondFactorForm({
  onVerified,
  onCancel,
}: {
  onVerified(): Promise<void>;
  onCancel(): void;
}) {
  const [kind, setKind] = useState<'totp' | 'backup'>('totp');
  const [code, setCode] = useState('');
  const [fieldError, setFieldError] = useState<string>();
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const clean = code.replace(/\s/g, '');
    if (!clean) {
      setFieldError(de.validation.required);
      return;
    }
    if (kind === 'totp' && !/^\d{6}$/.test(clean)) {
      setFieldError(t.sixDigits);
      return;
    }
    setFieldError(undefined);
    setFormError(null);
    setBusy(true);
    try {
      await verifySecondFactor(kind === 'backup' ? backupCodeAsGiven(code) : clean, kind);
      await onVerified();
    } catch (err) {
      setFormError(authErrorText(err));
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <TextField
        label={kind === 'totp' ? t.appCode : t.backupCode}
        name="code"
        value={code}
        onChange={(e) => setCode(e.target.value)}
        error={fieldError}
        autoComplete="one-time-code"
        inputMode={kind === 'totp' ? 'numeric' : 'text'}
        autoFocus
      />
      <FormError message={formError} />
      <Button type="submit" busy={busy} className="w-full">
        {t.confirm}
      </Button>
      <Button
        variant="ghost"
        className="w-full"
        onClick={() => {
          setKind(kind === 'totp' ? 'backup' : 'totp');
          setCode('');
          setFieldError(undefined);
        }}
      >
        {kind === 'totp' ? t.useBackupCode : t.useAppCode}
      </Button>
      <Button variant="ghost" className="w-full" onClick={onCancel}>
        {de.common.back}
      </Button>
    </form>
  );
}
