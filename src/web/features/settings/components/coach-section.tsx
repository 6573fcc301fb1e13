import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { CoachLink } from '../../../../domain/api-coach';
import type { Settings } from '../../../../domain/api-settings';
import { de } from '../../../../domain/messages';
import { CoachCodeRedeem, myCoachesQuery } from '../../../components/coach-code-redeem';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { call } from '../../../lib/api';
import { messageForError } from '../../../lib/callable';
import { toast } from '../../../stores/toast-store';
import { formatDate } from '../lib/format';
import { SettingsGroup, SettingsSection } from './settings-section';

export const COACH_SECTION_TITLE = 'Trainer';

/** The athlete's coach links: who they are, ending one, and linking a new one by code. */
export function CoachSection({ id }: { id: string; settings: Settings }) {
  const queryClient = useQueryClient();
  const query = useQuery(myCoachesQuery);
  const [ending, setEnding] = useState<CoachLink | null>(null);
  const [busy, setBusy] = useState(false);

  async function end(link: CoachLink) {
    setBusy(true);
    try {
      await call('endLink', { linkId: link.linkId });
      toast.success(de.generic.saved);
      await queryClient.invalidateQueries({ queryKey: myCoachesQuery.queryKey });
    } catch (err) {
      toast.error(de.generic.saveFailed, messageForError(err, de.generic.saveFailed));
    } finally {
      setBusy(false);
      setEnding(null);
    }
  }

  const coaches = query.data?.coaches ?? [];

  return (
    <SettingsSection id={id} title={COACH_SECTION_TITLE}>
      <SettingsGroup
        title="Deine Trainer"
        lead="Verbundene Trainer sehen nur, was du unter „Was dein Trainer sieht“ freigibst, und die Einträge, die du ausdrücklich teilst."
      >
        {query.isPending && (
          <p role="status" className="text-muted">
            {de.common.loading}
          </p>
        )}
        {query.isError && (
          <div role="alert" className="flex flex-col items-start gap-2">
            <p className="text-muted">{messageForError(query.error, de.generic.loadFailed)}</p>
            <Button variant="secondary" onClick={() => query.refetch()} busy={query.isFetching}>
              {de.common.retry}
            </Button>
          </div>
        )}
        {query.isSuccess && coaches.length === 0 && (
          <p className="text-muted">Du bist noch mit keinem Trainer verbunden.</p>
        )}
        {coaches.length > 0 && (
          <ul className="flex flex-col divide-y divide-line">
            {coaches.map((c) => (
              <li
                key={c.linkId}
                className="flex flex-col gap-2 py-3 first:pt-0 sm:flex-row sm:items-center sm:justify-between"
              >
                <div className="min-w-0">
                  <p id={`coach-${c.linkId}`} className="font-medium break-words">
                    {c.coachName}
                  </p>
                  <p className="text-sm text-muted">
                    {c.club ? `${c.club} · ` : ''}verbunden seit {formatDate(c.linkedAt)}
                  </p>
                </div>
                <Button
                  variant="secondary"
                  onClick={() => setEnding(c)}
                  aria-describedby={`coach-${c.linkId}`}
                >
                  Verbindung beenden
                </Button>
              </li>
            ))}
          </ul>
        )}
      </SettingsGroup>
      <SettingsGroup
        title="Mit einem Trainer verbinden"
        lead="Gib den Einladungscode deines Trainers ein. Bevor du dich verbindest, siehst du genau, was er sehen wird."
      >
        <CoachCodeRedeem />
      </SettingsGroup>
      <ConfirmDialog
        open={ending !== null}
        title="Verbindung beenden?"
        confirmLabel={busy ? de.common.loading : 'Verbindung beenden'}
        cancelLabel={de.common.cancel}
        danger
        onCancel={() => setEnding(null)}
        onConfirm={() => {
          if (ending && !busy) void end(ending);
        }}
      >
        <p>
          Deine Verbindung mit {ending?.coachName} wird beendet. Du kannst dich später mit einem
          neuen Code wieder verbinden.
        </p>
      </ConfirmDialog>
    </SettingsSection>
  );
}
