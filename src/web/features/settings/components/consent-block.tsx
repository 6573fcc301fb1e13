import { useState } from 'react';
import type { Settings } from '../../../../domain/api-settings';
import { CONSENT_TEXT, CONSENT_TITLE, CONSENT_VERSION } from '../../../../domain/consent';
import { de } from '../../../../domain/messages';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { saveSetting } from '../api/save-setting';
import { formatDate } from '../lib/format';

function statusText(consent: Settings['consent']): string {
  if (!consent) return 'Du hast noch nicht eingewilligt.';
  if (!consent.given && consent.withdrawnAt) {
    return `Du hast deine Einwilligung am ${formatDate(consent.withdrawnAt)} widerrufen.`;
  }
  if (!consent.current) {
    return `Du hast am ${formatDate(consent.givenAt)} einer früheren Fassung (${consent.version}) zugestimmt. Bitte lies die aktuelle Fassung und willige erneut ein.`;
  }
  return `Du hast am ${formatDate(consent.givenAt)} eingewilligt (Fassung ${consent.version}).`;
}

/** The consent to processing health data (GDPR Art. 9): the exact text, its version and its state. */
export function ConsentBlock({ settings }: { settings: Settings }) {
  const consent = settings.consent;
  const active = Boolean(consent?.given && consent.current);
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState(false);

  async function run(action: () => Promise<unknown>) {
    setBusy(true);
    try {
      await action();
    } catch {
      // Reported by saveSetting.
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="flex flex-col gap-3 border-t border-line pt-5 first:border-t-0 first:pt-0">
      <div>
        <h3 className="text-lg font-semibold">{CONSENT_TITLE}</h3>
        <p className="text-sm text-muted">Fassung {CONSENT_VERSION}</p>
      </div>
      <div className="flex flex-col gap-2 rounded-lg bg-surface p-4 text-sm leading-relaxed">
        {CONSENT_TEXT.split('\n\n').map((paragraph) => (
          <p key={paragraph.slice(0, 40)}>{paragraph}</p>
        ))}
      </div>
      <p className={active ? 'font-medium text-brand-800 dark:text-brand-300' : 'font-medium'}>
        {statusText(consent)}
      </p>
      <div>
        {active ? (
          <Button variant="secondary" busy={busy} onClick={() => setConfirming(true)}>
            Einwilligung widerrufen
          </Button>
        ) : (
          <Button
            busy={busy}
            onClick={() => run(() => saveSetting('giveConsent', { version: CONSENT_VERSION }))}
          >
            Einwilligen
          </Button>
        )}
      </div>
      <ConfirmDialog
        open={confirming}
        title="Einwilligung widerrufen?"
        confirmLabel="Widerrufen"
        cancelLabel={de.common.cancel}
        danger
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          void run(() => saveSetting('withdrawConsent', null));
        }}
      >
        Der Widerruf gilt ab jetzt; die Verarbeitung bis heute bleibt rechtmäßig. Du kannst
        jederzeit wieder einwilligen. Sollen deine Daten auch gelöscht werden, lösche dein Konto.
      </ConfirmDialog>
    </div>
  );
}
