import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { EXPORT_PATH } from '../../../domain/api-settings';
import { CONSENT_TITLE, CONSENT_VERSION } from '../../../domain/consent';
import { de } from '../../../domain/messages';
import { paths } from '../../../domain/routes';
import { messageForError } from '../../lib/callable';
import {
  ACCOUNT_DELETION_HREF,
  type ConsentView,
  closeConsentDialog,
  openConsentDialog,
} from '../../lib/consent';
import { useGiveConsent } from '../../lib/endpoints/give-consent';
import { formatVersion } from '../../lib/format';
import { toast } from '../../stores/toast-store';
import { Button } from '../ui/button';
import { FormError } from '../ui/form-error';
import { secondaryLink, textLink } from '../ui/link-styles';
import { ConsentText } from './consent-text';

const t = de.privacy;

/** The dialog and the banner, as `view` asks for them (loaded only when one of them is due). */
export function ConsentParts({ view }: { view: ConsentView }) {
  return (
    <>
      {view.banner && <ConsentBanner kind={view.banner} />}
      <ConsentDialog view={view} />
    </>
  );
}

/**
 * Asks for the consent: the exact text and its version, "Ich willige ein" or "Später". A native
 * modal <dialog>: it keeps the focus inside and the page behind it from screen readers; Escape
 * counts as "Später".
 */
function ConsentDialog({ view }: { view: ConsentView }) {
  const ref = useRef<HTMLDialogElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const titleId = useId();
  const leadId = useId();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const giveConsent = useGiveConsent();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (view.dialog && !dialog.open) {
      setError(null);
      dialog.showModal();
      headingRef.current?.focus();
    }
    if (!view.dialog && dialog.open) dialog.close();
  }, [view.dialog]);

  async function agree() {
    setBusy(true);
    setError(null);
    try {
      await giveConsent.mutateAsync();
      toast.success(de.generic.saved);
    } catch (err) {
      setError(messageForError(err, t.onboarding.saveFailed));
    } finally {
      setBusy(false);
    }
  }

  const lead = view.status === 'outdated' ? t.dialog.outdated : t.dialog.missing;
  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      aria-describedby={leadId}
      onCancel={(e) => {
        e.preventDefault();
        closeConsentDialog(true);
      }}
      // The text scrolls inside; title and buttons stay in view on a small screen.
      className="m-auto max-h-[calc(100dvh-2rem)] w-[min(36rem,calc(100vw-2rem))] flex-col rounded-2xl border border-line bg-card p-5 text-ink shadow-xl backdrop:bg-slate-950/60 open:flex sm:p-6"
    >
      <h2
        ref={headingRef}
        id={titleId}
        tabIndex={-1}
        style={{ outline: 'none' }}
        className="text-xl font-bold"
      >
        {t.dialog.title}
      </h2>
      <p id={leadId} className="mt-2">
        {lead}
      </p>
      <section
        aria-label={CONSENT_TITLE}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: the text scrolls on its own; focus lets the keyboard scroll it
        tabIndex={0}
        className="mt-4 min-h-24 overflow-y-auto rounded-lg border border-line bg-surface p-4"
      >
        <h3 className="font-semibold">{CONSENT_TITLE}</h3>
        <p className="mb-3 text-sm text-muted">{t.version(formatVersion(CONSENT_VERSION))}</p>
        <ConsentText />
        <p className="mt-3 text-sm">
          <Link to={paths.privacy} className={textLink} onClick={() => closeConsentDialog(true)}>
            {t.readPolicy}
          </Link>
        </p>
      </section>
      <p className="mt-3 text-sm text-muted">{t.dialog.laterHint}</p>
      {error && (
        <div className="mt-3">
          <FormError message={error} />
        </div>
      )}
      <div className="mt-4 flex shrink-0 flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={() => closeConsentDialog(true)} disabled={busy}>
          {t.dialog.later}
        </Button>
        <Button onClick={agree} busy={busy}>
          {t.dialog.agree}
        </Button>
      </div>
    </dialog>
  );
}

/**
 * Above the page while the consent is withdrawn (what that means, and what the athlete can do:
 * consent again, take her data, delete it) or missing after "Später".
 */
function ConsentBanner({ kind }: { kind: 'withdrawn' | 'missing' }) {
  const titleId = useId();
  const withdrawn = kind === 'withdrawn';
  return (
    <section
      aria-labelledby={titleId}
      className="mb-6 rounded-2xl border-2 border-amber-500/80 bg-amber-50 p-4 text-amber-950 sm:p-5 dark:border-amber-400/70 dark:bg-amber-950/40 dark:text-amber-50"
    >
      <h2 id={titleId} className="text-lg font-bold">
        {withdrawn ? t.banner.withdrawnTitle : t.banner.missingTitle}
      </h2>
      {withdrawn ? (
        <ul className="mt-2 list-disc space-y-1 pl-5">
          {t.banner.withdrawn.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      ) : (
        <p className="mt-2">{t.banner.missing}</p>
      )}
      <div className="mt-4 flex flex-col gap-2 sm:flex-row sm:flex-wrap">
        <Button onClick={openConsentDialog}>
          {withdrawn ? t.banner.consentAgain : t.banner.consent}
        </Button>
        {withdrawn && (
          <>
            <a href={`${EXPORT_PATH}?format=json`} download className={secondaryLink}>
              {t.banner.exportData}
            </a>
            <Link to={ACCOUNT_DELETION_HREF} className={secondaryLink}>
              {t.banner.deleteAccount}
            </Link>
          </>
        )}
      </div>
    </section>
  );
}
