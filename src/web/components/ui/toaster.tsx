import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { type ToastEntry, type ToastStore, toastStore, useToasts } from '../../stores/toast-store';
import './toaster.css';

type Cards = typeof import('./toast-cards');

let cards: Cards | undefined;
let loading: Promise<Cards | undefined> | undefined;

/**
 * The cards' code: not part of the entry, since most pages show no toast at all. Resolves to
 * undefined when it cannot be fetched; the next call tries again.
 */
export function loadToastCards(): Promise<Cards | undefined> {
  loading ??= import('./toast-cards').then(
    // The module is undefined when main.tsx reloads the page for a new version instead.
    (module) => (cards = module),
    (err) => {
      console.error('toast cards failed to load', err);
      loading = undefined;
      return undefined;
    },
  );
  return loading;
}

const regionClass = 'flex flex-col';

/**
 * The toast container, rendered once in the app root. The cards sit inside two live regions that are
 * always in the DOM (a region added together with its text is often not announced): success and info
 * are announced politely, errors and warnings at once. Errors and warnings therefore stack above the
 * others; within each group the order is the order of arrival. aria-atomic is switched off so a new
 * toast does not make the screen reader repeat the ones already shown. The cards' code
 * (toast-cards.tsx) arrives after the first screen; a toast shown before that waits for it.
 */
export function Toaster({ store = toastStore }: { store?: ToastStore }) {
  const toasts = useToasts(store);
  const [loaded, setLoaded] = useState(cards);
  const [failed, setFailed] = useState(false);
  const shown = toasts.length > 0;

  // The cards' code comes a moment after the first screen, or at once with the first toast.
  useEffect(() => {
    if (loaded) return;
    let current = true;
    const timer = setTimeout(
      () =>
        void loadToastCards().then((module) => {
          if (!current) return;
          if (module) setLoaded(module);
          else setFailed(true);
        }),
      shown ? 0 : 1000,
    );
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [loaded, shown]);

  const urgent = toasts.filter((t) => t.type === 'error' || t.type === 'warning');
  const calm = toasts.filter((t) => t.type === 'success' || t.type === 'info');
  // Without the cards' code (it could not be fetched), each toast's text is still shown and announced.
  const list = (group: readonly ToastEntry[]) =>
    loaded ? (
      <loaded.ToastCards toasts={group} store={store} />
    ) : (
      failed &&
      group.map((t) => (
        <p key={t.id} className="mb-2 rounded-lg border border-line bg-card p-4 shadow-lg">
          {t.message ? `${t.title}: ${t.message}` : t.title}
        </p>
      ))
    );

  const container = useRef<HTMLDivElement>(null);
  useReservedSpace(container, shown);

  // At the bottom, above the phone's tab bar: the header and its controls stay free, and the page
  // makes room for the toasts at its end (useReservedSpace), so none covers a control for good.
  return (
    <div
      ref={container}
      className="pointer-events-none fixed inset-x-0 bottom-[var(--lz-tab-bar-space)] z-[2147483647] flex flex-col px-3 pb-3 sm:left-auto sm:w-[26rem] sm:px-4 sm:pb-4"
    >
      <div role="alert" aria-live="assertive" aria-atomic="false" className={regionClass}>
        {list(urgent)}
      </div>
      <div role="status" aria-live="polite" aria-atomic="false" className={regionClass}>
        {list(calm)}
      </div>
    </div>
  );
}

/**
 * Writes the toasts' height to --lz-toast-space while any shows (0 otherwise): the page's end and its
 * sticky bars move up by as much (styles.css).
 */
function useReservedSpace(container: React.RefObject<HTMLDivElement | null>, shown: boolean) {
  useLayoutEffect(() => {
    const root = document.documentElement;
    const el = container.current;
    if (!shown || !el) {
      root.style.removeProperty('--lz-toast-space');
      return;
    }
    const write = () => root.style.setProperty('--lz-toast-space', `${el.offsetHeight}px`);
    write();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(write);
    observer.observe(el);
    return () => {
      observer.disconnect();
      root.style.removeProperty('--lz-toast-space');
    };
  }, [container, shown]);
}
