import { type FormEvent, useId, useState } from 'react';
import type { Settings } from '../../../../domain/api-settings';
import { de } from '../../../../domain/messages';
import { queryClient } from '../../../app/query-client';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { toast } from '../../../stores/toast-store';
import { AccountError, disableTwoFactor, enableTwoFactor, verifyTotp } from '../api/account-api';
import { errorText } from '../api/save-setting';
import { settingsQuery } from '../api/settings-query';
import { totpSecretBlocks } from '../lib/format';
import { SESSIONS_KEY } from './sessions-list';

interface Setup {
  totpURI: string;
  backupCodes: string[];
}

/** Turning it on or off gives this browser a new session; the list and the flag are read afresh. */
async function refresh() {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: settingsQuery.queryKey, exact: true }),
    queryClient.invalidateQueries({ queryKey: SESSIONS_KEY }),
  ]);
}

/** A password entry with its submit button; the password goes nowhere but to `onSubmit`. */
function PasswordStep({
  submitLabel,
  danger,
  onSubmit,
  onCancel,
}: {
  submitLabel: string;
  danger?: boolean;
  onSubmit(password: string): Promise<void>;
  onCancel?: () => void;
}) {
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!password) {
      setError('Bitte gib zur Bestätigung dein Passwort ein.');
      return;
    }
    setBusy(true);
    try {
      await onSubmit(password);
    } catch (err) {
      const message = errorText(err);
      if (err instanceof AccountError && err.code === 'INVALID_PASSWORD') setError(message);
      toast.error(de.generic.saveFailed, message);
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-3">
      <TextField
        label={de.auth.password}
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={(e) => {
          setPassword(e.target.value);
          setError(undefined);
        }}
        error={error}
        className="max-w-sm"
      />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" variant={danger ? 'danger' : 'primary'} busy={busy}>
          {submitLabel}
        </Button>
        {onCancel && (
          <Button variant="ghost" onClick={onCancel} disabled={busy}>
            {de.common.cancel}
          </Button>
        )}
      </div>
    </form>
  );
}

export function TwoFactor({ settings }: { settings: Settings }) {
  const [step, setStep] = useState<'idle' | 'password' | 'disable'>('idle');
  const [setup, setSetup] = useState<Setup | null>(null);

  if (settings.twoFactorEnabled) {
    return (
      <div className="flex flex-col gap-3">
        <p className="font-medium text-brand-800 dark:text-brand-300">
          Die Zwei-Faktor-Anmeldung ist aktiv.
        </p>
        {step === 'disable' ? (
          <PasswordStep
            submitLabel="Ausschalten"
            danger
            onCancel={() => setStep('idle')}
            onSubmit={async (password) => {
              await disableTwoFactor(password);
              toast.success(de.generic.saved, 'Die Zwei-Faktor-Anmeldung ist ausgeschaltet.');
              setStep('idle');
              await refresh();
            }}
          />
        ) : (
          <div>
            <Button variant="secondary" onClick={() => setStep('disable')}>
              Zwei-Faktor-Anmeldung ausschalten
            </Button>
          </div>
        )}
      </div>
    );
  }

  if (setup) {
    return (
      <SetupStep
        setup={setup}
        onCancel={() => setSetup(null)}
        onDone={async () => {
          setSetup(null);
          setStep('idle');
          await refresh();
        }}
      />
    );
  }

  if (step === 'password') {
    return (
      <div className="flex flex-col gap-3">
        <p className="text-sm text-muted">Bestätige zuerst dein Passwort.</p>
        <PasswordStep
          submitLabel={de.common.next}
          onCancel={() => setStep('idle')}
          onSubmit={async (password) => {
            setSetup(await enableTwoFactor(password));
          }}
        />
      </div>
    );
  }

  return (
    <div>
      <Button variant="secondary" onClick={() => setStep('password')}>
        Zwei-Faktor-Anmeldung einrichten
      </Button>
    </div>
  );
}

function SetupStep({
  setup,
  onCancel,
  onDone,
}: {
  setup: Setup;
  onCancel(): void;
  onDone(): Promise<void>;
}) {
  const secret = totpSecretBlocks(setup.totpURI);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const codesId = useId();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const digits = code.replace(/\s/g, '');
    if (!/^\d{6}$/.test(digits)) {
      setError('Gib den 6-stelligen Code aus deiner App ein.');
      return;
    }
    setBusy(true);
    try {
      await verifyTotp(digits);
    } catch (err) {
      setBusy(false);
      setError(errorText(err));
      return;
    }
    toast.success(de.generic.saved, 'Die Zwei-Faktor-Anmeldung ist jetzt aktiv.');
    await onDone();
  }

  return (
    <div className="flex flex-col gap-5">
      <ol className="flex list-decimal flex-col gap-4 pl-5">
        <li>
          <p>
            Öffne deine Authenticator-App (zum Beispiel Google Authenticator, Microsoft
            Authenticator oder 2FAS), füge ein Konto hinzu und gib diesen Schlüssel von Hand ein:
          </p>
          {secret && (
            <p className="mt-2 select-all break-all rounded-lg bg-surface px-3 py-2 font-mono text-lg font-semibold tracking-wider">
              {secret}
            </p>
          )}
          <p className="mt-2 text-sm text-muted">
            Kontoart: zeitbasiert (TOTP), 6 Ziffern.{' '}
            <a
              href={setup.totpURI}
              className="font-medium text-brand-800 underline dark:text-brand-300"
            >
              Auf diesem Gerät in der App öffnen
            </a>
          </p>
        </li>
        <li>
          <p id={codesId}>
            Bewahre diese Backup-Codes sicher auf, zum Beispiel ausgedruckt. Jeder Code ersetzt
            einmal den Code aus der App, falls du dein Telefon verlierst.
          </p>
          <ul
            aria-label="Backup-Codes"
            aria-describedby={codesId}
            className="mt-2 grid grid-cols-2 gap-2 rounded-lg bg-surface p-3 font-mono sm:grid-cols-5"
          >
            {setup.backupCodes.map((c) => (
              <li key={c}>{c}</li>
            ))}
          </ul>
        </li>
        <li>
          <form onSubmit={submit} noValidate className="flex flex-col gap-3">
            <TextField
              label="Code aus der App"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={7}
              value={code}
              onChange={(e) => {
                setCode(e.target.value);
                setError(undefined);
              }}
              error={error}
              className="max-w-48"
            />
            <div className="flex flex-wrap gap-2">
              <Button type="submit" busy={busy}>
                Bestätigen und einschalten
              </Button>
              <Button variant="ghost" onClick={onCancel} disabled={busy}>
                {de.common.cancel}
              </Button>
            </div>
          </form>
        </li>
      </ol>
    </div>
  );
}
