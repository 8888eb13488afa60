/* global window, document */
// Runs before the app: gives assistive technology the stored language from the first paint.
(function () {
  try {
    var lang = window.localStorage.getItem('user-lang');
    if (lang === 'en' || lang === 'es' || lang === 'it' || lang === 'fr') document.documentElement.lang = lang;
  } catch {
    // Storage can be blocked; the app falls back to Spanish.
  }
})();
