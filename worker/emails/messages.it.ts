import type { EmailMessages } from './messages';

export const it: EmailMessages = {
  greeting: (username) => `Ciao ${username},`,
  linkHint: 'Se il pulsante non funziona, copia e incolla questo link nel browser:',
  signOff: 'Il team di Vitrina',
  footer: 'Questo è un messaggio automatico relativo al tuo account Vitrina.',
  reasons: {
    brand: (name) => `Novità di ${name}`,
    influencer: (username) => `Consigliato da @${username}`,
    search: (label) => `Corrisponde alla tua ricerca: ${label}`,
    backInStock: 'Di nuovo disponibile',
  },
  kinds: {
    verifyEmail: {
      subject: 'Conferma la tua email su Vitrina',
      preheader: 'Conferma la tua email per salvare i preferiti.',
      heading: 'Conferma la tua email',
      paragraphs: () => [
        'Grazie per la registrazione su Vitrina. Puoi già accedere; per salvare i preferiti, conferma che questo indirizzo email è tuo.',
        'Se non hai creato un account su Vitrina, puoi ignorare questo messaggio.',
      ],
      action: 'Conferma la mia email',
    },
    passwordReset: {
      subject: 'Reimposta la password di Vitrina',
      preheader: 'Il link è valido per 60 minuti.',
      heading: 'Reimposta la password',
      paragraphs: () => [
        'Abbiamo ricevuto una richiesta di reimpostazione della password del tuo account. Usa il pulsante per sceglierne una nuova.',
        "Il link è valido per 60 minuti e si può usare una sola volta. Se non l'hai chiesto tu, ignora questa email: la password resterà invariata.",
      ],
      action: 'Scegli una nuova password',
    },
    passwordChanged: {
      subject: 'Password aggiornata su Vitrina',
      preheader: 'Te lo segnaliamo per sicurezza.',
      heading: 'La tua password è stata aggiornata',
      paragraphs: ({ resetLink }) => [
        'La password del tuo account Vitrina è appena stata cambiata. Te lo segnaliamo per sicurezza.',
        "Se il cambio l'hai fatto tu, non devi fare nient'altro.",
        resetLink
          ? "Se non l'hai fatto tu, reimposta subito la password con il pulsante qui sotto e controlla la sicurezza della tua casella email."
          : "Se non l'hai fatto tu, chiedi subito un nuovo link con l'opzione per recuperare la password nella pagina di accesso.",
      ],
      action: 'Reimposta la password',
    },
    loginFailures: {
      subject: 'Tentativi di accesso al tuo account Vitrina',
      preheader: 'Se non sei stato tu, cambia la password.',
      heading: 'Qualcuno ha provato ad accedere al tuo account',
      paragraphs: ({ failures }) => [
        `Nell'ultima ora ci sono stati ${failures} tentativi falliti di accedere al tuo account Vitrina con una password sbagliata.`,
        'Il tuo account resta protetto: finché durano i tentativi chiediamo una verifica in più per accedere, e tu puoi continuare ad accedere come sempre.',
        'Se non sei stato tu, scegli una nuova password con il pulsante qui sotto: così si chiudono tutte le sessioni aperte.',
      ],
      action: 'Cambia la password',
    },
    welcome: {
      subject: 'Ti diamo il benvenuto su Vitrina',
      preheader: 'La tua email è confermata.',
      heading: 'Il tuo account è pronto',
      paragraphs: () => [
        'La tua email è confermata: ora puoi salvare i preferiti su Vitrina.',
        'Cerca i capi dei tuoi brand preferiti, salva quelli che ti piacciono e leggi il magazine con le ultime storie di ogni brand. Dal tuo profilo puoi scegliere quali email ricevere.',
      ],
      action: 'Scopri Vitrina',
    },
    priceDrop: {
      subject: 'Un capo che hai salvato ora costa meno',
      preheader: 'Uno dei tuoi preferiti ha un prezzo più basso.',
      heading: 'Prezzo ribassato',
      paragraphs: ({ clothName, brandName, oldPrice, newPrice }) => [
        `${clothName} di ${brandName}, tra i tuoi preferiti, costa meno: prima ${oldPrice}, ora ${newPrice}.`,
        'Ricevi questa email perché hai salvato questo capo e accetti le offerte speciali. Ogni marca stabilisce i propri prezzi, che possono cambiare di nuovo.',
      ],
      action: 'Vedi il capo',
      footerLink: 'Annulla l’iscrizione agli avvisi di prezzo',
    },
    backInStock: {
      subject: 'Un capo che hai salvato è di nuovo disponibile',
      preheader: 'È di nuovo in vendita: non fartelo scappare.',
      heading: 'Di nuovo disponibile',
      paragraphs: ({ clothName, brandName, size, price, asked }) =>
        asked
          ? [
              size
                ? `Come hai chiesto: ${clothName} di ${brandName} è di nuovo disponibile nella taglia ${size}, a ${price}.`
                : `Come hai chiesto: ${clothName} di ${brandName} è di nuovo disponibile, a ${price}.`,
              'Ti scriviamo perché hai chiesto di essere avvisato quando fosse tornato e accetti gli avvisi di disponibilità. Ogni brand gestisce le proprie scorte, che possono esaurirsi di nuovo.',
            ]
          : [
              size
                ? `${clothName} di ${brandName}, tra i tuoi preferiti, è di nuovo disponibile nella taglia ${size}, a ${price}.`
                : `${clothName} di ${brandName}, tra i tuoi preferiti, è di nuovo disponibile, a ${price}.`,
              'Ti scriviamo perché hai salvato questo capo e accetti gli avvisi di disponibilità. Ogni brand gestisce le proprie scorte, che possono esaurirsi di nuovo.',
            ],
      action: 'Vedi il capo',
      footerLink: 'Annulla l’iscrizione a questi avvisi',
    },
    digest: {
      subject: 'Novità per te su Vitrina',
      preheader: 'Le novità dei brand e delle persone che segui e delle tue ricerche salvate.',
      heading: 'Novità per te',
      paragraphs: ({ total, frequency }) => [
        `${total === 1 ? 'C’è 1 capo nuovo' : `Ci sono ${total} capi nuovi`} per te ${frequency === 'daily' ? 'da ieri' : 'questa settimana'}: dai brand e dalle persone che segui e dalle tue ricerche salvate.`,
      ],
      action: 'Vedi tutte le novità',
      footerLink: 'Annulla l’iscrizione a questo riepilogo',
    },
    subscriptionReceipt: {
      subject: 'La tua ricevuta di pagamento Vitrina',
      preheader: 'Grazie: il tuo piano è pagato.',
      heading: 'Pagamento ricevuto',
      paragraphs: ({ brandName, tier, billingCycle, amount, paidOn, periodEnd, paymentId, proration }) => [
        proration
          ? `Abbiamo ricevuto ${amount} il ${paidOn} per il passaggio di ${brandName} al piano ${tier} (il resto del periodo in corso).`
          : `Abbiamo ricevuto ${amount} il ${paidOn} per il piano ${tier} di ${brandName}, con fatturazione ${billingCycle === 'YEARLY' ? 'annuale' : 'mensile'}.`,
        `Il tuo piano è pagato fino al ${periodEnd}. Riferimento del pagamento: ${paymentId}.`,
      ],
      action: 'Vedi il mio abbonamento',
    },
    paymentFailed: {
      subject: 'Non siamo riusciti a rinnovare il tuo piano Vitrina',
      preheader: 'Aggiorna il pagamento perché i tuoi capi restino visibili.',
      heading: 'Il pagamento non è andato a buon fine',
      paragraphs: ({ brandName, tier, graceEnds }) => [
        `Il rinnovo del piano ${tier} di ${brandName} è stato rifiutato.`,
        `I tuoi capi restano visibili fino al ${graceEnds}. Aggiorna la carta o paga dalla tua dashboard prima di quella data; dopo non saranno più mostrati finché il piano non sarà pagato (non si cancella nulla).`,
      ],
      action: 'Sistema il pagamento',
    },
    renewalReminder: {
      subject: 'Il tuo piano Vitrina si rinnova tra una settimana',
      preheader: 'Un promemoria prima del rinnovo annuale.',
      heading: 'Il tuo piano annuale si rinnova presto',
      paragraphs: ({ brandName, tier, amount, renewsOn }) => [
        `Il piano ${tier} di ${brandName} si rinnova il ${renewsOn} per ${amount}.`,
        'Se vuoi mantenerlo non devi fare nulla. Per cambiarlo o annullarlo, vai alla tua dashboard prima di quella data.',
      ],
      action: 'Gestisci il mio abbonamento',
    },
    cancellationConfirmed: {
      subject: 'Il tuo piano Vitrina è stato annullato',
      preheader: 'Il piano resta attivo fino alla fine del periodo.',
      heading: 'Annullamento confermato',
      paragraphs: ({ brandName, tier, endsOn }) => [
        `Il piano ${tier} di ${brandName} termina il ${endsOn}. Fino ad allora tutto resta com'è.`,
        'Hai cambiato idea? Puoi riprendere il piano dalla tua dashboard in qualsiasi momento prima di quella data.',
      ],
      action: 'Riprendi il mio piano',
    },
    planLapsed: {
      subject: 'Il tuo piano Vitrina è scaduto',
      preheader: 'I tuoi capi non sono più mostrati su Vitrina.',
      heading: 'Il tuo piano è scaduto',
      paragraphs: ({ brandName, tier }) => [
        `Il piano ${tier} di ${brandName} non è stato pagato, quindi i tuoi capi non compaiono più nella ricerca, nella home o nella pagina del brand.`,
        'Non è stato cancellato nulla: paga un piano dalla tua dashboard e tutto torna subito.',
      ],
      action: 'Scegli un piano',
    },
  },
};
