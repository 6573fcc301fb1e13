import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import type { InviteCode, InviteCodeState } from '../../../../domain/api-coach';
import { clientId } from '../../../../domain/client-id';
import {
  INVITE_CODE_TTL_DAYS,
  INVITE_MAX_USES,
  INVITE_VALID_DAYS,
  type InviteValidDays,
} from '../../../../domain/coach';
import { de } from '../../../../domain/messages';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { TextField } from '../../../components/ui/text-field';
import { fieldErrorsOf, messageForError } from '../../../lib/callable';
import { toast } from '../../../stores/toast-store';
import { useCreateTeamInvite } from '../api/create-team-invite';
import { inviteCodesQuery } from '../api/list-invite-codes';
import { useRevokeInviteCode } from '../api/revoke-invite-code';
import { formatDate } from '../inbox/format';
import { InvitePanel } from './invite-panel';

const t = de.coachInvites;

const STATE_LABELS = de.coachScreens.inviteCodes.states;

const STATE_STYLES: Record<InviteCodeState, string> = {
  active: 'border-brand-700 text-brand-800 dark:border-brand-300 dark:text-brand-200',
  expired: 'border-line text-muted',
  revoked: 'border-red-700 text-red-800 dark:border-red-300 dark:text-red-200',
  'used-up': 'border-line text-muted',
};

function CodeRow({
  code,
  onRevoke,
  onShow,
}: {
  code: InviteCode;
  onRevoke(code: string): void;
  onShow(code: InviteCode): void;
}) {
  return (
    <li className="flex flex-col gap-2 border-t border-line py-3 first:border-t-0">
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
          {t.usesOf(code.uses, code.maxUses)}
          {code.state === 'active' && code.maxUses !== null
            ? ` · ${t.usesLeft(code.maxUses - code.uses)}`
            : ''}
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
        <div className="flex shrink-0 flex-wrap gap-2">
          <Button
            variant="secondary"
            aria-label={t.showQrLabel(code.code)}
            onClick={() => onShow(code)}
          >
            {t.showQr}
          </Button>
          <Button
            variant="secondary"
            aria-label={de.coachScreens.inviteCodes.revokeLabel(code.code)}
            onClick={() => onRevoke(code.code)}
          >
            {de.coachScreens.inviteCodes.revoke}
          </Button>
        </div>
      )}
    </li>
  );
}

/** The invite's choices: how long, and for how many; a new client id for each new invite. */
function CreateInviteForm({ onCreated }: { onCreated(code: InviteCode): void }) {
  const create = useCreateTeamInvite();
  const [validDays, setValidDays] = useState<InviteValidDays>(INVITE_CODE_TTL_DAYS);
  const [maxUses, setMaxUses] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [inviteId, setInviteId] = useState(() => clientId());
  const selectId = useId();

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    const trimmed = maxUses.trim();
    const uses = trimmed === '' ? null : Number(trimmed);
    if (uses !== null && !(Number.isInteger(uses) && uses >= 1 && uses <= INVITE_MAX_USES)) {
      setError(t.maxUsesHint);
      return;
    }
    setError(undefined);
    try {
      const created = await create.mutateAsync({ id: inviteId, validDays, maxUses: uses });
      setInviteId(clientId());
      // The new invite itself is the answer: its panel opens and takes the focus.
      onCreated(created);
    } catch (err) {
      setError(fieldErrorsOf(err)?.maxUses);
      toast.error(de.generic.saveFailed, messageForError(err, de.generic.saveFailed));
    }
  }

  return (
    <form onSubmit={submit} noValidate className="mt-4 flex flex-col gap-3">
      <div className="grid gap-3 sm:grid-cols-2">
        <div className="flex flex-col gap-1">
          <label htmlFor={selectId} className="font-medium">
            {t.validDays}
          </label>
          <select
            id={selectId}
            value={validDays}
            onChange={(e) => setValidDays(Number(e.target.value) as InviteValidDays)}
            className="min-h-11 rounded-lg border border-line bg-card px-3 py-2 text-ink"
          >
            {INVITE_VALID_DAYS.map((d) => (
              <option key={d} value={d}>
                {t.validDaysOption(d)}
              </option>
            ))}
          </select>
        </div>
        <TextField
          label={t.maxUses}
          hint={t.maxUsesHint}
          error={error}
          value={maxUses}
          onChange={(e) => {
            setMaxUses(e.target.value);
            if (error) setError(undefined);
          }}
          inputMode="numeric"
          name="inviteMaxUses"
          autoComplete="off"
        />
      </div>
      <Button type="submit" busy={create.isPending} className="self-start">
        {de.coachScreens.inviteCodes.create}
      </Button>
    </form>
  );
}

export function InviteCodesSection() {
  const codes = useQuery(inviteCodesQuery);
  const [shown, setShown] = useState<{ code: string; expiresAt: string } | null>(null);
  const [revoking, setRevoking] = useState<string | null>(null);
  const revokeCode = useRevokeInviteCode();

  async function revoke() {
    const code = revoking;
    setRevoking(null);
    if (!code) return;
    try {
      await revokeCode.mutateAsync(code);
      toast.success(de.generic.saved);
      if (shown?.code === code) setShown(null);
    } catch (err) {
      toast.error(de.generic.saveFailed, messageForError(err, de.generic.saveFailed));
    }
  }

  return (
    <Card>
      <section aria-labelledby="invite-codes-heading">
        <h2 id="invite-codes-heading" className="text-xl font-bold">
          {t.title}
        </h2>
        <p className="mt-1 text-muted">{t.lead}</p>
        <CreateInviteForm onCreated={setShown} />
        {shown && <InvitePanel key={shown.code} code={shown.code} expiresAt={shown.expiresAt} />}

        <h3 className="mt-6 font-semibold">{de.coachScreens.inviteCodes.yours}</h3>
        {codes.isPending && <p className="text-muted">{de.common.loading}</p>}
        {codes.isError && <p role="alert">{messageForError(codes.error)}</p>}
        {codes.data && codes.data.codes.length === 0 && (
          <p className="text-muted">{de.coachScreens.inviteCodes.none}</p>
        )}
        {codes.data && codes.data.codes.length > 0 && (
          <ul aria-label={de.coachScreens.inviteCodes.title} className="mt-2">
            {codes.data.codes.map((c) => (
              <CodeRow key={c.code} code={c} onRevoke={setRevoking} onShow={setShown} />
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
