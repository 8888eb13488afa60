import type { EmailMessages } from './messages';

export const en: EmailMessages = {
  greeting: (username) => `Hi ${username},`,
  linkHint: "If the button doesn't work, copy and paste this link into your browser:",
  signOff: 'The Vitrina team',
  footer: 'This is an automated message about your Vitrina account.',
  kinds: {
    verifyEmail: {
      subject: 'Confirm your email for Vitrina',
      preheader: 'One more step to activate your account.',
      heading: 'Confirm your email',
      paragraphs: () => [
        'Thanks for signing up to Vitrina. To activate your account, please confirm that this email address is yours.',
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
    welcome: {
      subject: 'Welcome to Vitrina',
      preheader: 'Your account is now active.',
      heading: 'Your account is ready',
      paragraphs: () => [
        'Your email is confirmed and your Vitrina account is active.',
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
      footerLink: 'Turn off price alerts in your profile',
    },
  },
};
