import { de } from '../../../domain/messages';
import type { ToastEntry, ToastStore, ToastType } from '../../stores/toast-store';

const accent: Record<ToastType, string> = {
  success: 'border-l-green-600 dark:border-l-green-400',
  error: 'border-l-red-600 dark:border-l-red-400',
  warning: 'border-l-amber-500 dark:border-l-amber-400',
  info: 'border-l-blue-600 dark:border-l-blue-400',
};

const iconColour: Record<ToastType, string> = {
  success: 'text-green-700 dark:text-green-400',
  error: 'text-red-700 dark:text-red-400',
  warning: 'text-amber-700 dark:text-amber-400',
  info: 'text-blue-700 dark:text-blue-400',
};

// Heroicons-style 20x20 outlines; the shape repeats the type so it is not told by colour alone.
const iconPath: Record<ToastType, string> = {
  success: 'M16.5 5.5 8 14l-4.5-4.5',
  error: 'M10 18a8 8 0 1 0 0-16 8 8 0 0 0 0 16Zm-2.5-10.5 5 5m0-5-5 5',
  warning: 'M10 3 2 17h16L10 3Zm0 5v4m0 2.5v.5',
  info: 'M10 18a8 8 0 1 0 0-16 8 8 0 0 0 0 16Zm0-9v5m0-7.5V6',
};

const enter =
  'motion-safe:animate-[toast-slide-in_200ms_ease-out] motion-reduce:animate-[toast-fade-in_150ms_linear]';
// Exactly the store's 300 ms, with `forwards` so the card stays hidden until it is removed.
const leave =
  'pointer-events-none motion-safe:animate-[toast-slide-out_300ms_ease-in_forwards] motion-reduce:animate-[toast-fade-out_300ms_linear_forwards]';

function ToastCard({ toast, onClose }: { toast: ToastEntry; onClose: () => void }) {
  return (
    <div
      data-toast-id={toast.id}
      data-type={toast.type}
      data-leaving={toast.leaving ? '' : undefined}
      className={`pointer-events-auto mb-2 flex w-full items-start gap-3 rounded-lg border border-l-4 border-slate-200 bg-white p-4 text-slate-900 shadow-lg dark:border-slate-700 dark:bg-slate-800 dark:text-slate-50 ${accent[toast.type]} ${toast.leaving ? leave : enter}`}
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 20 20"
        fill="none"
        stroke="currentColor"
        strokeWidth={1.75}
        strokeLinecap="round"
        strokeLinejoin="round"
        className={`mt-0.5 size-5 shrink-0 ${iconColour[toast.type]}`}
      >
        <path d={iconPath[toast.type]} />
      </svg>
      <div className="min-w-0 flex-1 break-words">
        <p className="font-semibold text-sm leading-5">{toast.title}</p>
        {toast.message ? (
          <p className="mt-1 text-slate-700 text-sm leading-5 dark:text-slate-300">
            {toast.message}
          </p>
        ) : null}
        {toast.action ? (
          <button
            type="button"
            onClick={() => {
              onClose();
              toast.action?.run();
            }}
            disabled={toast.leaving}
            className="mt-3 inline-flex min-h-11 items-center rounded-md bg-brand-700 px-3 font-semibold text-sm text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-blue-600 focus-visible:outline-offset-2 dark:bg-brand-600 dark:text-slate-950 dark:hover:bg-brand-500 dark:focus-visible:outline-blue-400"
          >
            {toast.action.label}
          </button>
        ) : null}
      </div>
      <button
        type="button"
        aria-label={de.toast.close}
        title={de.toast.close}
        onClick={onClose}
        disabled={toast.leaving}
        className="-m-1.5 inline-flex size-8 shrink-0 items-center justify-center rounded-md text-slate-500 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-blue-600 focus-visible:outline-offset-2 dark:text-slate-400 dark:focus-visible:outline-blue-400 dark:hover:bg-slate-700 dark:hover:text-slate-50"
      >
        <svg
          aria-hidden="true"
          viewBox="0 0 20 20"
          fill="none"
          stroke="currentColor"
          strokeWidth={1.75}
          strokeLinecap="round"
          className="size-4"
        >
          <path d="m5 5 10 10M15 5 5 15" />
        </svg>
      </button>
    </div>
  );
}

/** The cards of one live region, in the order of arrival. */
export function ToastCards({
  toasts,
  store,
}: {
  toasts: readonly ToastEntry[];
  store: ToastStore;
}) {
  return toasts.map((t) => <ToastCard key={t.id} toast={t} onClose={() => store.dismiss(t.id)} />);
}
