import type { EmailMessages } from './messages';

// French puts a non-breaking space before ":" so the colon never starts a line on its own.
export const fr: EmailMessages = {
  greeting: (username) => `Bonjour ${username},`,
  linkHint: 'Si le bouton ne fonctionne pas, copiez ce lien dans votre navigateur\u00a0:',
  signOff: "L'équipe Vitrina",
  footer: 'Ceci est un message automatique concernant votre compte Vitrina.',
  kinds: {
    verifyEmail: {
      subject: 'Confirmez votre adresse e-mail sur Vitrina',
      preheader: "Plus qu'une étape pour activer votre compte.",
      heading: 'Confirmez votre adresse e-mail',
      paragraphs: () => [
        'Merci de votre inscription sur Vitrina. Pour activer votre compte, confirmez que cette adresse vous appartient.',
        "Si vous n'avez pas créé de compte sur Vitrina, vous pouvez ignorer ce message.",
      ],
      action: 'Confirmer mon adresse',
    },
    passwordReset: {
      subject: 'Réinitialisez votre mot de passe Vitrina',
      preheader: 'Le lien est valable 60 minutes.',
      heading: 'Réinitialisez votre mot de passe',
      paragraphs: () => [
        'Nous avons reçu une demande de réinitialisation du mot de passe de votre compte. Utilisez le bouton pour en choisir un nouveau.',
        "Ce lien est valable 60 minutes et ne peut servir qu'une fois. Si vous n'êtes pas à l'origine de cette demande, ignorez cet e-mail\u00a0: votre mot de passe restera inchangé.",
      ],
      action: 'Choisir un nouveau mot de passe',
    },
    passwordChanged: {
      subject: 'Mot de passe modifié sur Vitrina',
      preheader: 'Nous vous prévenons par sécurité.',
      heading: 'Votre mot de passe a été modifié',
      paragraphs: ({ resetLink }) => [
        "Le mot de passe de votre compte Vitrina vient d'être modifié. Nous vous prévenons par sécurité.",
        "Si c'est vous, vous n'avez rien d'autre à faire.",
        resetLink
          ? "Si ce n'est pas vous, réinitialisez votre mot de passe dès maintenant avec le bouton ci-dessous et vérifiez la sécurité de votre messagerie."
          : "Si ce n'est pas vous, demandez sans attendre un nouveau lien avec l'option de mot de passe oublié sur la page de connexion.",
      ],
      action: 'Réinitialiser mon mot de passe',
    },
    welcome: {
      subject: 'Bienvenue sur Vitrina',
      preheader: 'Votre compte est actif.',
      heading: 'Votre compte est prêt',
      paragraphs: () => [
        'Votre adresse est confirmée et votre compte Vitrina est actif.',
        'Recherchez les pièces de vos marques préférées, enregistrez celles qui vous plaisent et lisez le magazine pour découvrir les dernières histoires de chaque marque. Depuis votre profil, vous choisissez les e-mails que vous recevez.',
      ],
      action: 'Découvrir Vitrina',
    },
    priceDrop: {
      subject: 'Un vêtement que vous avez enregistré coûte moins cher',
      preheader: "L'un de vos favoris a baissé de prix.",
      heading: 'Baisse de prix',
      paragraphs: ({ clothName, brandName, oldPrice, newPrice }) => [
        `${clothName} de ${brandName}, qui fait partie de vos favoris, coûte moins cher\u00a0: ${oldPrice} auparavant, ${newPrice} désormais.`,
        'Vous recevez cet e-mail car vous avez enregistré ce vêtement et acceptez les offres spéciales. Chaque marque fixe ses prix, qui peuvent encore changer.',
      ],
      action: 'Voir le vêtement',
      footerLink: 'Désactivez les alertes de prix dans votre profil',
    },
  },
};
