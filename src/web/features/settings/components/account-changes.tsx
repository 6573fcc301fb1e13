import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { de } from '../../../../domain/messages';
import { paths } from '../../../../domain/routes';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { AuthRequestError } from '../../../lib/auth-request';
import { toast } from '../../../stores/toast-store';
import { useDeleteAccount } from '../api/delete-account';
import { useDisableTwoFactor } from '../api/disable-two-factor';
import { type TwoFactorSetup, useEnableTwoFactor } from '../api/enable-two-factor';
import { errorText } from '../api/save-setting';
import { useVerifyTotp } from '../api/verify-totp';
import { totpSecretBlocks } from '../lib/format';
import { TotpQrCode } from './totp-qr';

// What most visits of the settings never open: switching two-factor sign-in on or off
// (two-factor.tsx) and the dialog that deletes the account (delete-account.tsx). One chunk for both,
// fetched when the user reaches for either button.

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
      setError(de.accounts.passwordToConfirm);
      return;
    }
    setBusy(true);
    try {
      await onSubmit(password);
    } catch (err) {
      const message = errorText(err);
      if (err instanceof AuthRequestError && err.code === 'INVALID_PASSWORD') setError(message);
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

/** Switching it off: the password, then the new state. */
export function TurnOff({ onClose }: { onClose(): void }) {
  const disable = useDisableTwoFactor();
  return (
    <PasswordStep
      submitLabel={de.accounts.turnOff}
      danger
      onCancel={onClose}
      onSubmit={async (password) => {
        await disable.mutateAsync(password);
        toast.success(de.generic.saved, de.accounts.twoFactorOff);
        onClose();
      }}
    />
  );
}

/** Setting it up: the password, then the key, the backup codes and a first code from the app. */
export function SetUp({ onClose }: { onClose(): void }) {
  const [setup, setSetup] = useState<TwoFactorSetup | null>(null);
  const enable = useEnableTwoFactor();

  if (setup) {
    return <SetupStep setup={setup} onCancel={() => setSetup(null)} onDone={onClose} />;
  }

  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm text-muted">{de.accounts.confirmPasswordFirst}</p>
      <PasswordStep
        submitLabel={de.common.next}
        onCancel={onClose}
        onSubmit={async (password) => {
          setSetup(await enable.mutateAsync(password));
        }}
      />
    </div>
  );
}

