import type { EmailMessages } from './messages';

export const en: EmailMessages = {
  greeting: (username) => `Hi ${username},`,
  linkHint: "If the button doesn't work, copy and paste this link into your browser:",
  signOff: 'The Vitrina team',
  footer: 'This is an automated message about your Vitrina account.',
  reasons: {
    brand: (name) => `New from ${name}`,
    influencer: (username) => `Recommended by @${username}`,
    search: (label) => `Matches your search: ${label}`,
    backInStock: 'Back in stock',
  },
  kinds: {
    verifyEmail: {
      subject: 'Confirm your email for Vitrina',
      preheader: 'Confirm your email to save favourites.',
      heading: 'Confirm your email',
      paragraphs: () => [
        'Thanks for signing up to Vitrina. You can already log in; to save favourites, please confirm that this email address is yours.',
        "If you didn't create a Vitrina account, you can ignore this message.",
      ],
      action: 'Confirm my email',
    },
    passwordReset: {
      subject: 'Reset your Vitrina password',
      preheader: 'The link works for 60 minutes.',
      heading: 'Reset your password',
      paragraphs: () => [
        'We received a request to reset the password for your account. Use the button to choose a new one.',
        "The link works for 60 minutes and can be used only once. If you didn't ask for it, ignore this email: your password will stay the same.",
      ],
      action: 'Choose a new password',
    },
    passwordChanged: {
      subject: 'Your Vitrina password was changed',
      preheader: 'We are letting you know for your security.',
      heading: 'Your password has been changed',
      paragraphs: ({ resetLink }) => [
        'The password for your Vitrina account has just been changed. We are letting you know for your security.',
        'If this was you, there is nothing else to do.',
        resetLink
          ? "If it wasn't you, reset your password now with the button below and check that your email account is secure."
          : "If it wasn't you, request a new link straight away with the forgotten-password option on the login page.",
      ],
      action: 'Reset my password',
    },
    loginFailures: {
      subject: 'Login attempts on your Vitrina account',
      preheader: "If it wasn't you, change your password.",
      heading: 'Someone tried to log in to your account',
      paragraphs: ({ failures }) => [
        `In the last hour there were ${failures} failed attempts to log in to your Vitrina account with a wrong password.`,
        'Your account is still protected: while the attempts go on we ask for an extra check to log in, and you can keep logging in as usual.',
        "If it wasn't you, choose a new password with the button below; doing so ends every open session.",
      ],
      action: 'Change my password',
    },
    welcome: {
      subject: 'Welcome to Vitrina',
      preheader: 'Your email is confirmed.',
      heading: 'Your account is ready',
      paragraphs: () => [
        'Your email is confirmed: you can now save favourites on Vitrina.',
        'Search clothes from your favourite brands, save the ones you love and read the magazine for the latest stories from each brand. From your profile you can choose which emails you receive.',
      ],
      action: 'Discover Vitrina',
    },
    priceDrop: {
      subject: 'A piece you saved is now cheaper',
      preheader: 'One of your favourites costs less now.',
      heading: 'Price drop',
      paragraphs: ({ clothName, brandName, oldPrice, newPrice }) => [
        `${clothName} by ${brandName}, one of your favourites, has dropped in price: it was ${oldPrice} and is now ${newPrice}.`,
        'You are getting this because you saved it and accept special offers by email. Each brand sets its own prices, which may change again.',
      ],
      action: 'See it on Vitrina',
      footerLink: 'Unsubscribe from price alerts',
    },
    backInStock: {
      subject: 'A piece you saved is back in stock',
      preheader: 'It is on sale again: do not miss it.',
      heading: 'Back in stock',
      paragraphs: ({ clothName, brandName, size, price, asked }) =>
        asked
          ? [
              size
                ? `As you asked: ${clothName} by ${brandName} is available again in size ${size}, at ${price}.`
                : `As you asked: ${clothName} by ${brandName} is available again, at ${price}.`,
              'You are getting this because you asked to be told when it came back and accept back-in-stock alerts. Each brand keeps its own stock, which may sell out again.',
            ]
          : [
              size
                ? `${clothName} by ${brandName}, one of your favourites, is available again in size ${size}, at ${price}.`
                : `${clothName} by ${brandName}, one of your favourites, is available again, at ${price}.`,
              'You are getting this because you saved it and accept back-in-stock alerts. Each brand keeps its own stock, which may sell out again.',
            ],
      action: 'See it on Vitrina',
      footerLink: 'Unsubscribe from these alerts',
    },
    digest: {
      subject: 'New for you on Vitrina',
      preheader: 'What is new from the brands and people you follow and your saved searches.',
      heading: 'New for you',
      paragraphs: ({ total, frequency }) => [
        `${total === 1 ? 'There is 1 new piece' : `There are ${total} new pieces`} for you ${frequency === 'daily' ? 'since yesterday' : 'this week'}: from the brands and people you follow and your saved searches.`,
      ],
      action: 'See everything new',
      footerLink: 'Unsubscribe from this digest',
    },
    subscriptionReceipt: {
      subject: 'Your Vitrina payment receipt',
      preheader: 'Thank you: your plan is paid.',
      heading: 'Payment received',
      paragraphs: ({ brandName, tier, billingCycle, amount, paidOn, periodEnd, paymentId, proration }) => [
        proration
          ? `We received ${amount} on ${paidOn} for upgrading ${brandName} to the ${tier} plan (the rest of the current period).`
          : `We received ${amount} on ${paidOn} for the ${tier} plan of ${brandName}, billed ${billingCycle === 'YEARLY' ? 'yearly' : 'monthly'}.`,
        `Your plan is paid until ${periodEnd}. Payment reference: ${paymentId}.`,
      ],
      action: 'See my subscription',
    },
    paymentFailed: {
      subject: 'We could not renew your Vitrina plan',
      preheader: 'Update your payment to keep your clothes visible.',
      heading: 'Your payment failed',
      paragraphs: ({ brandName, tier, graceEnds }) => [
        `The renewal of the ${tier} plan of ${brandName} was declined.`,
        `Your clothes stay visible until ${graceEnds}. Update your card or pay from your dashboard before then; after that date they leave the site until the plan is paid (nothing is deleted).`,
      ],
      action: 'Fix my payment',
    },
    renewalReminder: {
      subject: 'Your Vitrina plan renews in a week',
      preheader: 'A reminder before your yearly renewal.',
      heading: 'Your yearly plan renews soon',
      paragraphs: ({ brandName, tier, amount, renewsOn }) => [
        `The ${tier} plan of ${brandName} renews on ${renewsOn} for ${amount}.`,
        'There is nothing to do if you want to keep it. To change or cancel the plan, go to your dashboard before that date.',
      ],
      action: 'Manage my subscription',
    },
    cancellationConfirmed: {
      subject: 'Your Vitrina plan has been cancelled',
      preheader: 'Your plan stays active until the end of the period.',
      heading: 'Cancellation confirmed',
      paragraphs: ({ brandName, tier, endsOn }) => [
        `The ${tier} plan of ${brandName} will end on ${endsOn}. Until then everything stays as it is.`,
        'Changed your mind? You can resume the plan from your dashboard any time before that date.',
      ],
      action: 'Resume my plan',
    },
    planLapsed: {
      subject: 'Your Vitrina plan has lapsed',
      preheader: 'Your clothes are no longer shown on Vitrina.',
      heading: 'Your plan has lapsed',
      paragraphs: ({ brandName, tier }) => [
        `The ${tier} plan of ${brandName} was not paid, so your clothes no longer show in search, on the home page or on your brand page.`,
        'Nothing has been deleted: pay for a plan from your dashboard and everything comes back at once.',
      ],
      action: 'Choose a plan',
    },
  },
};
