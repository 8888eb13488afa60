/* global window, document */
// Runs before the app: gives assistive technology the page's language from the first paint (the address's, else
// the stored one the app moves the address to).
(function () {
  try {
    var addressed = /^\/(es|en|it|fr)(\/|$)/.exec(window.location.pathname);
    var lang = addressed ? addressed[1] : window.localStorage.getItem('user-lang');
    if (lang === 'en' || lang === 'es' || lang === 'it' || lang === 'fr') document.documentElement.lang = lang;
  } catch {
    // Storage can be blocked; the app falls back to Spanish.
  }
})();