function SetupStep({
  setup,
  onCancel,
  onDone,
}: {
  setup: TwoFactorSetup;
  onCancel(): void;
  onDone(): void;
}) {
  const secret = totpSecretBlocks(setup.totpURI);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const verify = useVerifyTotp();
  const busy = verify.isPending;
  const codesId = useId();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const digits = code.replace(/\s/g, '');
    if (!/^\d{6}$/.test(digits)) {
      setError(de.accounts.enterSixDigitCode);
      return;
    }
    try {
      await verify.mutateAsync(digits);
    } catch (err) {
      setError(errorText(err));
      return;
    }
    toast.success(de.generic.saved, de.accounts.twoFactorOn);
    onDone();
  }

  return (
    <div className="flex flex-col gap-5">
      <ol className="flex list-decimal flex-col gap-4 pl-5">
        <li>
          <p>{de.accounts.totpEnterKey}</p>
          <div className="mt-3">
            <TotpQrCode uri={setup.totpURI} />
          </div>
          {secret && (
            <>
              <p className="mt-3">{de.accounts.totpOrKey}</p>
              <p className="mt-2 select-all break-all rounded-lg bg-surface px-3 py-2 font-mono text-lg font-semibold tracking-wider">
                {secret}
              </p>
            </>
          )}
          <p className="mt-2 text-sm text-muted">
            {de.accounts.totpKind}{' '}
            <a
              href={setup.totpURI}
              className="font-medium text-brand-800 underline dark:text-brand-300"
            >
              {de.accounts.totpOpenInApp}
            </a>
          </p>
        </li>
        <li>
          <p id={codesId}>{de.accounts.backupCodesKeep}</p>
          <ul
            aria-label={de.accounts.backupCodes}
            aria-describedby={codesId}
            className="mt-2 grid grid-cols-2 gap-2 rounded-lg bg-surface p-3 font-mono sm:grid-cols-5"
          >
            {setup.backupCodes.map((c) => (
              <li key={c}>{c}</li>
            ))}
          </ul>
          <BackupCodeActions codes={setup.backupCodes} />
        </li>
        <li>
          <form onSubmit={submit} noValidate className="flex flex-col gap-3">
            <TextField
              label={de.accounts.codeFromApp}
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
                {de.accounts.confirmAndTurnOn}
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

/** Deleting the account, after the password once more. */
export function DeleteDialog({
  open,
  hasPassword,
  onClose,
}: {
  open: boolean;
  hasPassword: boolean;
  onClose(): void;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const textId = useId();
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | undefined>();
  const deleteAccount = useDeleteAccount();
  const busy = deleteAccount.isPending;

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      setPassword('');
      setError(undefined);
      dialog.showModal();
    }
    if (!open && dialog.open) dialog.close();
  }, [open]);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (hasPassword && !password) {
      setError(de.accounts.passwordToConfirm);
      return;
    }
    try {
      await deleteAccount.mutateAsync(hasPassword ? password : null);
    } catch (err) {
      const message = errorText(err, de.generic.deleteFailed);
      if (
        err instanceof AuthRequestError &&
        (err.code === 'INVALID_PASSWORD' || err.fieldErrors.password)
      ) {
        setError(message);
      } else {
        toast.error(de.generic.deleteFailed, message);
      }
      return;
    }
    toast.success(de.accounts.accountDeleted);
    navigate(paths.login, { replace: true });
  }

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      aria-describedby={textId}
      onCancel={(e) => {
        e.preventDefault();
        if (!busy) onClose();
      }}
      className="m-auto w-[min(28rem,calc(100vw-2rem))] rounded-2xl border border-line bg-card p-6 text-ink shadow-xl backdrop:bg-slate-950/60"
    >
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
        <h2 id={titleId} className="text-lg font-bold">
          {de.accounts.deleteTitle}
        </h2>
        <p id={textId} className="text-muted">
          {hasPassword ? de.accounts.deleteWithPassword : de.accounts.deleteWithoutPassword}
        </p>
        {hasPassword && (
          <TextField
            label={de.auth.password}
            type="password"
            name="password"
            autoComplete="current-password"
            value={password}
            onChange={(e) => {
              setPassword(e.target.value);
              setError(undefined);
            }}
            error={error}
          />
        )}
        <div className="mt-2 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            {de.common.cancel}
          </Button>
          <Button type="submit" variant="danger" busy={busy}>
            {de.accounts.deleteForGood}
          </Button>
        </div>
      </form>
    </dialog>
  );
}

/** The backup codes to the clipboard or into a text file, so nobody has to copy them by hand. */
function BackupCodeActions({ codes }: { codes: readonly string[] }) {
  const text = de.accounts.backupCodesFile(codes);

  async function copy() {
    try {
      await navigator.clipboard.writeText(text);
      toast.success(de.accounts.backupCodesCopied);
    } catch {
      toast.error(de.accounts.backupCodesCopyFailed);
    }
  }

  function save() {
    const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = de.accounts.backupCodesFileName;
    link.click();
    // After the click has handed the file to the browser's download.
    setTimeout(() => URL.revokeObjectURL(url));
  }

  return (
    <div className="mt-2 flex flex-wrap gap-2">
      <Button variant="secondary" onClick={() => void copy()}>
        {de.accounts.backupCodesCopy}
      </Button>
      <Button variant="secondary" onClick={save}>
        {de.accounts.backupCodesSave}
      </Button>
    </div>
  );
}
