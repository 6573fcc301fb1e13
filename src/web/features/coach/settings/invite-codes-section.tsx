import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { InviteCode, InviteCodeState } from '../../../../domain/api-coach';
import { de } from '../../../../domain/messages';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { messageForError } from '../../../lib/callable';
import { toast } from '../../../stores/toast-store';
import { useCreateInviteCode } from '../api/create-invite-code';
import { inviteCodesQuery } from '../api/list-invite-codes';
import { useRevokeInviteCode } from '../api/revoke-invite-code';
import { formatDate, formatDateTime } from '../inbox/format';

const STATE_LABELS = de.coachScreens.inviteCodes.states;

const STATE_STYLES: Record<InviteCodeState, string> = {
  active: 'border-brand-700 text-brand-800 dark:border-brand-300 dark:text-brand-200',
  expired: 'border-line text-muted',
  revoked: 'border-red-700 text-red-800 dark:border-red-300 dark:text-red-200',
};

function NewCode({ code, expiresAt }: { code: string; expiresAt: string }) {
  async function copy() {
    try {
      await navigator.clipboard.writeText(code);
      toast.success(de.coachScreens.inviteCodes.copied);
    } catch {
      toast.error(de.coachScreens.inviteCodes.copyFailed, de.coachScreens.inviteCodes.copyYourself);
    }
  }
  return (
    <section
      aria-labelledby="new-code-heading"
      className="mt-4 rounded-xl border-2 border-brand-700 bg-brand-50 p-4 text-center dark:border-brand-300 dark:bg-brand-900/40"
    >
      <h3 id="new-code-heading" className="text-sm font-semibold text-muted">
        {de.coachScreens.inviteCodes.newCode}
      </h3>
      <p
        data-testid="new-invite-code"
        className="my-2 font-mono text-3xl font-bold tracking-[0.2em] break-all select-all sm:text-4xl"
      >
        {code}
      </p>
      <p className="text-sm text-muted">
        {de.coachScreens.inviteCodes.validUntil}{' '}
        <time dateTime={expiresAt}>{formatDateTime(expiresAt)}</time>
      </p>
      <Button variant="secondary" className="mt-3" onClick={copy}>
        {de.coachScreens.inviteCodes.copy}
      </Button>
    </section>
  );
}

function CodeRow({ code, onRevoke }: { code: InviteCode; onRevoke(code: string): void }) {
  return (
    <li className="flex flex-col gap-2 border-t border-line py-3 first:border-t-0 sm:flex-row sm:items-start sm:justify-between">
      <div className="min-w-0">
        <p className="flex flex-wrap items-center gap-2">
          <span className="font-mono text-lg font-bold tracking-widest">{code.code}</span>
          <span
            className={`rounded-full border px-2 py-0.5 text-xs font-semibold ${STATE_STYLES[code.state]}`}
          >
            {STATE_LABELS[code.state]}
          </span>
        </p>
        <p className="text-sm text-muted">
          {de.coachScreens.inviteCodes.createdOn(formatDate(code.createdAt))} ·{' '}
          {code.state === 'revoked' && code.revokedAt
            ? de.coachScreens.inviteCodes.revokedOn(formatDate(code.revokedAt))
            : de.coachScreens.inviteCodes.validUntilDate(formatDate(code.expiresAt))}
        </p>
        <p className="text-sm">
          {code.usedBy.length === 0
            ? de.coachScreens.inviteCodes.unused
            : de.coachScreens.inviteCodes.usedBy(
                code.usedBy.map((u) => u.athleteName ?? `(${de.sharing.linkEnded})`).join(', '),
              )}
        </p>
      </div>
      {code.state === 'active' && (
        <Button
          variant="secondary"
          aria-label={de.coachScreens.inviteCodes.revokeLabel(code.code)}
          onClick={() => onRevoke(code.code)}
        >
          {de.coachScreens.inviteCodes.revoke}
        </Button>
      )}
    </li>
  );
}

export function InviteCodesSection() {
  const codes = useQuery(inviteCodesQuery);
  const [created, setCreated] = useState<{ code: string; expiresAt: string } | null>(null);
  const [creating, setCreating] = useState(false);
  const [revoking, setRevoking] = useState<string | null>(null);
  const createCode = useCreateInviteCode();
  const revokeCode = useRevokeInviteCode();

  async function create() {
    setCreating(true);
    try {
      setCreated(await createCode.mutateAsync());
    } catch (err) {
      toast.error(de.generic.saveFailed, messageForError(err, de.generic.saveFailed));
    } finally {
      setCreating(false);
    }
  }

  async function revoke() {
    const code = revoking;
    setRevoking(null);
    if (!code) return;
    try {
      await revokeCode.mutateAsync(code);
      toast.success(de.generic.saved);
      if (created?.code === code) setCreated(null);
    } catch (err) {
      toast.error(de.generic.saveFailed, messageForError(err, de.generic.saveFailed));
    }
  }

  return (
    <Card>
      <section aria-labelledby="invite-codes-heading">
        <h2 id="invite-codes-heading" className="text-xl font-bold">
          {de.coachScreens.inviteCodes.title}
        </h2>
        <p className="mt-1 text-muted">{de.coachScreens.inviteCodes.lead}</p>
        <Button className="mt-4" busy={creating} onClick={create}>
          {de.coachScreens.inviteCodes.create}
        </Button>
        {created && <NewCode code={created.code} expiresAt={created.expiresAt} />}

        <h3 className="mt-6 font-semibold">{de.coachScreens.inviteCodes.yours}</h3>
        {codes.isPending && <p className="text-muted">{de.common.loading}</p>}
        {codes.isError && <p role="alert">{messageForError(codes.error)}</p>}
        {codes.data && codes.data.codes.length === 0 && (
          <p className="text-muted">{de.coachScreens.inviteCodes.none}</p>
        )}
        {codes.data && codes.data.codes.length > 0 && (
          <ul aria-label={de.coachScreens.inviteCodes.title} className="mt-2">
            {codes.data.codes.map((c) => (
              <CodeRow key={c.code} code={c} onRevoke={setRevoking} />
            ))}
          </ul>
        )}
      </section>
      <ConfirmDialog
        open={revoking !== null}
        title={de.coachScreens.inviteCodes.revokeTitle}
        confirmLabel={de.coachScreens.inviteCodes.revoke}
        danger
        onConfirm={revoke}
        onCancel={() => setRevoking(null)}
      >
        {de.coachScreens.inviteCodes.revokeText(revoking ?? '')}
      </ConfirmDialog>
    </Card>
  );
}
