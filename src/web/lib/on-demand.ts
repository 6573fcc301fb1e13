import { startTransition, useEffect, useState } from 'react';
import { de } from '../../domain/messages';
import { toast } from '../stores/toast-store';
import { reloadHint } from './reload-hint';

/**
 * A part of a screen that most visits never open (a dialog, a setup flow), fetched when the user
 * reaches for it rather than with the screen. Fetched once; a failed fetch is tried again next time.
 */
export interface OnDemand<T> {
  /** The module once it is there. */
  readonly loaded: () => T | undefined;
  /** Starts the fetch (once); undefined when main.tsx reloads the page for a new version instead. */
  readonly load: () => Promise<T | undefined>;
}

export function onDemand<T>(importer: () => Promise<T>): OnDemand<T> {
  let module: T | undefined;
  let loading: Promise<T | undefined> | undefined;
  return {
    loaded: () => module,
    load: () => {
      loading ??= importer().then(
        (m) => (module = m),
        (err) => {
          loading = undefined;
          throw err;
        },
      );
      return loading;
    },
  };
}

/**
 * A part for a component: `module` once fetched, `prefetch` for the moment the user points at or
 * focuses what opens it, and `open` for the click, which waits for the part (`pending` meanwhile)
 * and then runs `then`. A part that cannot be fetched says so, as a screen that cannot load does.
 */
export function useOnDemand<T>(part: OnDemand<T>) {
  const [module, setModule] = useState(part.loaded);
  const [pending, setPending] = useState(false);

  function prefetch() {
    part.load().then(
      (m) => m && setModule(() => m),
      () => {},
    );
  }

  async function open(then: () => void) {
    if (module) return then();
    setPending(true);
    try {
      const m = await part.load();
      if (!m) return;
      setModule(() => m);
      then();
    } catch (err) {
      console.error('part of the screen failed to load', err);
      toast.error(de.generic.loadFailed, reloadHint());
    } finally {
      setPending(false);
    }
  }

  return { module, pending, prefetch, open };
}

/**
 * A part a screen shows once its data is there, fetched right after the screen's first paint
 * instead of with the screen, so its code does not hold up that paint; the data's request runs
 * meanwhile. `error` when the fetch failed, and `retry` tries again.
 */
export function usePartAfterPaint<T>(part: OnDemand<T>) {
  const [module, setModule] = useState(part.loaded);
  const [error, setError] = useState<unknown>(null);

  useEffect(() => {
    if (module || error) return;
    let live = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // A frame, then a task: the fetch starts once that frame is on screen.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => {
        part.load().then(
          // A transition: a part that arrives after the data renders in slices, not in one task.
          (m) => live && m && startTransition(() => setModule(() => m)),
          (err: unknown) => live && setError(err),
        );
      });
    });
    return () => {
      live = false;
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [part, module, error]);

  return { module, error, retry: () => setError(null) };
}
