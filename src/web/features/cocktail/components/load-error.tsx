import { de } from '../../../../domain/messages';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { messageForError } from '../../../lib/callable';

export function LoadError({
  error,
  onRetry,
  retrying,
}: {
  error: unknown;
  onRetry: () => void;
  retrying: boolean;
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
