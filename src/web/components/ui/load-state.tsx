import { de } from '../../../domain/messages';
import { messageForError } from '../../lib/callable';
import { Button } from './button';
import { Card } from './card';

/** What a screen shows while its first answer is on the way and it has no skeleton of its own. */
export function Loading({ label = de.common.loading }: { label?: string }) {
  return (
    <p role="status" className="text-muted">
      {label}
    </p>
  );
}

/**
 * A failed load and the way to try again. The server's own reason shows under the heading when it
 * says more than the heading does.
 */
export function LoadError({
  error,
  onRetry,
  retrying = false,
}: {
  error: unknown;
  onRetry: () => void;
  retrying?: boolean;
}) {
  const detail = messageForError(error, de.generic.loadFailed);
  return (
    <Card role="alert" className="flex flex-col items-start gap-3">
      <h2 className="text-lg font-semibold">{de.generic.loadFailed}</h2>
      {detail !== de.generic.loadFailed && <p className="text-muted">{detail}</p>}
      <Button variant="secondary" onClick={onRetry} busy={retrying}>
        {de.common.retry}
      </Button>
    </Card>
  );
}
