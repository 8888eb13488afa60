import type { EmailMessages } from './messages';

// French puts a non-breaking space before ":" so the colon never starts a line on its own.
export const fr: EmailMessages = {
  greeting: (username) => `Bonjour ${username},`,
  linkHint: 'Si le bouton ne fonctionne pas, copiez ce lien dans votre navigateur\u00a0:',
  signOff: "L'équipe Vitrina",
  footer: 'Ceci est un message automatique concernant votre compte Vitrina.',
  reasons: {
    brand: (name) => `Nouveau chez ${name}`,
    influencer: (username) => `Recommandé par @${username}`,
    search: (label) => `Correspond à votre recherche : ${label}`,
    backInStock: 'De retour en stock',
  },
  kinds: {
    verifyEmail: {
      subject: 'Confirmez votre adresse e-mail sur Vitrina',
      preheader: 'Confirmez votre adresse pour enregistrer des favoris.',
      heading: 'Confirmez votre adresse e-mail',
      paragraphs: () => [
        'Merci de votre inscription sur Vitrina. Vous pouvez déjà vous connecter ; pour enregistrer des favoris, confirmez que cette adresse vous appartient.',
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
    loginFailures: {
      subject: 'Tentatives de connexion à votre compte Vitrina',
      preheader: "Si ce n'est pas vous, changez votre mot de passe.",
      heading: "Quelqu'un a essayé de se connecter à votre compte",
      paragraphs: ({ failures }) => [
        `Au cours de la dernière heure, ${failures} tentatives de connexion à votre compte Vitrina ont échoué avec un mot de passe erroné.`,
        "Votre compte reste protégé\u00a0: tant que les tentatives durent, nous demandons une vérification de plus pour se connecter, et vous pouvez continuer à vous connecter comme d'habitude.",
        "Si ce n'est pas vous, choisissez un nouveau mot de passe avec le bouton ci-dessous\u00a0: cela ferme toutes les sessions ouvertes.",
      ],
      action: 'Changer mon mot de passe',
    },
    welcome: {
      subject: 'Bienvenue sur Vitrina',
      preheader: 'Votre adresse est confirmée.',
      heading: 'Votre compte est prêt',
      paragraphs: () => [
        'Votre adresse est confirmée : vous pouvez maintenant enregistrer des favoris sur Vitrina.',
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
      footerLink: 'Se désabonner des alertes de prix',
    },
    backInStock: {
      subject: 'Un vêtement enregistré est de retour en stock',
      preheader: 'Il est de nouveau en vente : ne le manquez pas.',
      heading: 'De retour en stock',
      paragraphs: ({ clothName, brandName, size, price, asked }) =>
        asked
          ? [
              size
                ? `Comme vous l’avez demandé : ${clothName} de ${brandName} est de nouveau disponible en taille ${size}, à ${price}.`
                : `Comme vous l’avez demandé : ${clothName} de ${brandName} est de nouveau disponible, à ${price}.`,
              'Vous recevez ce message parce que vous avez demandé à être prévenu de son retour et acceptez les alertes de retour en stock. Chaque marque gère son stock, qui peut s’épuiser de nouveau.',
            ]
          : [
              size
                ? `${clothName} de ${brandName}, l’un de vos favoris, est de nouveau disponible en taille ${size}, à ${price}.`
                : `${clothName} de ${brandName}, l’un de vos favoris, est de nouveau disponible, à ${price}.`,
              'Vous recevez ce message parce que vous l’avez enregistré et acceptez les alertes de retour en stock. Chaque marque gère son stock, qui peut s’épuiser de nouveau.',
            ],
      action: 'Voir le vêtement',
      footerLink: 'Se désabonner de ces alertes',
    },
    digest: {
      subject: 'Nouveautés pour vous sur Vitrina',
      preheader: 'Les nouveautés des marques et des personnes que vous suivez et de vos recherches enregistrées.',
      heading: 'Nouveautés pour vous',
      paragraphs: ({ total, frequency }) => [
        `${total === 1 ? 'Il y a 1 nouvelle pièce' : `Il y a ${total} nouvelles pièces`} pour vous ${frequency === 'daily' ? 'depuis hier' : 'cette semaine'} : des marques et des personnes que vous suivez et de vos recherches enregistrées.`,
      ],
      action: 'Voir toutes les nouveautés',
      footerLink: 'Se désabonner de ce résumé',
    },
    subscriptionReceipt: {
      subject: 'Votre reçu de paiement Vitrina',
      preheader: 'Merci : votre formule est payée.',
      heading: 'Paiement reçu',
      paragraphs: ({ brandName, tier, billingCycle, amount, paidOn, periodEnd, paymentId, proration }) => [
        proration
          ? `Nous avons reçu ${amount} le ${paidOn} pour le passage de ${brandName} à la formule ${tier} (le reste de la période en cours).`
          : `Nous avons reçu ${amount} le ${paidOn} pour la formule ${tier} de ${brandName}, facturée ${billingCycle === 'YEARLY' ? 'chaque année' : 'chaque mois'}.`,
        `Votre formule est payée jusqu'au ${periodEnd}. Référence du paiement : ${paymentId}.`,
      ],
      action: 'Voir mon abonnement',
    },
    paymentFailed: {
      subject: "Nous n'avons pas pu renouveler votre formule Vitrina",
      preheader: 'Mettez à jour votre paiement pour que vos vêtements restent visibles.',
      heading: 'Votre paiement a échoué',
      paragraphs: ({ brandName, tier, graceEnds }) => [
        `Le renouvellement de la formule ${tier} de ${brandName} a été refusé.`,
        `Vos vêtements restent visibles jusqu'au ${graceEnds}. Mettez à jour votre carte ou payez depuis votre tableau de bord avant cette date ; ensuite, ils ne seront plus affichés tant que la formule n'est pas payée (rien n'est supprimé).`,
      ],
      action: 'Régler mon paiement',
    },
    renewalReminder: {
      subject: 'Votre formule Vitrina se renouvelle dans une semaine',
      preheader: 'Un rappel avant votre renouvellement annuel.',
      heading: 'Votre formule annuelle se renouvelle bientôt',
      paragraphs: ({ brandName, tier, amount, renewsOn }) => [
        `La formule ${tier} de ${brandName} se renouvelle le ${renewsOn} pour ${amount}.`,
        "Rien à faire si vous souhaitez la garder. Pour la changer ou l'annuler, rendez-vous sur votre tableau de bord avant cette date.",
      ],
      action: 'Gérer mon abonnement',
    },
    cancellationConfirmed: {
      subject: 'Votre formule Vitrina a été annulée',
      preheader: "Votre formule reste active jusqu'à la fin de la période.",
      heading: 'Annulation confirmée',
      paragraphs: ({ brandName, tier, endsOn }) => [
        `La formule ${tier} de ${brandName} prend fin le ${endsOn}. D'ici là, rien ne change.`,
        "Vous avez changé d'avis ? Vous pouvez reprendre la formule depuis votre tableau de bord à tout moment avant cette date.",
      ],
      action: 'Reprendre ma formule',
    },
    planLapsed: {
      subject: 'Votre formule Vitrina a expiré',
      preheader: 'Vos vêtements ne sont plus affichés sur Vitrina.',
      heading: 'Votre formule a expiré',
      paragraphs: ({ brandName, tier }) => [
        `La formule ${tier} de ${brandName} n'a pas été payée : vos vêtements n'apparaissent plus dans la recherche, sur l'accueil ni sur la page de votre marque.`,
        "Rien n'a été supprimé : payez une formule depuis votre tableau de bord et tout revient aussitôt.",
      ],
      action: 'Choisir une formule',
    },
  },
};
