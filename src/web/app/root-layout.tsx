import { useEffect, useRef } from 'react';
import { Outlet, useLocation, useNavigation } from 'react-router';
import { Toaster } from '../components/ui/toaster';
import { OfflineNotice } from '../pwa/offline-notice';

function prefersReducedMotion() {
  return window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * Around every page: the offline line, smooth scroll to the top on page change, the out-in fade (the
 * old page fades out while the next one loads, the new one fades in), and the one toast container.
 * Nothing renders into #root before the first screen is ready: index.html's start screen stays
 * until then (it hides once #root has content).
 */
export function RootLayout() {
  const location = useLocation();
  const navigation = useNavigation();
  const leaving =
    navigation.state === 'loading' && navigation.location.pathname !== location.pathname;
  // The page the app opens on shows at once: the start screen stood in for it, and fading it in
  // from nothing would only hide it for longer (and its paint from the largest-contentful-paint).
  const opening = useRef(location.key).current === location.key;

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on page change only
  useEffect(() => {
    // The page the app opens on is at its top already. Scrolling it would make the browser lay out
    // the whole first screen inside this task instead of in its own frame.
    if (opening) return;
    window.scrollTo({ top: 0, behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
  }, [location.pathname]);

  return (
    <>
      <OfflineNotice />
      <div
        key={location.pathname}
        className={leaving ? 'lz-page-out' : opening ? undefined : 'lz-page-in'}
      >
        <Outlet />
      </div>
      <Toaster />
    </>
  );
}

/**
 * While the first screen loads, index.html's start screen stays visible (it hides itself once #root
 * has content), so this renders nothing: a spinner here would replace it and flash.
 */
export function RootHydrateFallback() {
  return null;
}
