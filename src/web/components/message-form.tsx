import { type FormEvent, useId, useState } from 'react';
import { MAX_MESSAGE_LENGTH } from '../../domain/api-coach';
import { clientId } from '../../domain/client-id';
import { de } from '../../domain/messages';
import { messageForError } from '../lib/callable';
import { toast } from '../stores/toast-store';
import { Button } from './ui/button';
import { CharCounter } from './ui/char-counter';

/**
 * One message between athlete and coach, on either side: checked before it goes, counted against the
 * limit as it is typed, and sent under an id made once and kept for retries.
 */
export function MessageForm({
  label,
  placeholder,
  sendLabel,
  className = '',
  toastId,
  send,
  onSent,
}: {
  label: string;
  placeholder?: string;
  sendLabel: string;
  className?: string;
  /** One toast for the form, replaced by the next answer rather than stacked. */
  toastId?: string;
  send: (message: { id: string; text: string }) => Promise<unknown>;
  onSent?: (() => void) | undefined;
}) {
  const fieldId = useId();
  const countId = useId();
  const errorId = useId();
  const [messageId, setMessageId] = useState(() => clientId());
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const toastOptions = toastId ? { id: toastId } : undefined;

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    const trimmed = text.trim();
    if (!trimmed) {
      setError(de.validation.required);
      return;
    }
    // The counter under the field says by how much it is over; the server would refuse it too.
    if (trimmed.length > MAX_MESSAGE_LENGTH) {
      setError(de.textLimit.tooLong(MAX_MESSAGE_LENGTH));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await send({ id: messageId, text: trimmed });
      toast.success(de.generic.saved, undefined, toastOptions);
      setText('');
      setMessageId(clientId());
      onSent?.();
    } catch (err) {
      const message = messageForError(err, de.generic.saveFailed);
      setError(message);
      toast.error(de.generic.saveFailed, message, toastOptions);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={onSubmit} noValidate className={`flex flex-col gap-2 ${className}`}>
      <label htmlFor={fieldId} className="font-medium">
        {label}
      </label>
      <textarea
        id={fieldId}
        value={text}
        onChange={(e) => setText(e.target.value)}
        rows={3}
        placeholder={placeholder}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${countId}${error ? ` ${errorId}` : ''}`}
        className={`min-h-24 w-full rounded-lg border bg-card px-3 py-2 text-ink placeholder:text-muted ${
          error ? 'border-red-600 dark:border-red-400' : 'border-line'
        }`}
      />
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="min-w-0 grow">
          <CharCounter id={countId} length={text.length} max={MAX_MESSAGE_LENGTH} />
        </div>
        <Button type="submit" busy={busy}>
          {sendLabel}
        </Button>
      </div>
      {error && (
        <p id={errorId} className="text-sm font-medium text-red-700 dark:text-red-300">
          {error}
        </p>
      )}
    </form>
  );
}
