import { type FormEvent, useId, useState } from 'react';
import { MAX_MESSAGE_LENGTH } from '../../../../domain/api-coach';
import { Button } from '../../../components/ui/button';
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
      setError('Dieses Feld ist erforderlich');
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await reply.mutateAsync({ id: messageId, athleteId, entryId, text: trimmed });
      toast.success('Erfolgreich gespeichert');
      setText('');
      setMessageId(crypto.randomUUID());
      onSent?.();
    } catch (err) {
      const message = messageForError(err, 'Fehler beim Speichern');
      setError(message);
      toast.error('Fehler beim Speichern', message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={onSubmit} noValidate className="mt-4 flex flex-col gap-2">
      <label htmlFor={fieldId} className="font-medium">
        Feedback geben
      </label>
      <textarea
        id={fieldId}
        value={text}
        onChange={(e) => setText(e.target.value)}
        maxLength={MAX_MESSAGE_LENGTH}
        rows={3}
        placeholder={`Deine Rückmeldung an ${athleteName}`}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${countId}${error ? ` ${errorId}` : ''}`}
        className={`min-h-24 w-full rounded-lg border bg-card px-3 py-2 text-ink placeholder:text-muted ${
          error ? 'border-red-600 dark:border-red-400' : 'border-line'
        }`}
      />
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p id={countId} className="text-sm text-muted">
          {text.length} / {MAX_MESSAGE_LENGTH} Zeichen
        </p>
        <Button type="submit" busy={busy}>
          Feedback senden
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
