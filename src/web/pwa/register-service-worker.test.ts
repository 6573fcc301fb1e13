import { afterEach, describe, expect, it, vi } from 'vitest';
import { registerServiceWorkerAfterFirstScreen } from './register-service-worker';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function fakeRouter(initialized: boolean) {
  let listener: ((state: { initialized: boolean }) => void) | undefined;
  const router = {
    state: { initialized },
    subscribe: vi.fn((next: (state: { initialized: boolean }) => void) => {
      listener = next;
      return () => {
        listener = undefined;
      };
    }),
  };
  const finishFirstNavigation = () => {
    router.state.initialized = true;
    listener?.({ initialized: true });
  };
  return { router, finishFirstNavigation, listening: () => listener !== undefined };
}

function stubServiceWorker() {
  const register = vi.fn(() => Promise.resolve({}));
  vi.stubGlobal('navigator', { ...navigator, serviceWorker: { register } });
  return register;
}

describe('service worker registration', () => {
  it('waits for the first screen, then for an idle moment', () => {
    vi.useFakeTimers();
    const register = stubServiceWorker();
    const idle: Array<() => void> = [];
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback));
    const { router, finishFirstNavigation, listening } = fakeRouter(false);

    registerServiceWorkerAfterFirstScreen(router);
    vi.runAllTimers();
    expect(register).not.toHaveBeenCalled();
    expect(idle).toHaveLength(0);

    finishFirstNavigation();
    expect(listening()).toBe(false);
    expect(register).not.toHaveBeenCalled();
    expect(idle).toHaveLength(1);

    idle[0]?.();
    expect(register).toHaveBeenCalledExactlyOnceWith('/sw.js');
  });

  it('registers after a short wait where the browser has no idle callback', () => {
    vi.useFakeTimers();
    const register = stubServiceWorker();
    vi.stubGlobal('requestIdleCallback', undefined);
    Reflect.deleteProperty(window, 'requestIdleCallback');
    const { router } = fakeRouter(true);

    registerServiceWorkerAfterFirstScreen(router);
    expect(register).not.toHaveBeenCalled();
    vi.advanceTimersByTime(500);
    expect(register).toHaveBeenCalledOnce();
  });

  it('says so when the registration fails', async () => {
    const failure = new Error('kaputt');
    const register = vi.fn(() => Promise.reject(failure));
    vi.stubGlobal('navigator', { ...navigator, serviceWorker: { register } });
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => callback());
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});

    registerServiceWorkerAfterFirstScreen(fakeRouter(true).router);
    await vi.waitFor(() =>
      expect(logged).toHaveBeenCalledWith('service worker registration failed', failure),
    );
  });
});
