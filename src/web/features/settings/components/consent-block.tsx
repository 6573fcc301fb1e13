import { useState } from 'react';
import { Link } from 'react-router';
import { EXPORT_PATH, type Settings } from '../../../../domain/api-settings';
import { CONSENT_TITLE, CONSENT_VERSION, consentStatus } from '../../../../domain/consent';
import { de } from '../../../../domain/messages';
import { paths } from '../../../../domain/routes';
import { ConsentText } from '../../../components/consent/consent-text';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { secondaryLink, textLink } from '../../../components/ui/link-styles';
import { ACCOUNT_DELETION_HREF } from '../../../lib/consent';
import { applyConsent } from '../../../lib/endpoints/give-consent';
import { formatDateTime, formatVersion } from '../../../lib/format';
import { type SettingWrite, useSaveSetting } from '../api/save-setting';

const t = de.privacy.block;

/** What Datenschutz says of the consent: when, to which version, or when it was withdrawn. */
export function consentStatusText(consent: Settings['consent']): string {
  switch (consentStatus(consent)) {
    case 'missing':
      return t.notGiven;
    case 'withdrawn':
      return t.withdrawn(
        formatDateTime(consent?.withdrawnAt ?? ''),
        formatDateTime(consent?.givenAt ?? ''),
        formatVersion(consent?.version ?? ''),
      );
    case 'outdated':
      return t.outdated(
        formatDateTime(consent?.givenAt ?? ''),
        formatVersion(consent?.version ?? ''),
      );
    case 'current':
      return t.given(formatDateTime(consent?.givenAt ?? ''), formatVersion(consent?.version ?? ''));
  }
}

/** The consent to processing health data (GDPR Art. 9): the exact text, its version and its state. */
export function ConsentBlock({ settings }: { settings: Settings }) {
  const status = consentStatus(settings.consent);
  const active = status === 'current';
  const [busy, setBusy] = useState(false);
  const save = useSaveSetting();
  const [confirming, setConfirming] = useState(false);
  // Right after a withdrawal, what the athlete can do with her data now.
  const [withdrawnNow, setWithdrawnNow] = useState(false);

  async function run(write: Extract<SettingWrite, { name: 'giveConsent' | 'withdrawConsent' }>) {
    setBusy(true);
    try {
      const next = await save.mutateAsync(write);
      applyConsent(next);
      setWithdrawnNow(write.name === 'withdrawConsent');
    } catch {
      // Reported by the mutation.
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="flex flex-col gap-3 border-t border-line pt-5 first:border-t-0 first:pt-0">
      <div>
        <h3 className="text-lg font-semibold">{CONSENT_TITLE}</h3>
        <p className="text-sm text-muted">{de.privacy.version(formatVersion(CONSENT_VERSION))}</p>
      </div>
      <ConsentText className="rounded-lg bg-surface p-4" />
      <p className="text-sm">
        <Link to={paths.privacy} className={textLink}>
          {de.privacy.readPolicy}
        </Link>
      </p>
      <p
        data-testid="consent-status"
        className={active ? 'font-medium text-brand-800 dark:text-brand-300' : 'font-medium'}
      >
        {consentStatusText(settings.consent)}
      </p>
      <div>
        {active ? (
          <Button variant="secondary" busy={busy} onClick={() => setConfirming(true)}>
            {t.withdraw}
          </Button>
        ) : (
          <Button
            busy={busy}
            onClick={() => run({ name: 'giveConsent', input: { version: CONSENT_VERSION } })}
          >
            {t.give}
          </Button>
        )}
      </div>
      {withdrawnNow && status === 'withdrawn' && (
        <div role="status" className="flex flex-col gap-3 rounded-lg border border-line p-4">
          <p>{t.afterWithdrawal}</p>
          <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
            <a href={`${EXPORT_PATH}?format=json`} download className={secondaryLink}>
              {de.privacy.exportJson}
            </a>
            <a href={`${EXPORT_PATH}?format=csv`} download className={secondaryLink}>
              {de.privacy.exportCsv}
            </a>
            <Link to={ACCOUNT_DELETION_HREF} className={secondaryLink}>
              {de.privacy.deleteAccountLink}
            </Link>
          </div>
        </div>
      )}
      <ConfirmDialog
        open={confirming}
        title={t.confirmTitle}
        confirmLabel={t.confirm}
        danger
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          void run({ name: 'withdrawConsent', input: null, success: t.withdrawnSaved });
        }}
      >
        <ul className="flex list-disc flex-col gap-1 pl-5">
          {t.confirmText.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </ConfirmDialog>
    </div>
  );
}
