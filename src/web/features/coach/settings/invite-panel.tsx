import { useEffect, useRef } from 'react';
import { de } from '../../../../domain/messages';
import { href } from '../../../../domain/routes';
import { QrCode } from '../../../components/qr-code';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../stores/toast-store';
import { formatDateTime } from '../inbox/format';
import { InviteMailForm } from './invite-mail-form';

const t = de.coachInvites;

/** The invite as the team gets it: the link to open, the QR code to scan, the code to type, a mail. */
export function InvitePanel({ code, expiresAt }: { code: string; expiresAt: string }) {
  const url = `${window.location.origin}${href('invite', { code })}`;
  const ref = useRef<HTMLElement>(null);
  // Shown from the form or a row below it: reading goes on here.
  useEffect(() => ref.current?.focus(), []);

  async function copy() {
    try {
      await navigator.clipboard.writeText(url);
      toast.success(t.linkCopied);
    } catch {
      toast.error(de.coachScreens.inviteCodes.copyFailed, de.coachScreens.inviteCodes.copyYourself);
    }
  }

  return (
    <section
      ref={ref}
      tabIndex={-1}
      aria-labelledby={`invite-${code}-heading`}
      className="mt-4 flex outline-none focus-visible:outline-3 flex-col gap-4 rounded-xl border-2 border-brand-700 bg-brand-50 p-4 dark:border-brand-300 dark:bg-brand-900/40"
    >
      <h3 id={`invite-${code}-heading`} className="font-semibold">
        {t.created}
      </h3>
      <div className="flex flex-col items-center gap-4 sm:flex-row sm:items-start">
        <QrCode text={url} label={t.qrLabel(code)} testId="invite-qr" />
        <div className="flex min-w-0 flex-col gap-2 self-stretch">
          <p
            data-testid="new-invite-code"
            className="font-mono text-2xl font-bold tracking-[0.2em] select-all"
          >
            {code}
          </p>
          <p className="text-sm text-muted">
            {de.coachScreens.inviteCodes.validUntil}{' '}
            <time dateTime={expiresAt}>{formatDateTime(expiresAt)}</time>
          </p>
          <p className="text-sm font-medium">{t.link}</p>
          <p data-testid="invite-link" className="font-mono text-sm break-all select-all">
            {url}
          </p>
          <Button variant="secondary" onClick={copy} className="self-start">
            {t.copyLink}
          </Button>
        </div>
      </div>
      <InviteMailForm code={code} />
    </section>
  );
}
