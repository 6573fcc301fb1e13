import { useEffect, useId, useRef } from 'react';
import type { Blocker } from 'react-router';
import { de } from '../../../../domain/messages';
import { Button } from '../../../components/ui/button';

const t = de.performanceCocktail.leave;

/**
 * Asks before unsaved changes are thrown away. A native modal <dialog>: it traps focus, closes on
 * Escape and hides the page from screen readers while open, without any script of our own.
 */
export function LeaveDialog({ blocker }: { blocker: Blocker }) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const textId = useId();
  const open = blocker.state === 'blocked';

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      dialog.showModal();
      // Staying is the safe default; showModal alone would focus the first button, "Verwerfen".
      dialog.querySelector<HTMLElement>('[data-stay]')?.focus();
    }
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      aria-describedby={textId}
      // Escape: the safe choice, stay on the page.
      onCancel={(e) => {
        e.preventDefault();
        if (blocker.state === 'blocked') blocker.reset();
      }}
      className="m-auto w-[min(28rem,calc(100vw-2rem))] rounded-2xl border border-line bg-card p-6 text-ink shadow-xl backdrop:bg-slate-950/60"
    >
      <h2 id={titleId} className="text-lg font-bold">
        {t.title}
      </h2>
      <p id={textId} className="mt-2 text-muted">
        {t.text}
      </p>
      <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="danger" onClick={() => blocker.state === 'blocked' && blocker.proceed()}>
          {t.discard}
        </Button>
        <Button data-stay onClick={() => blocker.state === 'blocked' && blocker.reset()}>
          {t.stay}
        </Button>
      </div>
    </dialog>
  );
}
