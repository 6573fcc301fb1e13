import { useId, useState } from 'react';
import { clientId } from '../../../../domain/client-id';
import { INVITE_MAIL_MAX_ADDRESSES } from '../../../../domain/coach';
import { de } from '../../../../domain/messages';
import { Button } from '../../../components/ui/button';
import { fieldErrorsOf, messageForError } from '../../../lib/callable';
import { toast } from '../../../stores/toast-store';
import { useSendInviteMail } from '../api/send-invite-mail';

const m = de.coachInvites.mail;

/** Addresses as a coach pastes them: one a line, or separated by commas, semicolons or spaces. */
function addressesIn(text: string): string[] {
  return text.split(/[\s,;]+/).filter((a) => a !== '');
}

/**
 * Sends the invite to a list of addresses. The count shows from the first address, and a list over
 * the limit is refused here, before anything is sent; the server keeps the daily limit.
 */
export function InviteMailForm({ code }: { code: string }) {
  const send = useSendInviteMail();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [left, setLeft] = useState<number | null>(null);
  // One id per list: a retry after a lost answer sends nothing twice.
  const [sendId, setSendId] = useState(() => clientId());
  const fieldId = useId();
  const addresses = addressesIn(text);
  const over = addresses.length > INVITE_MAIL_MAX_ADDRESSES;

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    if (addresses.length === 0) return setError(m.none);
    if (over) return setError(m.tooMany);
    setError(undefined);
    try {
      const result = await send.mutateAsync({ id: sendId, code, addresses });
      toast.success(de.generic.saved, m.sent(result.sent));
      setLeft(result.leftToday);
      setText('');
      setSendId(clientId());
    } catch (err) {
      const fields = fieldErrorsOf(err);
      setError(fields?.addresses ?? fields?.code);
      toast.error(de.generic.saveFailed, messageForError(err, de.generic.saveFailed));
    }
  }

  const countTone = over
    ? 'font-semibold text-red-700 dark:text-red-300'
    : addresses.length >= INVITE_MAIL_MAX_ADDRESSES - 5
      ? 'font-medium text-amber-800 dark:text-amber-300'
      : 'text-muted';
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-2">
      <h4 className="font-semibold">{m.title}</h4>
      <label htmlFor={fieldId} className="font-medium">
        {m.addresses}
      </label>
      <textarea
        id={fieldId}
        name="inviteAddresses"
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          if (error) setError(undefined);
        }}
        rows={4}
        autoComplete="off"
        spellCheck={false}
        placeholder="name@example.org"
        aria-invalid={error || over ? true : undefined}
        aria-describedby={`${fieldId}-hint ${fieldId}-count${error ? ` ${fieldId}-error` : ''}`}
        className={`min-h-24 w-full rounded-lg border bg-card px-3 py-2 text-ink placeholder:text-muted ${
          error || over ? 'border-red-600 dark:border-red-400' : 'border-line'
        }`}
      />
      <p id={`${fieldId}-hint`} className="text-sm text-muted">
        {m.addressesHint}
      </p>
      <p id={`${fieldId}-count`} aria-live="polite" className={`text-sm ${countTone}`}>
        {m.counter(addresses.length)}
        {over ? ` – ${m.tooMany}` : ''}
      </p>
      {error && (
        <p id={`${fieldId}-error`} className="text-sm font-medium text-red-700 dark:text-red-300">
          {error}
        </p>
      )}
      {left !== null && (
        <p className="text-sm text-muted">{left === 0 ? m.dailyLimit : m.dailyLeft(left)}</p>
      )}
      <Button type="submit" variant="secondary" busy={send.isPending} className="self-start">
        {m.send}
      </Button>
    </form>
  );
}
