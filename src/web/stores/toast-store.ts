import { useSyncExternalStore } from 'react';

/**
 * The app's one toast store: a tiny external store, read with `useToasts()` and written through
 * `toast`. Timers live here rather than in components so a toast closes on time even while the
 * Toaster re-renders, and so tests can drive everything with fake timers.
 */

export const TOAST_DEFAULT_DURATION_MS = 5000;
export const TOAST_EXIT_MS = 300;

export type ToastType = 'success' | 'error' | 'warning' | 'info';

/** A button on the toast that does something about it; it closes the toast when used. */
interface ToastAction {
  label: string;
  run(): void;
}

interface Toast {
  id: string;
  type: ToastType;
  title: string;
  message?: string;
  duration?: number;
  /** A toast with an action stays until it is closed or the action is used: a button must not run away. */
  persistent?: boolean;
  action?: ToastAction;
}

/** A toast in the list; `leaving` is set once it closes, for the 300 ms slide-out before removal. */
export interface ToastEntry extends Toast {
  leaving: boolean;
}

export type ToastInput = Omit<Toast, 'id'> & { id?: string };
type ToastOptions = Partial<Pick<Toast, 'id' | 'duration' | 'persistent'>>;

type Listener = () => void;

export interface ToastStore {
  subscribe(listener: Listener): () => void;
  getSnapshot(): readonly ToastEntry[];
  show(input: ToastInput): string;
  dismiss(id: string): void;
  clear(): void;
  /**
   * Gives every toast that shows `message` this action, whichever screen shows it: for a message
   * that always has the same remedy (the consent refusal's "Jetzt einwilligen").
   */
  attachAction(message: string, action: ToastAction): void;
}

export function createToastStore(): ToastStore {
  let toasts: readonly ToastEntry[] = [];
  let counter = 0;
  const listeners = new Set<Listener>();
  const closeTimers = new Map<string, ReturnType<typeof setTimeout>>();
  const removeTimers = new Map<string, ReturnType<typeof setTimeout>>();
  const messageActions = new Map<string, ToastAction>();

  function emit(next: readonly ToastEntry[]) {
    toasts = next;
    for (const listener of listeners) listener();
  }

  function cancelTimers(id: string) {
    clearTimeout(closeTimers.get(id));
    closeTimers.delete(id);
    clearTimeout(removeTimers.get(id));
    removeTimers.delete(id);
  }

  function dismiss(id: string) {
    const current = toasts.find((t) => t.id === id);
    if (!current || current.leaving) return;
    clearTimeout(closeTimers.get(id));
    closeTimers.delete(id);
    emit(toasts.map((t) => (t.id === id ? { ...t, leaving: true } : t)));
    removeTimers.set(
      id,
      setTimeout(() => {
        removeTimers.delete(id);
        emit(toasts.filter((t) => t.id !== id));
      }, TOAST_EXIT_MS),
    );
  }

  function show(input: ToastInput): string {
    counter += 1;
    const id = input.id ?? `toast-${counter}`;
    const action =
      input.action ?? (input.message === undefined ? undefined : messageActions.get(input.message));
    const entry: ToastEntry = {
      ...input,
      id,
      leaving: false,
      ...(action ? { action, persistent: true } : {}),
    };
    // Showing an id again replaces that toast in place and restarts its clock, so a repeated
    // notice (for example the same guard reason twice) does not stack up.
    cancelTimers(id);
    const exists = toasts.some((t) => t.id === id);
    emit(exists ? toasts.map((t) => (t.id === id ? entry : t)) : [...toasts, entry]);
    if (!entry.persistent) {
      const duration = entry.duration ?? TOAST_DEFAULT_DURATION_MS;
      closeTimers.set(
        id,
        setTimeout(() => dismiss(id), duration),
      );
    }
    return id;
  }

  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    getSnapshot: () => toasts,
    show,
    dismiss,
    attachAction(message, action) {
      messageActions.set(message, action);
    },
    // Immediate, without exit animation: used when the whole context goes away (sign-out, tests).
    clear() {
      for (const id of [...closeTimers.keys(), ...removeTimers.keys()]) cancelTimers(id);
      if (toasts.length > 0) emit([]);
    },
  };
}

export const toastStore = createToastStore();

function byType(type: ToastType) {
  return (title: string, message?: string, opts?: ToastOptions): string =>
    toastStore.show({ ...opts, type, title, ...(message === undefined ? {} : { message }) });
}

export const toast = {
  show: (input: ToastInput): string => toastStore.show(input),
  success: byType('success'),
  error: byType('error'),
  warning: byType('warning'),
  info: byType('info'),
  dismiss: (id: string): void => toastStore.dismiss(id),
  clear: (): void => toastStore.clear(),
};

export function useToasts(store: ToastStore = toastStore): readonly ToastEntry[] {
  return useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
}
