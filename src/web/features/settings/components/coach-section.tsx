import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import type { CoachLink } from '../../../../domain/api-coach';
import type { Settings } from '../../../../domain/api-settings';
import type { CoachLinkSharing } from '../../../../domain/coach';
import { de } from '../../../../domain/messages';
import { href } from '../../../../domain/routes';
import { CoachCodeRedeem } from '../../../components/coach-code-redeem';
import { LinkSharingFields } from '../../../components/link-sharing-fields';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { secondaryLink } from '../../../components/ui/link-styles';
import { messageForError } from '../../../lib/callable';
import { useEndLink } from '../../../lib/endpoints/end-link';
import { myCoachesQuery } from '../../../lib/endpoints/list-my-coaches';
import { toast } from '../../../stores/toast-store';
import { useSetLinkSharing } from '../api/set-link-sharing';
import { formatDate } from '../lib/format';
import { SettingsGroup, SettingsSection } from './settings-section';

export const COACH_SECTION_TITLE = de.settings.coachesTitle;

/**
 * The athlete's coach links: per coach what that coach sees (changed here, for that coach only), a
 * preview of exactly that, ending the link, and linking a new coach by code.
 */
export function CoachSection({ id }: { id: string; settings: Settings }) {
  const query = useQuery(myCoachesQuery);
  const [ending, setEnding] = useState<CoachLink | null>(null);
  const [busy, setBusy] = useState(false);
  const endLink = useEndLink();

  async function end(link: CoachLink) {
    setBusy(true);
    try {
      await endLink.mutateAsync(link.linkId);
      toast.success(de.generic.saved);
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
      <SettingsGroup title={de.sharing.yourCoaches} lead={de.sharing.yourCoachesLead}>
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
          <p className="text-muted">{de.settings.coaches.none}</p>
        )}
        {coaches.length > 0 && (
          <ul className="flex flex-col gap-4">
            {coaches.map((c) => (
              <CoachItem key={c.linkId} link={c} onEnd={() => setEnding(c)} />
            ))}
          </ul>
        )}
      </SettingsGroup>
      <SettingsGroup title={de.settings.coaches.connect} lead={de.settings.coaches.connectLead}>
        <CoachCodeRedeem />
      </SettingsGroup>
      <ConfirmDialog
        open={ending !== null}
        title={de.settings.coaches.endTitle}
        confirmLabel={busy ? de.common.loading : de.settings.coaches.end}
        danger
        onCancel={() => setEnding(null)}
        onConfirm={() => {
          if (ending && !busy) void end(ending);
        }}
      >
        <p>{de.settings.coaches.endText(ending?.coachName ?? '')}</p>
      </ConfirmDialog>
    </SettingsSection>
  );
}

/** One linked coach: who, what this coach sees (saved on every change), preview, end. */
function CoachItem({ link, onEnd }: { link: CoachLink; onEnd(): void }) {
  const setLinkSharing = useSetLinkSharing();
  const [sharing, setSharing] = useState<CoachLinkSharing>(link.sharing);
  const [saving, setSaving] = useState(false);
  const nameId = `coach-${link.linkId}`;

  async function change(next: CoachLinkSharing) {
    const previous = sharing;
    setSharing(next);
    setSaving(true);
    try {
      await setLinkSharing.mutateAsync({ linkId: link.linkId, sharing: next });
      toast.success(de.generic.saved, undefined, { id: `link-sharing-${link.linkId}` });
    } catch (err) {
      setSharing(previous);
      toast.error(de.generic.saveFailed, messageForError(err, de.generic.saveFailed), {
        id: `link-sharing-${link.linkId}`,
      });
    } finally {
      setSaving(false);
    }
  }

  return (
    <li aria-labelledby={nameId} className="flex flex-col gap-4 rounded-xl border border-line p-4">
      <div className="min-w-0">
        <p id={nameId} className="font-medium break-words">
          {link.coachName}
        </p>
        <p className="text-sm text-muted">
          {link.club ? `${link.club} · ` : ''}
          {de.settings.coaches.linkedSince(formatDate(link.linkedAt))}
        </p>
      </div>
      <LinkSharingFields
        coachName={link.coachName}
        value={sharing}
        onChange={(next) => void change(next)}
        disabled={saving}
      />
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
        <Link to={href('settingsCoachPreview', { linkId: link.linkId })} className={secondaryLink}>
          {de.sharing.previewLink(link.coachName)}
        </Link>
        <Button variant="secondary" onClick={onEnd} aria-describedby={nameId}>
          {de.settings.coaches.end}
        </Button>
      </div>
    </li>
  );
}
