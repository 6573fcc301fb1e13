import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { createAppRouter } from './app/router';
import { startConsentHandling } from './lib/consent';
import { queryClient } from './lib/query-client';
import { startTheme } from './lib/theme';
import { registerServiceWorkerAfterFirstScreen } from './pwa/register-service-worker';
import './styles.css';

// After a deploy, an open tab asks for chunks that no longer exist: load the new version once.
window.addEventListener('vite:preloadError', (event) => {
  if (!navigator.onLine || sessionStorage.getItem('lz-reloaded-for-update')) return;
  sessionStorage.setItem('lz-reloaded-for-update', '1');
  event.preventDefault();
  window.location.reload();
});

// app-start.js painted the saved theme; this keeps 'System' following the device from now on.
startTheme();

// A save refused for want of consent, on any screen, offers the consent and updates the layouts.
startConsentHandling();

// The screens' last answers, for a start without network (the guard reads them back then); the
// module that keeps them loads after the first screen.
void import('./pwa/persisted-queries').then(({ persistQueries }) => persistQueries(queryClient));

/** The router's first navigation (matching, the screen's modules, the session read) and the render. */
function startApp() {
  const router = createAppRouter();

  // The service worker keeps the app shell for a repeat visit and an offline start. Vite's dev
  // server serves modules that no build manifest lists, so only a production build registers it.
  if (import.meta.env.PROD && 'serviceWorker' in navigator) {
    registerServiceWorkerAfterFirstScreen(router);
  }

  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </StrictMode>,
  );
}

// In a task of its own: the evaluation of the app's modules before it is already a long one on a
// phone, and the two in one task would hold off a tap for both.
setTimeout(startApp);
