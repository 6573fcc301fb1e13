import { messageForError } from '../../../lib/callable';

export function Loading({ label = 'Wird geladen …' }: { label?: string }) {
  return (
    <p role="status" className="text-muted">
      {label}
    </p>
  );
}

export function LoadError({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  return (
    <div
      role="alert"
      className="rounded-2xl border border-red-300 bg-red-50 p-4 text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-200"
    >
      <p>{messageForError(error)}</p>
      {onRetry && (
        <button type="button" onClick={onRetry} className="mt-2 min-h-11 font-semibold underline">
          Erneut versuchen
        </button>
      )}
    </div>
  );
}
