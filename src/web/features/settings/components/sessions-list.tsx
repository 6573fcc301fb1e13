import { useQuery } from '@tanstack/react-query';
import { de } from '../../../../domain/messages';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../stores/toast-store';
import { sessionsQuery } from '../api/list-sessions';
import { useRevokeSession } from '../api/revoke-session';
import { errorText } from '../api/save-setting';
import { formatDate } from '../lib/format';
import { describeUserAgent } from '../lib/user-agent';

export function SessionsList() {
  const query = useQuery(sessionsQuery);
  const revoke = useRevokeSession();

  async function end(sessionId: string) {
    try {
      await revoke.mutateAsync(sessionId);
      toast.success(de.generic.saved, de.settings.sessions.signedOut);
    } catch (err) {
      toast.error(de.generic.saveFailed, errorText(err));
    }
  }
  const ending = revoke.isPending ? revoke.variables : null;

  if (query.isPending) return <p className="text-muted">{de.common.loading}</p>;
  if (query.isError) {
    return (
      <div role="alert" className="flex flex-col items-start gap-2">
        <p>{errorText(query.error, de.generic.loadFailed)}</p>
        <Button variant="secondary" onClick={() => query.refetch()} busy={query.isFetching}>
          {de.common.retry}
        </Button>
      </div>
    );
  }

  const { sessions, current } = query.data;
  return (
    <ul className="flex flex-col divide-y divide-line rounded-lg border border-line">
      {sessions.map((s) => {
        const device = describeUserAgent(s.userAgent);
        const mine = s.id === current;
        return (
          <li key={s.id} className="flex flex-wrap items-center justify-between gap-3 px-4 py-3">
            <div className="min-w-0">
              <p className="flex flex-wrap items-center gap-2 font-medium">
                {device}
                {mine && (
                  <span className="rounded-md bg-brand-100 px-2 py-0.5 text-xs font-semibold text-brand-900 dark:bg-brand-900 dark:text-brand-100">
                    {de.settings.sessions.this}
                  </span>
                )}
              </p>
              <p className="text-sm text-muted">
                {/* A session's time stamp moves once a day at most, so only its day is told. */}
                {mine
                  ? de.settings.sessions.activeNow
                  : de.settings.sessions.lastActive(formatDate(s.updatedAt))}
              </p>
            </div>
            {!mine && (
              <Button
                variant="secondary"
                aria-label={de.settings.sessions.signOutLabel(device, formatDate(s.updatedAt))}
                busy={ending === s.id}
                disabled={ending !== null}
                onClick={() => end(s.id)}
              >
                {de.settings.sessions.signOut}
              </Button>
            )}
          </li>
        );
      })}
    </ul>
  );
}
