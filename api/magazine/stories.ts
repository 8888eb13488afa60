/**
 * The demo magazine's stories: a few paragraphs each in Spanish, English, Italian and French, in a fashion
 * magazine's voice. `{brand}` is the brand's name. `features` says which of the brand's clothes an entry shows
 * under it: by category ids and by the material tags the demo catalogue gives its clothes (api/demo/seed.ts).
 */
export interface Story {
  es: string;
  en: string;
  it: string;
  fr: string;
  features: { categories?: string[]; tags?: string[] };
}

export const STORIES: Story[] = [
  {
    features: { tags: ['lino'] },
    es: `Cómo llevar el lino sin miedo a las arrugas

El lino es la tela del verano del sur por una razón simple: respira. Se seca rápido, no se pega al cuerpo y con cada lavado se vuelve más suave. Sus arrugas no son un descuido, son parte del encanto; planchado a medias, dice que el día fue largo y bueno.

En {brand} lo pensamos en capas livianas: una camisa amplia abierta sobre una camiseta de algodón, un pantalón recto con la botamanga apenas doblada, sandalias de cuero. Los tonos crudos y terracota se llevan bien entre sí y con la piel tostada.

Un consejo de taller: lavalo en frío, sin centrifugar fuerte, y colgalo húmedo a la sombra. Se plancha solo con el peso del agua.`,
    en: `How to wear linen without fearing the creases

Linen is the southern summer's fabric for a simple reason: it breathes. It dries fast, never clings, and grows softer with every wash. Its creases are not carelessness but part of its charm; half-pressed, it says the day was long and good.

At {brand} we think of it in light layers: a roomy shirt worn open over a cotton tee, straight trousers with the hem barely turned up, leather sandals. Ecru and terracotta sit well together and with sun-warmed skin.

A tip from the workroom: wash it cold, spin it gently and hang it damp in the shade. The weight of the water does the ironing.`,
    it: `Come portare il lino senza temere le pieghe

Il lino è il tessuto dell'estate per una ragione semplice: respira. Si asciuga in fretta, non si attacca alla pelle e a ogni lavaggio diventa più morbido. Le sue pieghe non sono trascuratezza ma parte del fascino; stirato a metà, racconta una giornata lunga e bella.

Da {brand} lo pensiamo a strati leggeri: una camicia ampia aperta su una t-shirt di cotone, un pantalone dritto con l'orlo appena risvoltato, sandali di pelle. L'écru e il terracotta stanno bene insieme e sulla pelle abbronzata.

Un consiglio dal laboratorio: lavalo a freddo, centrifuga delicata, e stendilo umido all'ombra. Il peso dell'acqua lo stira da sé.`,
    fr: `Porter le lin sans craindre les plis

Le lin est l'étoffe de l'été pour une raison simple : il respire. Il sèche vite, ne colle jamais et s'adoucit à chaque lavage. Ses plis ne sont pas de la négligence mais une part de son charme ; à moitié repassé, il raconte une journée longue et belle.

Chez {brand}, nous le pensons en couches légères : une chemise ample ouverte sur un t-shirt en coton, un pantalon droit à l'ourlet à peine retroussé, des sandales en cuir. L'écru et la terracotta s'accordent entre eux et avec une peau dorée.

Un conseil d'atelier : lavez-le à froid, essorez doucement et étendez-le humide à l'ombre. Le poids de l'eau fait le repassage.`,
  },
  {
    features: { categories: ['vestidos', 'faldas', 'camisas', 'sandalias'] },
    es: `La edición de la temporada: días largos, telas frescas

Esta temporada, {brand} vuelve a lo esencial. Vestidos que se mueven con el viento, faldas de cintura alta que piden una camisa metida adentro, y una paleta que va del blanco de la cal al rojo de la tierra mojada.

Elegimos siluetas que funcionan de la mañana a la noche: el vestido de lino con sandalias para el mercado, el mismo con un collar dorado y el pelo recogido para la cena. Menos prendas, mejor elegidas, y todas capaces de combinarse entre sí.

Acá abajo, nuestras favoritas de la edición. Están hechas en talleres que conocemos por su nombre.`,
    en: `The season's edit: long days, cool fabrics

This season {brand} goes back to essentials. Dresses that move with the wind, high-waisted skirts that ask for a tucked-in shirt, and a palette running from whitewash to the red of wet earth.

We chose shapes that work from morning to night: the linen dress with sandals for the market, the same one with a gold necklace and hair pinned up for dinner. Fewer pieces, better chosen, and every one able to go with the rest.

Below are our favourites from the edit. They are made in workrooms we know by name.`,
    it: `Il meglio della stagione: giornate lunghe, tessuti freschi

In questa stagione {brand} torna all'essenziale. Abiti che si muovono col vento, gonne a vita alta che chiedono una camicia infilata dentro, e una palette che va dal bianco calce al rosso della terra bagnata.

Abbiamo scelto silhouette che funzionano dalla mattina alla sera: l'abito di lino con i sandali per il mercato, lo stesso con una collana dorata e i capelli raccolti per la cena. Meno capi, scelti meglio, tutti da abbinare tra loro.

Qui sotto, i nostri preferiti. Sono fatti in laboratori che conosciamo per nome.`,
    fr: `La sélection de la saison : longues journées, matières fraîches

Cette saison, {brand} revient à l'essentiel. Des robes qui bougent avec le vent, des jupes taille haute qui appellent une chemise rentrée, et une palette qui va du blanc de chaux au rouge de la terre mouillée.

Nous avons choisi des silhouettes qui vont du matin au soir : la robe en lin avec des sandales pour le marché, la même avec un collier doré et les cheveux relevés pour le dîner. Moins de pièces, mieux choisies, et toutes faites pour aller ensemble.

Ci-dessous, nos préférées de la sélection. Elles sont faites dans des ateliers que nous connaissons par leur nom.`,
  },
  {
    features: { categories: ['camisas', 'camisetas', 'pantalones', 'bolsos-de-mano'] },
    es: `Detrás de escena: así nace una prenda de {brand}

Todo empieza en una mesa larga, con rollos de tela apoyados contra la pared y un molde de papel marrón. Cada prenda pasa por las mismas manos: la de quien corta, la de quien cose y la de quien revisa cada costura antes de doblarla.

Trabajamos en series cortas. No es una pose: nos permite elegir telas que sobran en las hilanderías, probar un cuello tres veces hasta que cae bien y no tener depósitos llenos de lo que nadie quiso.

Cuando comprás una de estas prendas, sabés quién la hizo. Acá van algunas de las que salieron del taller este mes.`,
    en: `Behind the scenes: how a {brand} piece is born

It all begins at a long table, with bolts of cloth leaning against the wall and a brown-paper pattern. Every piece goes through the same hands: the cutter's, the sewer's, and those of whoever checks each seam before it is folded.

We work in short runs. It is not a pose: it lets us choose cloth the mills have left over, try a collar three times until it sits right, and never fill a warehouse with what nobody wanted.

When you buy one of these pieces, you know who made it. Here are a few that left the workroom this month.`,
    it: `Dietro le quinte: come nasce un capo {brand}

Tutto comincia su un lungo tavolo, con i rotoli di stoffa appoggiati al muro e un cartamodello marrone. Ogni capo passa per le stesse mani: chi taglia, chi cuce e chi controlla ogni cucitura prima di piegarlo.

Lavoriamo in piccole serie. Non è una posa: ci permette di scegliere i tessuti avanzati dalle filande, provare un colletto tre volte finché non cade bene e non riempire magazzini di ciò che nessuno ha voluto.

Quando compri uno di questi capi, sai chi l'ha fatto. Eccone alcuni usciti dal laboratorio questo mese.`,
    fr: `Dans les coulisses : la naissance d'une pièce {brand}

Tout commence sur une longue table, avec des rouleaux de tissu appuyés au mur et un patron en papier kraft. Chaque pièce passe par les mêmes mains : celles de la coupe, celles de la couture et celles qui vérifient chaque couture avant le pliage.

Nous travaillons en petites séries. Ce n'est pas une posture : cela nous permet de choisir les fins de rouleaux des filatures, d'essayer un col trois fois jusqu'à ce qu'il tombe juste, et de ne jamais remplir un entrepôt de ce que personne n'a voulu.

Quand vous achetez l'une de ces pièces, vous savez qui l'a faite. En voici quelques-unes sorties de l'atelier ce mois-ci.`,
  },
  {
    features: { tags: ['lana', 'cachemira'] },
    es: `Cuidar la lana: cinco gestos para que dure años

Un buen abrigo de lana puede acompañarte una década si lo tratás con cariño. El primer secreto es lavarlo poco: la lana se limpia sola con el aire. Después de usarlo, colgalo en una percha ancha junto a una ventana abierta.

Cuando haga falta, lavá a mano con agua tibia y un jabón neutro, sin frotar. Nunca lo escurras retorciéndolo: envolvelo en una toalla, presioná y secalo en plano. Las bolitas se van con un peine de lana, no con tijera.

Y al final del invierno, guardalo limpio, en una funda de algodón, con un poco de cedro o lavanda. En {brand} creemos que la prenda más sustentable es la que ya tenés.`,
    en: `Caring for wool: five habits that make it last for years

A good wool coat can stay with you for a decade if you treat it kindly. The first secret is to wash it rarely: wool freshens itself in the air. After wearing it, hang it on a broad hanger by an open window.

When it does need a wash, do it by hand in lukewarm water with a mild soap, without rubbing. Never wring it: roll it in a towel, press, and dry it flat. Pilling comes away with a wool comb, not scissors.

At the end of winter, put it away clean, in a cotton bag, with a little cedar or lavender. At {brand} we believe the most sustainable garment is the one you already own.`,
    it: `Prendersi cura della lana: cinque gesti per farla durare anni

Un buon cappotto di lana può accompagnarti per dieci anni se lo tratti con cura. Il primo segreto è lavarlo poco: la lana si rinfresca da sola all'aria. Dopo averlo indossato, appendilo a una gruccia larga vicino a una finestra aperta.

Quando serve, lavalo a mano in acqua tiepida con un sapone neutro, senza strofinare. Non strizzarlo mai: arrotolalo in un asciugamano, premi e fallo asciugare in piano. I pallini si tolgono con un pettine per lana, non con le forbici.

A fine inverno, riponilo pulito in una sacca di cotone, con un po' di cedro o lavanda. Da {brand} crediamo che il capo più sostenibile sia quello che hai già.`,
    fr: `Prendre soin de la laine : cinq gestes pour la garder des années

Un bon manteau en laine peut vous accompagner dix ans si vous le traitez avec égards. Premier secret : le laver rarement, la laine se rafraîchit seule à l'air. Après l'avoir porté, suspendez-le sur un cintre large près d'une fenêtre ouverte.

Quand il le faut, lavez-le à la main à l'eau tiède avec un savon doux, sans frotter. Ne le tordez jamais : roulez-le dans une serviette, pressez et faites-le sécher à plat. Les bouloches partent au peigne à laine, pas aux ciseaux.

À la fin de l'hiver, rangez-le propre dans une housse en coton, avec un peu de cèdre ou de lavande. Chez {brand}, nous pensons que le vêtement le plus durable est celui que vous avez déjà.`,
  },
  {
    features: { categories: ['abrigos', 'jerseis', 'bufandas', 'gorros', 'botas'] },
    es: `Capas para el frío del sur

En la montaña el clima cambia tres veces por día, y la respuesta no es un abrigo enorme sino capas que se suman y se sacan. Empezá por una camiseta de algodón, sumá un jersey de lana con puños acanalados y terminá con un abrigo recto que cubra la cadera.

La bufanda hace más de lo que parece: cerrada en el cuello guarda el calor de todo el cuerpo. Un gorro de punto y unas botas de cuero bien engrasadas completan un equipo que aguanta la nieve y también la ciudad.

Los colores de {brand} salen del paisaje: el gris de la piedra, el camel de la estepa, el azul del lago en invierno.`,
    en: `Layers for the southern cold

In the mountains the weather changes three times a day, and the answer is not one enormous coat but layers you add and take off. Start with a cotton tee, add a wool jumper with ribbed cuffs, and finish with a straight coat that covers the hips.

A scarf does more than it seems: wrapped close at the neck, it keeps the whole body's warmth in. A knitted beanie and well-waxed leather boots complete a kit that handles the snow and the city alike.

The colours of {brand} come from the landscape: the grey of the rock, the camel of the steppe, the blue of the lake in winter.`,
    it: `Strati per il freddo del sud

In montagna il tempo cambia tre volte al giorno, e la risposta non è un cappotto enorme ma strati da aggiungere e togliere. Comincia con una t-shirt di cotone, aggiungi un maglione di lana con polsini a coste e chiudi con un cappotto dritto che copra i fianchi.

La sciarpa fa più di quanto sembri: stretta al collo, trattiene il calore di tutto il corpo. Un berretto in maglia e stivali di pelle ben ingrassati completano un corredo che regge la neve e anche la città.

I colori di {brand} vengono dal paesaggio: il grigio della roccia, il cammello della steppa, il blu del lago d'inverno.`,
    fr: `Des couches pour le froid du sud

En montagne, le temps change trois fois par jour, et la réponse n'est pas un manteau énorme mais des couches qu'on ajoute et qu'on retire. Commencez par un t-shirt en coton, ajoutez un pull en laine aux poignets côtelés et terminez par un manteau droit qui couvre les hanches.

L'écharpe fait plus qu'il n'y paraît : serrée au cou, elle garde la chaleur de tout le corps. Un bonnet en maille et des bottes en cuir bien cirées complètent une tenue qui tient tête à la neige comme à la ville.

Les couleurs de {brand} viennent du paysage : le gris de la roche, le camel de la steppe, le bleu du lac en hiver.`,
  },
  {
    features: { categories: ['abrigos', 'jerseis', 'pantalones'] },
    es: `{brand}: de la meseta al telar

La historia empieza lejos de cualquier vidriera, en estancias donde las ovejas pastan al viento. La lana llega sucia y con olor a campo; se lava, se carda y se hila en una cooperativa que trabaja así desde hace cuarenta años.

De ahí sale un hilo con carácter, algo irregular, que no se parece a nada de lo que hace una máquina en serie. Con él tejemos jerseis pesados y paños para abrigos que se cosen uno a uno.

Nos gusta pensar que cada prenda lleva un poco de ese paisaje. Estas son las que mejor lo cuentan esta temporada.`,
    en: `{brand}: from the plateau to the loom

The story starts far from any shop window, on ranches where sheep graze in the wind. The wool arrives dirty and smelling of the fields; it is washed, carded and spun at a cooperative that has worked this way for forty years.

What comes out is a yarn with character, a little uneven, unlike anything a machine makes by the thousand. With it we knit heavy jumpers and weave cloth for coats that are sewn one by one.

We like to think every piece carries a little of that landscape. These are the ones that tell it best this season.`,
    it: `{brand}: dall'altopiano al telaio

La storia comincia lontano da ogni vetrina, nelle fattorie dove le pecore pascolano nel vento. La lana arriva sporca e con l'odore dei campi; viene lavata, cardata e filata in una cooperativa che lavora così da quarant'anni.

Ne esce un filato di carattere, un po' irregolare, diverso da tutto ciò che una macchina produce in serie. Con questo lavoriamo maglioni pesanti e tessiamo panni per cappotti cuciti uno a uno.

Ci piace pensare che ogni capo porti con sé un po' di quel paesaggio. Questi sono quelli che lo raccontano meglio in questa stagione.`,
    fr: `{brand} : du plateau au métier à tisser

L'histoire commence loin de toute vitrine, dans des estancias où les moutons paissent dans le vent. La laine arrive sale et sent la campagne ; elle est lavée, cardée et filée dans une coopérative qui travaille ainsi depuis quarante ans.

Il en sort un fil de caractère, un peu irrégulier, qui ne ressemble à rien de ce qu'une machine fabrique en série. Avec lui, nous tricotons des pulls épais et tissons des draps pour des manteaux cousus un à un.

Nous aimons penser que chaque pièce emporte un peu de ce paysage. Voici celles qui le racontent le mieux cette saison.`,
  },
  {
    features: { categories: ['cinturones', 'collares', 'pendientes', 'bolsos-de-mano'] },
    es: `Los detalles que cambian un look

Un traje sobrio, una camisa blanca: la base ya está. Lo que la vuelve tuya son los detalles. Un cinturón de cuero con hebilla dorada marca la cintura y ordena la silueta; unos pendientes pequeños iluminan la cara sin pedir protagonismo.

La regla de {brand} es sencilla: un solo punto de brillo por vez. Si el collar es protagonista, el bolso acompaña en un tono neutro; si el bolso tiene color, las joyas se quedan en plata fina.

Elegimos estas piezas para que duren más que una temporada. Son de las que se heredan.`,
    en: `The details that change a look

A sober suit, a white shirt: the base is there. What makes it yours is the detail. A leather belt with a gold buckle marks the waist and tidies the silhouette; small earrings light up the face without stealing the show.

The {brand} rule is simple: one point of shine at a time. If the necklace leads, the bag follows in a neutral tone; if the bag brings colour, the jewellery stays in fine silver.

We chose these pieces to outlast a season. They are the kind that get handed down.`,
    it: `I dettagli che cambiano un look

Un abito sobrio, una camicia bianca: la base c'è. Quello che la rende tua sono i dettagli. Una cintura di pelle con fibbia dorata segna la vita e mette ordine nella silhouette; piccoli orecchini illuminano il viso senza rubare la scena.

La regola di {brand} è semplice: un solo punto luce alla volta. Se la collana è protagonista, la borsa accompagna in un tono neutro; se la borsa ha colore, i gioielli restano in argento sottile.

Abbiamo scelto questi pezzi perché durino più di una stagione. Sono di quelli che si ereditano.`,
    fr: `Les détails qui changent une tenue

Un costume sobre, une chemise blanche : la base est là. Ce qui la rend vôtre, ce sont les détails. Une ceinture en cuir à boucle dorée marque la taille et structure la silhouette ; de petites boucles d'oreilles éclairent le visage sans voler la vedette.

La règle de {brand} est simple : un seul point de brillance à la fois. Si le collier mène la danse, le sac suit dans un ton neutre ; si le sac apporte la couleur, les bijoux restent en argent fin.

Nous avons choisi ces pièces pour qu'elles durent plus d'une saison. Ce sont celles qu'on se transmet.`,
  },
  {
    features: { tags: ['cuero', 'ante'] },
    es: `Cuero que envejece bien

El cuero bueno no se gasta: se transforma. Con los meses toma la forma de quien lo usa, se oscurece en los bordes y gana un brillo que ninguna fábrica puede imitar. Por eso en {brand} trabajamos solo con cuero curtido al vegetal.

Para cuidarlo alcanza con poco. Limpialo con un paño apenas húmedo, dejalo secar lejos del calor y nutrilo dos veces por año con una crema incolora. Si se moja, rellenalo con papel y paciencia; nunca con secador.

Unas botas, un bolso, un cinturón: tres piezas que dentro de diez años van a estar mejor que hoy.`,
    en: `Leather that ages well

Good leather does not wear out: it changes. Over the months it takes the shape of whoever uses it, darkens at the edges and gains a glow no factory can fake. That is why {brand} works only with vegetable-tanned leather.

Caring for it takes little. Wipe it with a barely damp cloth, let it dry away from heat and feed it twice a year with a colourless cream. If it gets soaked, stuff it with paper and patience, never a hairdryer.

A pair of boots, a bag, a belt: three pieces that will look better in ten years than they do today.`,
    it: `Pelle che invecchia bene

La buona pelle non si consuma: si trasforma. Col passare dei mesi prende la forma di chi la usa, si scurisce sui bordi e acquista una luce che nessuna fabbrica può imitare. Per questo {brand} lavora solo pelle conciata al vegetale.

Per curarla basta poco. Puliscila con un panno appena umido, lasciala asciugare lontano dal calore e nutrila due volte l'anno con una crema incolore. Se si bagna, riempila di carta e di pazienza, mai con il phon.

Un paio di stivali, una borsa, una cintura: tre pezzi che tra dieci anni saranno più belli di oggi.`,
    fr: `Un cuir qui vieillit bien

Un bon cuir ne s'use pas : il se transforme. Au fil des mois, il prend la forme de qui le porte, fonce sur les bords et gagne un éclat qu'aucune usine ne sait imiter. C'est pourquoi {brand} ne travaille que le cuir tanné végétal.

L'entretenir demande peu. Essuyez-le avec un chiffon à peine humide, laissez-le sécher loin de la chaleur et nourrissez-le deux fois par an avec une crème incolore. S'il est trempé, rembourrez-le de papier et de patience, jamais au sèche-cheveux.

Une paire de bottes, un sac, une ceinture : trois pièces qui seront plus belles dans dix ans qu'aujourd'hui.`,
  },
  {
    features: { categories: ['trajes', 'chaquetas', 'zapatillas', 'mochilas', 'vaqueros'] },
    es: `Vestirse para la ciudad en movimiento

La ciudad pide ropa que aguante el día entero: la reunión de la mañana, la bicicleta del mediodía, la cena que nadie había planeado. En {brand} la pensamos así, con prendas que cambian de registro con un solo gesto.

Un saco de traje sobre un vaquero oscuro y zapatillas blancas funciona en la oficina y en la vereda de un bar. Una chaqueta de cuero reemplaza al abrigo en los días templados, y una mochila de lona lleva la computadora sin arruinar la línea.

La clave está en las proporciones: arriba estructurado, abajo relajado, y colores que no compiten entre sí.`,
    en: `Dressing for a city on the move

The city asks for clothes that last the whole day: the morning meeting, the midday bike ride, the dinner nobody had planned. At {brand} we design for that, with pieces that change register in a single move.

A suit jacket over dark jeans and white trainers works at the office and on a café terrace. A leather jacket stands in for a coat on mild days, and a canvas backpack carries the laptop without spoiling the line.

The key is proportion: structured on top, relaxed below, and colours that do not compete with one another.`,
    it: `Vestirsi per una città in movimento

La città chiede abiti che reggano l'intera giornata: la riunione del mattino, la bici a mezzogiorno, la cena che nessuno aveva previsto. Da {brand} li pensiamo così, con capi che cambiano registro con un solo gesto.

Una giacca da completo su jeans scuri e sneakers bianche funziona in ufficio e al tavolino di un bar. Una giacca di pelle sostituisce il cappotto nelle giornate miti, e uno zaino di tela porta il portatile senza rovinare la linea.

Il segreto è nelle proporzioni: strutturato sopra, rilassato sotto, e colori che non si fanno concorrenza.`,
    fr: `S'habiller pour une ville en mouvement

La ville demande des vêtements qui tiennent toute la journée : la réunion du matin, le vélo de midi, le dîner que personne n'avait prévu. Chez {brand}, nous les pensons ainsi, avec des pièces qui changent de registre d'un seul geste.

Une veste de costume sur un jean foncé et des baskets blanches fonctionne au bureau comme en terrasse. Une veste en cuir remplace le manteau les jours doux, et un sac à dos en toile porte l'ordinateur sans casser la ligne.

Tout est question de proportions : structuré en haut, décontracté en bas, et des couleurs qui ne se font pas concurrence.`,
  },
];
