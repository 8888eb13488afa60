/* global window, document */
// Runs before the app (deferred, so it never holds the first paint back): gives assistive technology the page's
// language (the address's, which the server writes into the page too, else the stored one the app moves the address to).
(function () {
  try {
    var addressed = /^\/(es|en|it|fr)(\/|$)/.exec(window.location.pathname);
    var lang = addressed ? addressed[1] : window.localStorage.getItem('user-lang');
    if (lang === 'en' || lang === 'es' || lang === 'it' || lang === 'fr') document.documentElement.lang = lang;
  } catch {
    // Storage can be blocked; the app falls back to Spanish.
  }
})();
