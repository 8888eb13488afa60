import type { EmailMessages } from './messages';

export const es: EmailMessages = {
  greeting: (username) => `Hola, ${username}:`,
  linkHint: 'Si el botón no funciona, copia y pega este enlace en tu navegador:',
  signOff: 'El equipo de Vitrina',
  footer: 'Este es un mensaje automático sobre tu cuenta de Vitrina.',
  reasons: {
    brand: (name) => `Nuevo de ${name}`,
    influencer: (username) => `Recomendado por @${username}`,
    search: (label) => `Coincide con tu búsqueda: ${label}`,
    backInStock: 'Vuelve a estar disponible',
  },
  kinds: {
    verifyEmail: {
      subject: 'Confirma tu correo en Vitrina',
      preheader: 'Confirma tu correo para guardar favoritos.',
      heading: 'Confirma tu correo',
      paragraphs: () => [
        'Gracias por registrarte en Vitrina. Ya puedes iniciar sesión; para guardar favoritos, confirma que esta dirección de correo es tuya.',
        'Si no creaste una cuenta en Vitrina, puedes ignorar este mensaje.',
      ],
      action: 'Confirmar mi correo',
    },
    passwordReset: {
      subject: 'Restablece tu contraseña de Vitrina',
      preheader: 'El enlace vale durante 60 minutos.',
      heading: 'Restablece tu contraseña',
      paragraphs: () => [
        'Recibimos una solicitud para restablecer la contraseña de tu cuenta. Usa el botón para elegir una nueva.',
        'El enlace vale durante 60 minutos y solo se puede usar una vez. Si no lo pediste, ignora este correo: tu contraseña seguirá siendo la misma.',
      ],
      action: 'Elegir una contraseña nueva',
    },
    passwordChanged: {
      subject: 'Contraseña actualizada en Vitrina',
      preheader: 'Te avisamos por seguridad.',
      heading: 'Tu contraseña está actualizada',
      paragraphs: ({ resetLink }) => [
        'La contraseña de tu cuenta de Vitrina acaba de cambiar. Te lo contamos por seguridad.',
        'Si fuiste tú, no tienes que hacer nada más.',
        resetLink
          ? 'Si no fuiste tú, restablece tu contraseña ahora con el botón de abajo y revisa la seguridad de tu correo.'
          : 'Si no fuiste tú, pide cuanto antes un enlace nuevo desde la opción para recuperar la contraseña en la página de inicio de sesión.',
      ],
      action: 'Restablecer mi contraseña',
    },
    loginFailures: {
      subject: 'Intentos de inicio de sesión en tu cuenta de Vitrina',
      preheader: 'Si no fuiste tú, cambia tu contraseña.',
      heading: 'Alguien intentó entrar a tu cuenta',
      paragraphs: ({ failures }) => [
        `En la última hora hubo ${failures} intentos fallidos de iniciar sesión en tu cuenta de Vitrina con una contraseña incorrecta.`,
        'Tu cuenta sigue protegida: mientras duren los intentos, pedimos una verificación extra para entrar, y tú puedes seguir iniciando sesión como siempre.',
        'Si no fuiste tú, elige una contraseña nueva con el botón de abajo; al hacerlo se cierran todas las sesiones abiertas.',
      ],
      action: 'Cambiar mi contraseña',
    },
    welcome: {
      subject: 'Te damos la bienvenida a Vitrina',
      preheader: 'Tu correo está confirmado.',
      heading: 'Tu cuenta está lista',
      paragraphs: () => [
        'Tu correo está confirmado: ya puedes guardar favoritos en Vitrina.',
        'Busca prendas de tus marcas favoritas, guarda las que te gusten y lee la revista con las últimas historias de cada marca. Desde tu perfil puedes elegir qué correos quieres recibir.',
      ],
      action: 'Descubrir Vitrina',
    },
    priceDrop: {
      subject: 'Bajó el precio de una prenda que guardaste',
      preheader: 'Una de tus favoritas ahora cuesta menos.',
      heading: 'Bajó de precio',
      paragraphs: ({ clothName, brandName, oldPrice, newPrice }) => [
        `${clothName}, de ${brandName}, está entre tus favoritas y bajó de precio: antes costaba ${oldPrice}, ahora ${newPrice}.`,
        'Te escribimos porque guardaste esta prenda y aceptas recibir ofertas especiales. Cada marca fija sus precios, que pueden volver a cambiar.',
      ],
      action: 'Ver la prenda',
      footerLink: 'Darte de baja de los avisos de precio',
    },
    backInStock: {
      subject: 'Una prenda que guardaste vuelve a estar disponible',
      preheader: 'Vuelve a estar a la venta: no la dejes pasar.',
      heading: 'Vuelve a estar disponible',
      paragraphs: ({ clothName, brandName, size, price, asked }) =>
        asked
          ? [
              size
                ? `Como pediste: ${clothName}, de ${brandName}, vuelve a estar disponible en talla ${size}, a ${price}.`
                : `Como pediste: ${clothName}, de ${brandName}, vuelve a estar disponible, a ${price}.`,
              'Te escribimos porque pediste que te avisáramos cuando volviera y aceptas avisos de disponibilidad. Cada marca maneja su stock, que puede volver a agotarse.',
            ]
          : [
              size
                ? `${clothName}, de ${brandName}, está entre tus favoritas y vuelve a estar disponible en talla ${size}, a ${price}.`
                : `${clothName}, de ${brandName}, está entre tus favoritas y vuelve a estar disponible, a ${price}.`,
              'Te escribimos porque guardaste esta prenda y aceptas avisos de disponibilidad. Cada marca maneja su stock, que puede volver a agotarse.',
            ],
      action: 'Ver la prenda',
      footerLink: 'Darte de baja de estos avisos',
    },
    digest: {
      subject: 'Novedades para ti en Vitrina',
      preheader: 'Lo nuevo de las marcas y personas que sigues y de tus búsquedas guardadas.',
      heading: 'Novedades para ti',
      paragraphs: ({ total, frequency }) => [
        `${total === 1 ? 'Hay 1 prenda nueva' : `Hay ${total} prendas nuevas`} para ti ${frequency === 'daily' ? 'desde ayer' : 'esta semana'}: de las marcas y personas que sigues y de tus búsquedas guardadas.`,
      ],
      action: 'Ver todas las novedades',
      footerLink: 'Darte de baja de este resumen',
    },
    subscriptionReceipt: {
      subject: 'Tu recibo de pago de Vitrina',
      preheader: 'Gracias: tu plan está pagado.',
      heading: 'Pago recibido',
      paragraphs: ({ brandName, tier, billingCycle, amount, paidOn, periodEnd, paymentId, proration }) => [
        proration
          ? `Recibimos ${amount} el ${paidOn} por pasar ${brandName} al plan ${tier} (lo que queda del período actual).`
          : `Recibimos ${amount} el ${paidOn} por el plan ${tier} de ${brandName}, con facturación ${billingCycle === 'YEARLY' ? 'anual' : 'mensual'}.`,
        `Tu plan está pagado hasta el ${periodEnd}. Referencia del pago: ${paymentId}.`,
      ],
      action: 'Ver mi suscripción',
    },
    paymentFailed: {
      subject: 'No pudimos renovar tu plan de Vitrina',
      preheader: 'Actualizá tu pago para que tus prendas sigan visibles.',
      heading: 'Tu pago fue rechazado',
      paragraphs: ({ brandName, tier, graceEnds }) => [
        `La renovación del plan ${tier} de ${brandName} fue rechazada.`,
        `Tus prendas siguen visibles hasta el ${graceEnds}. Actualizá tu tarjeta o pagá desde tu panel antes de esa fecha; después dejarán de mostrarse hasta que el plan esté pagado (no se borra nada).`,
      ],
      action: 'Resolver mi pago',
    },
    renewalReminder: {
      subject: 'Tu plan de Vitrina se renueva en una semana',
      preheader: 'Un aviso antes de tu renovación anual.',
      heading: 'Tu plan anual se renueva pronto',
      paragraphs: ({ brandName, tier, amount, renewsOn }) => [
        `El plan ${tier} de ${brandName} se renueva el ${renewsOn} por ${amount}.`,
        'Si querés mantenerlo no tenés que hacer nada. Para cambiarlo o cancelarlo, entrá a tu panel antes de esa fecha.',
      ],
      action: 'Gestionar mi suscripción',
    },
    cancellationConfirmed: {
      subject: 'Tu plan de Vitrina fue cancelado',
      preheader: 'Tu plan sigue activo hasta el fin del período.',
      heading: 'Cancelación confirmada',
      paragraphs: ({ brandName, tier, endsOn }) => [
        `El plan ${tier} de ${brandName} termina el ${endsOn}. Hasta entonces todo sigue igual.`,
        '¿Cambiaste de idea? Podés reanudar el plan desde tu panel en cualquier momento antes de esa fecha.',
      ],
      action: 'Reanudar mi plan',
    },
    planLapsed: {
      subject: 'Tu plan de Vitrina venció',
      preheader: 'Tus prendas ya no se muestran en Vitrina.',
      heading: 'Tu plan venció',
      paragraphs: ({ brandName, tier }) => [
        `El plan ${tier} de ${brandName} no se pagó, así que tus prendas ya no aparecen en la búsqueda, en el inicio ni en la página de tu marca.`,
        'No se borró nada: pagá un plan desde tu panel y todo vuelve al instante.',
      ],
      action: 'Elegir un plan',
    },
  },
};
