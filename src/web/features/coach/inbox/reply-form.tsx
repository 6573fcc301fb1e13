import { type FormEvent, useId, useState } from 'react';
import { MAX_MESSAGE_LENGTH } from '../../../../domain/api-coach';
import { de } from '../../../../domain/messages';
import { Button } from '../../../components/ui/button';
import { CharCounter } from '../../../components/ui/char-counter';
import { messageForError } from '../../../lib/callable';
import { toast } from '../../../stores/toast-store';
import { useReplyToAthlete } from '../api/reply-to-athlete';

export interface ReplyFormProps {
  athleteId: string;
  athleteName: string;
  entryId: string | null;
  onSent?: (() => void) | undefined;
}

/** 'Feedback geben': one message to the athlete. Its id is made once and kept for retries. */
export function ReplyForm({ athleteId, athleteName, entryId, onSent }: ReplyFormProps) {
  const fieldId = useId();
  const countId = useId();
  const errorId = useId();
  const [messageId, setMessageId] = useState(() => crypto.randomUUID());
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const reply = useReplyToAthlete();

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
      await reply.mutateAsync({ id: messageId, athleteId, entryId, text: trimmed });
      toast.success(de.generic.saved);
      setText('');
      setMessageId(crypto.randomUUID());
      onSent?.();
    } catch (err) {
      const message = messageForError(err, de.generic.saveFailed);
      setError(message);
      toast.error(de.generic.saveFailed, message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={onSubmit} noValidate className="mt-4 flex flex-col gap-2">
      <label htmlFor={fieldId} className="font-medium">
        {de.coachScreens.reply.label}
      </label>
      <textarea
        id={fieldId}
        value={text}
        onChange={(e) => setText(e.target.value)}
        rows={3}
        placeholder={de.coachScreens.reply.placeholder(athleteName)}
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
          {de.coachScreens.reply.send}
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
