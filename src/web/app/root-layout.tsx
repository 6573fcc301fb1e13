import { useEffect } from 'react';
import { Outlet, useLocation, useNavigation } from 'react-router';
import { Toaster } from '../components/ui/toaster';

function prefersReducedMotion() {
  return window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * Around every page: smooth scroll to the top on page change, the out-in fade (the old page fades
 * out while the next one loads, the new one fades in), and the one toast container.
 */
export function RootLayout() {
  const location = useLocation();
  const navigation = useNavigation();
  const leaving =
    navigation.state === 'loading' && navigation.location.pathname !== location.pathname;

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on page change only
  useEffect(() => {
    window.scrollTo({ top: 0, behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
  }, [location.pathname]);

  return (
    <>
      <div key={location.pathname} className={leaving ? 'lz-page-out' : 'lz-page-in'}>
        <Outlet />
      </div>
      <Toaster />
    </>
  );
}

export function RootHydrateFallback() {
  return (
    <div className="flex min-h-dvh items-center justify-center" role="status" aria-live="polite">
      <span className="size-8 animate-spin rounded-full border-4 border-brand-700 border-t-transparent motion-reduce:animate-none" />
      <span className="sr-only">Wird geladen …</span>
    </div>
  );
}
