import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import type { Settings } from '../../../../domain/api-settings';
import { de } from '../../../../domain/messages';
import { clearUserData } from '../../../app/session';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { toast } from '../../../stores/toast-store';
import { AccountError, deleteAccount } from '../api/account-api';
import { errorText } from '../api/save-setting';

/**
 * The danger zone. Deleting asks for the password again in a modal dialog: a session left open on
 * a shared computer must not be enough to wipe an athlete's data.
 */
export function DeleteAccount({ settings }: { settings: Settings }) {
  const [open, setOpen] = useState(false);
  return (
    <div className="flex flex-col gap-3 rounded-xl border-2 border-red-600/70 p-4 dark:border-red-400/70">
      <h3 className="text-lg font-semibold text-red-800 dark:text-red-300">Konto löschen</h3>
      <p className="text-sm">
        Dein Konto und alle deine Daten – Protokoll, Performance-Cocktail, Routinen, Profilbild –
        werden endgültig gelöscht. Das lässt sich nicht rückgängig machen. Exportiere vorher deine
        Daten, wenn du sie behalten möchtest.
      </p>
      <div>
        <Button variant="danger" onClick={() => setOpen(true)}>
          Konto löschen
        </Button>
      </div>
      <DeleteDialog open={open} hasPassword={settings.hasPassword} onClose={() => setOpen(false)} />
    </div>
  );
}

function DeleteDialog({
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
  const [busy, setBusy] = useState(false);

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
      setError('Bitte gib zur Bestätigung dein Passwort ein.');
      return;
    }
    setBusy(true);
    try {
      await deleteAccount(hasPassword ? password : null);
    } catch (err) {
      setBusy(false);
      const message = errorText(err, de.generic.deleteFailed);
      if (
        err instanceof AccountError &&
        (err.code === 'INVALID_PASSWORD' || err.fieldErrors.password)
      ) {
        setError(message);
      } else {
        toast.error(de.generic.deleteFailed, message);
      }
      return;
    }
    // Nothing of the deleted account may stay in this tab; the cleared session makes /login reachable.
    clearUserData();
    toast.success('Dein Konto wurde gelöscht.');
    navigate('/login', { replace: true });
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
          Konto endgültig löschen?
        </h2>
        <p id={textId} className="text-muted">
          {hasPassword
            ? 'Alle deine Daten werden gelöscht. Gib zur Bestätigung dein Passwort ein.'
            : 'Alle deine Daten werden gelöscht. Das lässt sich nicht rückgängig machen.'}
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
            Endgültig löschen
          </Button>
        </div>
      </form>
    </dialog>
  );
}
