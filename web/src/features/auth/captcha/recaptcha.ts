interface Grecaptcha {
  ready: (callback: () => void) => void;
  execute: (siteKey: string, options: { action: string }) => Promise<string>;
}

declare global {
  interface Window {
    grecaptcha?: Grecaptcha;
  }
}

export const RECAPTCHA_ACTION = 'submit';
const LOAD_TIMEOUT_MS = 15_000;

let loading: { siteKey: string; promise: Promise<Grecaptcha> } | null = null;

function loadScript(siteKey: string): Promise<Grecaptcha> {
  return new Promise<Grecaptcha>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = `https://www.google.com/recaptcha/api.js?render=${encodeURIComponent(siteKey)}`;
    script.async = true;
    const timer = window.setTimeout(() => fail(new Error('reCAPTCHA did not load in time')), LOAD_TIMEOUT_MS);
    function fail(error: Error) {
      window.clearTimeout(timer);
      script.remove();
      reject(error);
    }
    script.onerror = () => fail(new Error('reCAPTCHA could not be loaded'));
    script.onload = () => {
      const grecaptcha = window.grecaptcha;
      if (!grecaptcha) return fail(new Error('reCAPTCHA loaded without its API'));
      grecaptcha.ready(() => {
        window.clearTimeout(timer);
        resolve(grecaptcha);
      });
    };
    document.head.append(script);
  });
}

/** Google's script is loaded once per site key, and only when someone registers. A failed load is tried afresh. */
export function loadRecaptcha(siteKey: string): Promise<Grecaptcha> {
  if (loading?.siteKey === siteKey) return loading.promise;
  const promise = loadScript(siteKey);
  loading = { siteKey, promise };
  promise.catch(() => {
    if (loading?.promise === promise) loading = null;
  });
  return promise;
}

/** A reCAPTCHA v3 token for the register call. */
export async function recaptchaToken(siteKey: string): Promise<string> {
  const grecaptcha = await loadRecaptcha(siteKey);
  return grecaptcha.execute(siteKey, { action: RECAPTCHA_ACTION });
}
