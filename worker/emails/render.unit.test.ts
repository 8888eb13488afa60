import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@vitrina/domain/core/languages';
import { renderEmail } from './render';
import { EMAIL_KINDS, type EmailKind, type EmailParams } from './messages';

const LINK = 'https://vitrina.example/login?reset_token=abc123&email=ana%40example.com';
const UNSUBSCRIBE = 'https://vitrina.example/es/unsubscribe?u=6f1c&k=digest&t=tok';
const HTML_UNSUBSCRIBE = 'https://vitrina.example/es/unsubscribe?u=6f1c&amp;k=digest&amp;t=tok';
const HTML_LINK = 'https://vitrina.example/login?reset_token=abc123&amp;email=ana%40example.com';

const PLAN = { username: 'ana', brandName: 'Sur', tier: 'PRO', billingCycle: 'MONTHLY' as const, link: LINK };

const PARAMS: { [K in EmailKind]: EmailParams[K] } = {
  verifyEmail: { username: 'ana', link: LINK },
  passwordReset: { username: 'ana', link: LINK },
  passwordChanged: { username: 'ana', resetLink: LINK },
  welcome: { username: 'ana', siteUrl: LINK },
  loginFailures: { username: 'ana', failures: 10, link: LINK },
  priceDrop: {
    username: 'ana',
    clothName: 'Camisa de lino',
    brandName: 'Sur',
    oldPrice: '$ 45.000',
    newPrice: '$ 39.000',
    link: LINK,
    unsubscribeLink: UNSUBSCRIBE,
    imageUrl: 'https://vitrina.example/images/c1-thumb.webp',
  },
  backInStock: {
    username: 'ana',
    clothName: 'Camisa de lino',
    brandName: 'Sur',
    size: 'M',
    price: '$ 45.000,00',
    link: LINK,
    unsubscribeLink: UNSUBSCRIBE,
    imageUrl: null,
  },
  digest: {
    username: 'ana',
    frequency: 'weekly',
    total: 14,
    items: [
      {
        name: 'Vestido rojo',
        brand: 'Casa Luna',
        price: '$ 62.000,00',
        reason: 'Nuevo de Casa Luna',
        href: 'https://vitrina.example/cloth/c1',
        imageUrl: 'https://vitrina.example/images/c1.webp',
      },
      {
        name: 'Botas & "negras"',
        brand: 'Norte',
        price: '$ 95.000,00',
        reason: 'Coincide con tu búsqueda: botas',
        href: 'https://vitrina.example/cloth/c2',
        imageUrl: null,
      },
    ],
    link: LINK,
    unsubscribeLink: UNSUBSCRIBE,
  },
  subscriptionReceipt: { ...PLAN, amount: 'US$ 29,00', paidOn: '25 Nov 2026', periodEnd: '25 Dec 2026', paymentId: 'tpay_1', proration: false },
  paymentFailed: { ...PLAN, graceEnds: '2 Dec 2026' },
  renewalReminder: { ...PLAN, amount: 'US$ 290,00', renewsOn: '2 Dec 2026' },
  cancellationConfirmed: { ...PLAN, endsOn: '25 Dec 2026' },
  planLapsed: PLAN,
};

const render = (kind: EmailKind, language: string | undefined, params?: Partial<EmailParams[EmailKind]>) =>
  renderEmail(kind, language, { ...PARAMS[kind], ...params } as never);

const cases = EMAIL_KINDS.flatMap((kind) => LANGUAGES.map((language) => [kind, language] as const));
const count = (haystack: string, needle: string) => haystack.split(needle).length - 1;

