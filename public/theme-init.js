// Applies the saved theme before the first paint, so a dark-theme user never sees a white flash.
// A file rather than an inline script, so the Content-Security-Policy can forbid inline scripts.
(() => {
  var theme = null;
  try {
    theme = localStorage.getItem('lz-theme');
  } catch {}
  var dark =
    theme === 'dark' ||
    (theme !== 'light' && window.matchMedia('(prefers-color-scheme: dark)').matches);
  document.documentElement.classList.toggle('dark', dark);
})();
