/** What each email needs; links are absolute URLs built by the caller from the configured public URL. */
export interface EmailParams {
  verifyEmail: { username: string; link: string };
  passwordReset: { username: string; link: string };
  /** `resetLink` lets the owner take the account back at once when the change was not theirs. */
  passwordChanged: { username: string; resetLink?: string };
  welcome: { username: string; siteUrl: string };
  /** Someone failed `failures` times to log in to the account; `link` opens the forgotten-password form. */
  loginFailures: { username: string; failures: number; link: string };
  /**
   * Prices already formatted; `link` opens the cloth, `unsubscribeLink` turns these alerts off (no login);
   * `imageUrl` is the cloth's photo (its thumbnail's absolute URL), null when it has none.
   */
  priceDrop: {
    username: string;
    clothName: string;
    brandName: string;
    oldPrice: string;
    newPrice: string;
    link: string;
    unsubscribeLink: string;
    imageUrl: string | null;
  };
  /** A favourite (or a size of it) can be bought again; `size` is null when the whole cloth came back. */
  backInStock: {
    username: string;
    clothName: string;
    brandName: string;
    size: string | null;
    price: string;
    link: string;
    unsubscribeLink: string;
    imageUrl: string | null;
    /** They asked to be told ("notify me"), rather than keeping it among their favourites. */ asked?: boolean;
  };
  /** What is new for the person over a day or a week: the newest `items` of `total`; `link` opens "New for you". */
  digest: { username: string; frequency: 'daily' | 'weekly'; total: number; items: EmailItem[]; link: string; unsubscribeLink: string };
  /** Subscription emails: amounts and dates already formatted for the reader; `link` opens the dashboard. */
  subscriptionReceipt: SubscriptionParams & { amount: string; paidOn: string; periodEnd: string; paymentId: string; proration: boolean };
  paymentFailed: SubscriptionParams & { graceEnds: string };
  renewalReminder: SubscriptionParams & { amount: string; renewsOn: string };
  cancellationConfirmed: SubscriptionParams & { endsOn: string };
  planLapsed: SubscriptionParams;
}

/** A cloth as an email lists it: already in the reader's words, its reason included; links absolute. */
export interface EmailItem {
  name: string;
  brand: string;
  price: string;
  reason: string;
  href: string;
  imageUrl: string | null;
}

export interface SubscriptionParams {
  username: string;
  brandName: string;
  tier: string;
  billingCycle: 'MONTHLY' | 'YEARLY';
  link: string;
}
export type EmailKind = keyof EmailParams;
export const EMAIL_KINDS = [
  'verifyEmail',
  'passwordReset',
  'passwordChanged',
  'welcome',
  'loginFailures',
  'priceDrop',
  'backInStock',
  'digest',
  'subscriptionReceipt',
  'paymentFailed',
  'renewalReminder',
  'cancellationConfirmed',
  'planLapsed',
] as const satisfies readonly EmailKind[];

/**
 * One email's words in one language. Plain text only: the renderer escapes every string for the HTML part.
 * Subjects take no parameters, so nothing a user typed can reach a mail header.
 */
export interface EmailCopy<P> {
  subject: string;
  /** The preview line mail clients show next to the subject. */
  preheader: string;
  heading: string;
  paragraphs: (params: P) => string[];
  /** The button's label; the button shows only when the email has a link for it. */
  action: string;
  /** Label of a link under the footer, for emails a reader may turn off (where to do it). */
  footerLink?: string;
}

export interface EmailMessages {
  greeting: (username: string) => string;
  linkHint: string;
  signOff: string;
  footer: string;
  /** Why a cloth is in a digest, as the bell says it. */
  reasons: { brand: (name: string) => string; influencer: (username: string) => string; search: (label: string) => string; backInStock: string };
  kinds: { [K in EmailKind]: EmailCopy<EmailParams[K]> };
}
