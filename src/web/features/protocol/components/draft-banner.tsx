import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { de } from '../../../../domain/messages';
import { paths } from '../../../../domain/routes';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { formatWeekdayDateTime } from '../../../lib/format';
import { toast } from '../../../stores/toast-store';
import { firstInvalidStep, STEPS } from '../entry-draft';
import { useEntryDraft } from '../use-entry-draft';

const t = de.protocolScreens.draft;

/** "Du hast einen ungespeicherten Entwurf": back into it, or throw it away after asking. */
export function DraftBanner({ onDiscarded }: { onDiscarded?: () => void }) {
  const id = useId();
  const navigate = useNavigate();
  const { draft, clearDraft } = useEntryDraft();
  const [confirming, setConfirming] = useState(false);
  if (!draft?.dirty) return null;

  const resumeAt = firstInvalidStep(draft) ?? 'summary';
  const path = STEPS.find((s) => s.key === resumeAt)?.path ?? paths.protocolContext;
  const title = draft.title.trim();

  return (
    <section
      aria-labelledby={id}
      className="mb-6 flex flex-col gap-3 rounded-2xl border border-amber-500 bg-amber-50 p-4 text-amber-950 sm:flex-row sm:items-center sm:justify-between dark:border-amber-400/70 dark:bg-amber-950/40 dark:text-amber-50"
    >
      <div>
        <h2 id={id} className="font-semibold">
          {t.banner}
        </h2>
        <p className="text-sm">
          {draft.mode === 'edit' ? `${t.changesTo} ` : ''}
          {title ? de.common.quoted(title) : de.protocolScreens.untitled} {t.lastChanged}{' '}
          {formatWeekdayDateTime(draft.updatedAt)}
        </p>
      </div>
      <div className="flex shrink-0 flex-wrap gap-2">
        <button
          type="button"
          onClick={() => navigate(path)}
          className="inline-flex min-h-11 items-center rounded-lg bg-amber-800 px-4 font-semibold text-white hover:bg-amber-900 dark:bg-amber-300 dark:text-amber-950 dark:hover:bg-amber-200"
        >
          {t.resume}
        </button>
        <button
          type="button"
          onClick={() => setConfirming(true)}
          className="inline-flex min-h-11 items-center rounded-lg border border-amber-700 px-4 font-semibold hover:bg-amber-100 dark:border-amber-300 dark:hover:bg-amber-900/50"
        >
          {t.discard}
        </button>
      </div>
      <ConfirmDialog
        open={confirming}
        title={t.discardTitle}
        confirmLabel={t.discard}
        danger
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          clearDraft();
          toast.info(t.discarded);
          onDiscarded?.();
        }}
      >
        <p>{t.discardText}</p>
      </ConfirmDialog>
    </section>
  );
}