describe('renderEmail', () => {
  it.each(cases)('%s in %s has a subject, a complete text part and an html part with the link twice', (kind, language) => {
    const email = render(kind, language);
    expect(email.subject.length).toBeGreaterThan(5);
    expect(email.text).toContain(LINK);
    expect(email.text).toContain('ana');
    expect(email.text).not.toMatch(/<[a-z/]|undefined|&amp;/);
    expect(email.html).toContain(`<html lang="${language}">`);
    // The button and the link in plain sight; a price drop's photo leads there too.
    expect(count(email.html, `href="${HTML_LINK}"`)).toBe(kind === 'priceDrop' ? 3 : 2);
    expect(email.html).toContain(`>${HTML_LINK}</a>`);
    expect(email.html).not.toContain(LINK);
    expect(email.html).not.toContain('undefined');
  });

  it.each(cases)('%s in %s escapes a hostile username in the html part', (kind, language) => {
    const username = '<script>alert("x")</script>';
    const email = render(kind, language, { username });
    expect(email.html).not.toContain('<script>');
    expect(email.html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
    expect(email.text).toContain(username);
  });

  it.each(EMAIL_KINDS)('%s reads differently in each of the four languages', (kind) => {
    const emails = LANGUAGES.map((language) => render(kind, language));
    expect(new Set(emails.map((email) => email.subject)).size).toBe(LANGUAGES.length);
    expect(new Set(emails.map((email) => email.text)).size).toBe(LANGUAGES.length);
  });

  it('falls back to Spanish for a missing or unsupported language', () => {
    const spanish = render('verifyEmail', 'es');
    expect(render('verifyEmail', 'de')).toEqual(spanish);
    expect(render('verifyEmail', undefined)).toEqual(spanish);
    expect(spanish.subject).toBe('Confirma tu correo en Vitrina');
  });

  it.each(LANGUAGES)('the reset email in %s says the link lasts 60 minutes', (language) => {
    const email = render('passwordReset', language);
    expect(email.text).toMatch(/60 min/);
    expect(email.html).toMatch(/60 min/);
  });

  it.each(LANGUAGES)('password-changed in %s without a reset link has no button and says what to do instead', (language) => {
    const withLink = render('passwordChanged', language);
    const without = renderEmail('passwordChanged', language, { username: 'ana' });
    const emptyLink = renderEmail('passwordChanged', language, { username: 'ana', resetLink: '' });
    expect(emptyLink).toEqual(without);
    expect(without.html).not.toContain('href=');
    expect(without.text).not.toMatch(/http|undefined/);
    // heading, greeting, then three paragraphs: the last one tells the reader how to get the account back
    const notYou = (text: string) => text.split('\n\n')[4];
    expect(notYou(without.text)?.length).toBeGreaterThan(40);
    expect(notYou(without.text)).not.toBe(notYou(withLink.text));
  });

  it.each(LANGUAGES)('the price drop in %s names the cloth, its brand and both prices, shows its photo, and links to its unsubscribe page', (language) => {
    const email = render('priceDrop', language);
    for (const part of [email.text, email.html]) {
      for (const words of ['Camisa de lino', 'Sur', '$ 45.000', '$ 39.000']) expect(part).toContain(words);
    }
    // The photo, named by the cloth, leads to its page as the button does.
    expect(count(email.html, '<img src="https://vitrina.example/images/c1-thumb.webp" width="288" alt="Camisa de lino"')).toBe(1);
    expect(count(email.html, `<a href="${HTML_LINK}" target="_blank"><img`)).toBe(1);
    expect(render('priceDrop', language, { imageUrl: null }).html).not.toContain('<img');
    expect(() => render('priceDrop', language, { imageUrl: 'javascript:alert(1)' })).toThrow(/scheme/);
    expect(email.text).toContain(UNSUBSCRIBE);
    expect(count(email.html, `href="${HTML_UNSUBSCRIBE}"`)).toBe(1);
    expect(email.subject).not.toContain('Camisa');
  });

  it.each(LANGUAGES)('back in stock in %s names the cloth, its size and price, and links to its unsubscribe page', (language) => {
    const email = render('backInStock', language);
    for (const part of [email.text, email.html]) for (const words of ['Camisa de lino', 'Sur', ' M', '$ 45.000,00']) expect(part).toContain(words);
    const whole = render('backInStock', language, { size: null });
    expect(whole.text).not.toMatch(/ M,|\bnull\b/);
    expect(count(email.html, `href="${HTML_UNSUBSCRIBE}"`)).toBe(1);
  });

  it.each(LANGUAGES)('the digest in %s lists each cloth with its picture, price and reason, links each, and escapes names', (language) => {
    const email = render('digest', language);
    expect(email.text).toContain('14');
    for (const words of ['Vestido rojo', 'Casa Luna', '$ 62.000,00', 'Nuevo de Casa Luna', 'https://vitrina.example/cloth/c1', 'Botas & "negras"'])
      expect(email.text).toContain(words);
    expect(count(email.html, 'href="https://vitrina.example/cloth/c1"')).toBe(2);
    expect(count(email.html, '<img src="https://vitrina.example/images/c1.webp"')).toBe(1);
    expect(email.html).toContain('Botas &amp; &quot;negras&quot;');
    expect(count(email.html, `href="${HTML_UNSUBSCRIBE}"`)).toBe(1);
    expect(render('digest', language, { frequency: 'daily' }).text).not.toBe(email.text);
    expect(() => render('digest', language, { items: [{ ...PARAMS.digest.items[0]!, href: 'javascript:alert(1)' }] })).toThrow(/email link/);
  });

  it('adds the footer link only to the emails that can be turned off', () => {
    const optional = ['priceDrop', 'backInStock', 'digest'];
    for (const kind of EMAIL_KINDS.filter((kind) => !optional.includes(kind))) expect(render(kind, 'es').text).not.toContain(UNSUBSCRIBE);
    expect(() => render('priceDrop', 'es', { unsubscribeLink: 'javascript:alert(1)' })).toThrow(/email link/);
  });

  it('keeps a username on one line of the text part', () => {
    const email = render('welcome', 'en', { username: 'ana\r\nSubject: pay now' });
    expect(email.text.split('\n')).toContain('Hi ana Subject: pay now,');
  });

  it.each(['javascript:alert(1)', 'data:text/html,hi', '/relative/path', 'not a url'])('refuses the link %j', (link) => {
    expect(() => renderEmail('verifyEmail', 'es', { username: 'ana', link })).toThrow(/email link/);
  });
});
