import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@vitrina/domain/core/languages';
import type { Reason } from '@vitrina/domain/following/news';
import { renderHtml, renderText } from './layout';
import type { EmailItem, EmailKind, EmailMessages, EmailParams } from './messages';
import { en } from './messages.en';
import { es } from './messages.es';
import { fr } from './messages.fr';
import { it } from './messages.it';

export interface RenderedEmail {
  subject: string;
  text: string;
  html: string;
}

const MESSAGES: Record<Language, EmailMessages> = { es, en, it, fr };

/** Where each email's button points; `undefined` leaves the button out. */
const ACTION_LINK: { [K in EmailKind]: (params: EmailParams[K]) => string | undefined } = {
  verifyEmail: (params) => params.link,
  passwordReset: (params) => params.link,
  passwordChanged: (params) => params.resetLink || undefined,
  welcome: (params) => params.siteUrl,
  loginFailures: (params) => params.link,
  priceDrop: (params) => params.link,
  backInStock: (params) => params.link,
  digest: (params) => params.link,
  subscriptionReceipt: (params) => params.link,
  paymentFailed: (params) => params.link,
  renewalReminder: (params) => params.link,
  cancellationConfirmed: (params) => params.link,
  planLapsed: (params) => params.link,
};

/** Where an email's footer link points (see EmailCopy.footerLink), for the kinds that have one. */
const FOOTER_LINK: { [K in EmailKind]?: (params: EmailParams[K]) => string } = {
  priceDrop: (params) => params.unsubscribeLink,
  backInStock: (params) => params.unsubscribeLink,
  digest: (params) => params.unsubscribeLink,
};

/** The one cloth an email shows in a photo (a price drop's, a return to stock's), for the kinds that show one. */
const clothPhoto = (params: { imageUrl: string | null; link: string; clothName: string }) =>
  params.imageUrl ? { src: params.imageUrl, href: params.link, alt: params.clothName } : undefined;
const PHOTO: { [K in EmailKind]?: (params: EmailParams[K]) => { src: string; href: string; alt: string } | undefined } = {
  priceDrop: clothPhoto,
  backInStock: clothPhoto,
};

/** The clothes an email lists (the digest's), for the kinds that list any. */
const ITEMS: { [K in EmailKind]?: (params: EmailParams[K]) => EmailItem[] } = {
  digest: (params) => params.items,
};

/**
 * Links are built by the server from its configured public URL, so anything but an absolute http(s) URL is a
 * bug upstream; refusing it keeps a `javascript:` link out of an inbox.
 */
function checkedLink(link: string): string {
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    throw new Error('email link is not an absolute URL');
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error(`email link has scheme ${url.protocol}`);
  return url.href;
}

/** A name on one line: line breaks or control characters in it would let it forge lines of an email's text part. */
export const oneLine = (value: string) => value.replace(/[\p{Cc}\u2028\u2029]+/gu, ' ').trim();

/** Why a cloth is in a digest, in the reader's words (Spanish when the language is missing or unsupported). */
export function reasonText(language: string | undefined, reason: Reason): string {
  const { reasons } = MESSAGES[isLanguage(language) ? language : DEFAULT_LANGUAGE];
  if (reason.kind === 'brand') return reasons.brand(reason.name);
  if (reason.kind === 'influencer') return reasons.influencer(reason.username);
  if (reason.kind === 'search') return reasons.search(reason.label);
  return reasons.backInStock;
}

/** Renders one account email in the reader's language (Spanish when the language is missing or unsupported). */
export function renderEmail<K extends EmailKind>(kind: K, language: string | undefined, params: EmailParams[K]): RenderedEmail {
  const lang = isLanguage(language) ? language : DEFAULT_LANGUAGE;
  const messages = MESSAGES[lang];
  const copy = messages.kinds[kind];
  const link = ACTION_LINK[kind](params);
  const footerLink = (FOOTER_LINK[kind] as ((params: EmailParams[K]) => string) | undefined)?.(params);
  const items = (ITEMS[kind] as ((params: EmailParams[K]) => EmailItem[]) | undefined)?.(params) ?? [];
  const photo = (PHOTO[kind] as ((params: EmailParams[K]) => { src: string; href: string; alt: string } | undefined) | undefined)?.(params);
  const view = {
    language: lang,
    subject: copy.subject,
    preheader: copy.preheader,
    heading: copy.heading,
    greeting: messages.greeting(oneLine(params.username)),
    paragraphs: copy.paragraphs(params),
    linkHint: messages.linkHint,
    signOff: messages.signOff,
    footer: messages.footer,
    ...(link ? { action: { label: copy.action, href: checkedLink(link) } } : {}),
    ...(photo ? { photo: { src: checkedLink(photo.src), href: checkedLink(photo.href), alt: oneLine(photo.alt) } } : {}),
    ...(footerLink && copy.footerLink ? { footerLink: { label: copy.footerLink, href: checkedLink(footerLink) } } : {}),
    ...(items.length > 0
      ? {
          items: items.map((item) => ({
            ...item,
            name: oneLine(item.name),
            brand: oneLine(item.brand),
            reason: oneLine(item.reason),
            href: checkedLink(item.href),
            imageUrl: item.imageUrl ? checkedLink(item.imageUrl) : null,
          })),
        }
      : {}),
  };
  return { subject: view.subject, text: renderText(view), html: renderHtml(view) };
}
