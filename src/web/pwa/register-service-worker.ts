import { whenIdle } from '../lib/when-idle';

/** What this needs of the data router: whether its first navigation has finished. */
interface FirstNavigation {
  readonly state: { readonly initialized: boolean };
  subscribe(listener: (state: { readonly initialized: boolean }) => void): () => void;
}

/**
 * Registers the service worker once the first screen stands and the page is idle. Its install
 * downloads every file of the app (some 90): registered at `load`, that ran while the first screen
 * still fetched its chunks and data and laid itself out, on a phone's network and on its CPU.
 */
export function registerServiceWorkerAfterFirstScreen(router: FirstNavigation, url = '/sw.js') {
  const register = () => {
    navigator.serviceWorker.register(url).catch((err: unknown) => {
      console.error('service worker registration failed', err);
    });
  };
  const registerWhenIdle = () => void whenIdle(register, 3000);
  const afterLoad = () => {
    if (document.readyState === 'complete') registerWhenIdle();
    else window.addEventListener('load', registerWhenIdle, { once: true });
  };
  if (router.state.initialized) {
    afterLoad();
    return;
  }
  const unsubscribe = router.subscribe((state) => {
    if (!state.initialized) return;
    unsubscribe();
    afterLoad();
  });
}
