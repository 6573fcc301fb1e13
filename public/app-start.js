// The page's one script before the app: it applies the saved theme before the first paint, so a
// dark-theme user never sees a white flash, and it asks for the app's scripts once the start screen
// is painted, so they never hold up that paint (src/server/start-page.ts names them in the built page).
// A file rather than an inline script, so the Content-Security-Policy can forbid inline scripts.
(() => {
  let theme = null;
  try {
    theme = localStorage.getItem('lz-theme');
  } catch {}
  const dark =
    theme === 'dark' ||
    (theme !== 'light' && window.matchMedia('(prefers-color-scheme: dark)').matches);
  document.documentElement.classList.toggle('dark', dark);

  // Each preload costs the main thread a little to start: a few per task keep a slow phone responsive.
  const PRELOADS_PER_TASK = 3;
  let started = false;

  function contents(name) {
    return Array.from(document.querySelectorAll('meta[name="' + name + '"]'), (m) => m.content);
  }

  function preload(hrefs) {
    for (const href of hrefs.slice(0, PRELOADS_PER_TASK)) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.append(link);
    }
    if (hrefs.length > PRELOADS_PER_TASK) {
      setTimeout(() => preload(hrefs.slice(PRELOADS_PER_TASK)));
    }
  }

  function startApp() {
    if (started) return;
    started = true;
    // The entry first: the largest file, and the one the others wait for.
    for (const src of contents('lz-app')) {
      const script = document.createElement('script');
      script.type = 'module';
      script.crossOrigin = '';
      script.src = src;
      document.head.append(script);
    }
    // The first date or number the app writes would load the locale's data on the main thread:
    // a worker reads it meanwhile, and the browser shares it with the page.
    try {
      new Worker('/intl-warm-up.js');
    } catch {}
    preload(contents('lz-preload'));
  }

  document.addEventListener('DOMContentLoaded', () => {
    // The frame callback runs as the first frame is drawn, the task it queues once it is on screen.
    requestAnimationFrame(() => setTimeout(startApp));
    // A tab opened in the background draws no frames: there the timer starts the app.
    setTimeout(startApp, 500);
  });
})();
