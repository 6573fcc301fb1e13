import { type ReactNode, useEffect, useId, useRef } from 'react';
import { de } from '../../../domain/messages';
import { Button } from './button';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  /** A destructive choice is shown in red. */
  danger?: boolean;
  /** While the choice is carried out, the dialog stays open and cannot be cancelled. */
  busy?: boolean;
  onConfirm(): void;
  onCancel(): void;
}

/**
 * Asks once before something is replaced or thrown away. A native modal <dialog>: it traps focus,
 * closes on Escape and hides the page from screen readers while open. The safe choice has focus, so
 * Enter right after opening changes nothing, and focus returns to whatever opened the dialog.
 */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  cancelLabel = de.common.cancel,
  danger = false,
  busy = false,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const returnTo = useRef<HTMLElement | null>(null);
  const titleId = useId();
  const textId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      returnTo.current = document.activeElement as HTMLElement | null;
      dialog.showModal();
      dialog.querySelector<HTMLElement>('[data-cancel]')?.focus();
    }
    if (!open && dialog.open) dialog.close();
  }, [open]);

  // Whatever closes it (Escape, a button, unmount of the opener), focus goes back where it was.
  function restoreFocus() {
    const target = returnTo.current;
    returnTo.current = null;
    if (target?.isConnected) target.focus();
  }

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      aria-describedby={textId}
      onCancel={(e) => {
        e.preventDefault();
        if (!busy) onCancel();
      }}
      onClose={restoreFocus}
      className="m-auto w-[min(28rem,calc(100vw-2rem))] rounded-2xl border border-line bg-card p-6 text-ink shadow-xl backdrop:bg-slate-950/60"
    >
      <h2 id={titleId} className="text-lg font-bold">
        {title}
      </h2>
      <div id={textId} className="mt-2 text-muted">
        {children}
      </div>
      <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" data-cancel onClick={onCancel} disabled={busy}>
          {cancelLabel}
        </Button>
        <Button variant={danger ? 'danger' : 'primary'} onClick={onConfirm} busy={busy}>
          {confirmLabel}
        </Button>
      </div>
    </dialog>
  );
}
