import { LANGUAGES, type Language } from '../core/languages';
import type { LocaleWords } from './lexicon-words';

/**
 * The detail words of fashion, which are no taxonomy term but say what a cloth is like: cuts, patterns, closures,
 * necklines, sleeves, silhouettes, lengths. A shop's "Robe plissée" and a shopper's "pleated dress" name the same
 * detail. `names` are es, en, it and fr, each read like any word (with its plurals and gendered forms, but for
 * words of four letters or fewer, whose forms are other words: "midi" would make "mide"); `implies`, a category the
 * detail alone names ("texanas" are boots, "bandolera" a crossbody bag) when nothing else in the text names one;
 * `apart`, a kind of that category a catalogue may well not hold (a bridal dress), so a query naming it is searched
 * by its words too, not answered with the whole category; `narrows`, a kind a shopper means alone (a blouse is no
 * other shirt, a hoodie no other sweatshirt), where any other detail beside a category only orders it (the pleated
 * skirts first, then the other skirts).
 */
export interface Detail {
  id: string;
  names: readonly [es: string, en: string, it: string, fr: string];
  words?: LocaleWords;
  implies?: string;
  apart?: true;
  narrows?: true;
}

export const DETAILS: readonly Detail[] = [
  // Cuts and silhouettes
  {
    id: 'plisado',
    names: ['Plisado', 'Pleated', 'Plissettato', 'Plissé'],
    words: {
      es: ['plisada', 'plisé', 'plissé', 'tableado', 'tableada'],
      en: ['pleats', 'plisse'],
      it: ['plissettata', 'pieghettato', 'pieghettata', 'plissé'],
      fr: ['plissée'],
    },
  },
  {
    id: 'oversize',
    names: ['Oversize', 'Oversized', 'Oversize', 'Oversize'],
    words: { es: ['holgado', 'holgada', 'amplio', 'amplia'], en: ['baggy', 'loose fit', 'relaxed fit'], fr: ['ample'] },
  },
  {
    id: 'tiro-alto',
    names: ['Tiro alto', 'High-waisted', 'Vita alta', 'Taille haute'],
    words: { es: ['talle alto', 'cintura alta'], en: ['high waisted', 'high waist', 'high rise'], it: ['a vita alta'] },
  },
  { id: 'tiro-bajo', names: ['Tiro bajo', 'Low-rise', 'Vita bassa', 'Taille basse'], words: { es: ['cintura baja'], en: ['low rise'] } },
  { id: 'cropped', names: ['Cropped', 'Cropped', 'Cropped', 'Cropped'], words: { en: ['crop'], es: ['corte cropped'] } },
  { id: 'mini', names: ['Mini', 'Mini', 'Mini', 'Mini'], words: { es: ['corto', 'corta'], en: ['short'], it: ['corto', 'corta'], fr: ['court', 'courte'] } },
  { id: 'midi', names: ['Midi', 'Midi', 'Midi', 'Midi'] },
  // Not "largo", "long": descriptions measure with them ("largo total 90 cm").
  { id: 'maxi', names: ['Maxi', 'Maxi', 'Maxi', 'Maxi'], words: { en: ['floor length', 'maxi length'], es: ['hasta los tobillos'] } },
  {
    id: 'recto',
    names: ['Recto', 'Straight', 'Dritto', 'Droit'],
    words: { es: ['recta', 'corte recto'], en: ['straight leg', 'straight fit'], it: ['dritta'], fr: ['droite'] },
  },
  {
    id: 'ajustado',
    names: ['Ajustado', 'Slim fit', 'Aderente', 'Ajusté'],
    words: {
      es: ['ajustada', 'entallado', 'entallada', 'slim', 'skinny', 'chupín', 'pitillo'],
      en: ['slim', 'skinny', 'fitted', 'bodycon'],
      it: ['slim', 'skinny', 'attillato'],
      fr: ['slim', 'ajustée', 'moulant', 'moulante'],
    },
  },
  {
    id: 'acampanado',
    names: ['Acampanado', 'Flared', 'A zampa', 'Évasé'],
    words: {
      es: ['acampanada', 'pata de elefante', 'campana', 'flare', 'bootcut'],
      'es-AR': ['oxford'],
      en: ['flare', 'flares', 'bootcut', 'bell bottom'],
      it: ['zampa', 'svasato', 'svasata'],
      fr: ['évasée', 'pattes d éléphant'],
    },
  },
  {
    id: 'wide-leg',
    names: ['Pierna ancha', 'Wide-leg', 'Gamba larga', 'Jambe large'],
    words: { es: ['pata ancha', 'wide leg', 'palazzo'], en: ['wide leg'], it: ['palazzo'], fr: ['jambes larges'] },
  },
  {
    id: 'cruzado',
    names: ['Cruzado', 'Wrap', 'Incrociato', 'Cache-cœur'],
    words: {
      es: ['cruzada', 'envolvente'],
      en: ['wrap dress', 'double breasted'],
      it: ['a portafoglio', 'doppiopetto'],
      fr: ['croisé', 'croisée', 'portefeuille'],
    },
  },
  { id: 'tubo', names: ['Tubo', 'Pencil', 'A tubino', 'Crayon'], words: { es: ['lápiz', 'tubo'], en: ['pencil skirt'], it: ['tubino'], fr: ['jupe crayon'] } },
  {
    id: 'evase',
    names: ['Evasé', 'A-line', 'Svasato', 'Trapèze'],
    words: { es: ['línea a', 'corte a'], en: ['a line'], it: ['ad a', 'trapezio'], fr: ['forme trapèze'] },
  },
  {
    id: 'canguro',
    names: ['Canguro', 'Kangaroo pocket', 'Tasca a marsupio', 'Poche kangourou'],
    words: { es: ['bolsillo canguro'], it: ['tasca marsupio'] },
    implies: 'sudaderas',
    narrows: true,
  },
  {
    id: 'capucha',
    names: ['Capucha', 'Hooded', 'Cappuccio', 'Capuche'],
    words: { es: ['con capucha', 'encapuchado', 'hoodie'], en: ['hood', 'hoodie', 'hoodies'], it: ['con cappuccio', 'hoodie'], fr: ['à capuche', 'hoodie'] },
    implies: 'sudaderas',
    narrows: true,
  },
  {
    id: 'texanas',
    names: ['Texanas', 'Cowboy boots', 'Stivali texani', 'Santiags'],
    words: {
      es: ['texana', 'botas texanas', 'botas vaqueras', 'texano'],
      en: ['cowboy boot', 'western boots', 'cowboy'],
      it: ['texani', 'camperos'],
      fr: ['santiag', 'bottes western'],
    },
    implies: 'botas',
  },
  {
    id: 'bandolera',
    names: ['Bandolera', 'Crossbody', 'Tracolla', 'Bandoulière'],
    words: { es: ['cruzado al cuerpo'], en: ['cross body', 'cross-body'], it: ['a tracolla'] },
    implies: 'bandoleras',
  },
  // A belt bag is a kind of bag the taxonomy has no category for: a bag (its general category) where nothing else is named, found by its words in any language.
  {
    id: 'rinonera',
    names: ['Riñonera', 'Belt bag', 'Marsupio', 'Sac banane'],
    words: { es: ['riñoneras', 'cangurera'], en: ['bum bag', 'fanny pack', 'waist bag', 'belt bags'], it: ['marsupi'], fr: ['sacs banane', 'banane'] },
    implies: 'bolsos-de-mano',
    narrows: true,
  },
  // Ribbed is a texture, of a knit or of a jersey of any fibre ("Ribbed Leggings" of polyamide): no material.
  {
    id: 'acanalado',
    names: ['Acanalado', 'Ribbed', 'A coste', 'Côtelé'],
    words: {
      es: ['acanalada', 'canelado', 'canelada', 'de canelón'],
      en: ['rib', 'ribbed knit'],
      it: ['costine', 'a costine'],
      fr: ['côtelée', 'côtelés', 'côtelées'],
    },
  },
  {
    id: 'plataforma',
    names: ['Plataforma', 'Platform', 'Platform', 'Plateforme'],
    words: { es: ['plataformas', 'suela alta'], en: ['flatform'], it: ['zeppa'], fr: ['compensée', 'compensées'] },
  },
  {
    id: 'taco',
    names: ['Taco', 'Heel', 'Tacco', 'Talon'],
    words: {
      es: ['tacos', 'tacón', 'taco alto', 'tacón alto', 'taco chino', 'taco aguja'],
      en: ['heeled', 'block heel', 'stiletto heel'],
      it: ['tacco alto'],
      fr: ['talons', 'à talons'],
    },
    implies: 'tacones',
  },
  {
    id: 'suela-de-cuero',
    names: ['Suela de cuero', 'Leather sole', 'Suola in cuoio', 'Semelle en cuir'],
    words: { es: ['suela cuero'], it: ['suola di cuoio'] },
  },
  {
    id: 'suela-de-goma',
    names: ['Suela de goma', 'Rubber sole', 'Suola in gomma', 'Semelle en caoutchouc'],
    words: { es: ['suela de caucho', 'suela antideslizante', 'suela de goma eva'], en: ['rubber outsole'], it: ['suola di gomma'] },
  },
  // Care, whose words would else read as something else ("agua fría" is no cold weather)
  {
    id: 'lavado-a-mano',
    names: ['Lavado a mano', 'Hand wash', 'Lavaggio a mano', 'Lavage à la main'],
    words: {
      es: ['lavar a mano', 'agua fría', 'lavar con agua fría', 'lavado en frío'],
      en: ['cold water', 'wash cold', 'machine wash cold'],
      it: ['acqua fredda', 'lavare a mano'],
      fr: ['eau froide', 'laver à la main'],
    },
  },
  // Closures
  {
    id: 'cierre',
    names: ['Cierre', 'Zip', 'Cerniera', 'Zip'],
    words: {
      es: ['cremallera', 'con cierre', 'cierre metálico'],
      'es-MX': ['zíper'],
      en: ['zipper', 'zipped', 'zip up'],
      it: ['zip'],
      fr: ['fermeture éclair', 'zippé'],
    },
  },
  {
    id: 'botones',
    names: ['Botones', 'Buttons', 'Bottoni', 'Boutons'],
    words: { es: ['abotonado', 'abotonada', 'con botones'], en: ['buttoned', 'button up', 'button front'], it: ['abbottonato'], fr: ['boutonné', 'boutonnée'] },
  },
  {
    id: 'cordones',
    names: ['Cordones', 'Lace-up', 'Lacci', 'Lacets'],
    words: { es: ['acordonado', 'acordonados', 'acordonada', 'con cordones'], en: ['lace up', 'laces'], it: ['allacciato', 'con lacci'], fr: ['à lacets'] },
  },
  {
    id: 'elastico',
    names: ['Elástico', 'Elasticated', 'Elastico', 'Élastiqué'],
    words: { es: ['cintura elástica', 'elastizado', 'elastizada'], en: ['elastic waist', 'stretch'], it: ['elasticizzato'], fr: ['élastique'] },
  },
  // Necklines, sleeves, straps
  {
    id: 'escote-v',
    names: ['Escote en V', 'V-neck', 'Scollo a V', 'Col V'],
    words: { es: ['cuello en v', 'escote v', 'cuello v'], en: ['v neck'], it: ['scollo v'], fr: ['encolure v'] },
  },
  { id: 'cuello-redondo', names: ['Cuello redondo', 'Crew neck', 'Girocollo', 'Col rond'], words: { en: ['round neck'] } },
  {
    id: 'cuello-alto',
    names: ['Cuello alto', 'Turtleneck', 'Collo alto', 'Col roulé'],
    words: {
      es: ['cuello tortuga', 'cuello vuelto'],
      'es-AR': ['polera'],
      en: ['roll neck', 'polo neck', 'mock neck'],
      it: ['dolcevita'],
      fr: ['col montant'],
    },
  },
  {
    id: 'manga-larga',
    names: ['Manga larga', 'Long sleeve', 'Maniche lunghe', 'Manches longues'],
    words: { es: ['mangas largas'], en: ['long sleeved', 'long sleeves'], it: ['manica lunga'], fr: ['manche longue'] },
  },
  {
    id: 'manga-corta',
    names: ['Manga corta', 'Short sleeve', 'Maniche corte', 'Manches courtes'],
    words: { es: ['mangas cortas'], en: ['short sleeved', 'short sleeves'], it: ['manica corta'], fr: ['manche courte'] },
  },
  { id: 'sin-mangas', names: ['Sin mangas', 'Sleeveless', 'Senza maniche', 'Sans manches'], words: { it: ['smanicato'] } },
  {
    id: 'strapless',
    names: ['Strapless', 'Strapless', 'A fascia', 'Bustier'],
    words: { es: ['palabra de honor', 'sin tirantes', 'sin breteles'], en: ['bandeau', 'off the shoulder'], it: ['spalle scoperte'], fr: ['épaules dénudées'] },
  },
  {
    id: 'tirantes',
    names: ['Tirantes', 'Straps', 'Spalline', 'Bretelles'],
    words: { 'es-AR': ['breteles', 'bretel'], es: ['tiritas'], en: ['spaghetti straps', 'strappy'], fr: ['fines bretelles'] },
  },
  {
    id: 'espalda-descubierta',
    names: ['Espalda descubierta', 'Backless', 'Schiena scoperta', 'Dos nu'],
    words: { es: ['espalda abierta'], en: ['open back'], fr: ['dos ouvert'] },
  },
  // Patterns and finishes
  {
    id: 'animal-print',
    names: ['Animal print', 'Animal print', 'Animalier', 'Imprimé animal'],
    words: {
      es: ['estampado animal', 'leopardo', 'cebra', 'print animal'],
      en: ['leopard', 'leopard print', 'zebra print', 'snake print'],
      it: ['leopardato', 'maculato'],
      fr: ['léopard', 'imprimé léopard'],
    },
  },
  {
    id: 'floral',
    names: ['Floral', 'Floral', 'Floreale', 'Fleuri'],
    words: { es: ['flores', 'florado', 'estampado floral'], en: ['flowers', 'flower print'], it: ['a fiori', 'fiori'], fr: ['fleurs', 'à fleurs'] },
  },
  {
    id: 'rayas',
    names: ['A rayas', 'Striped', 'A righe', 'Rayé'],
    words: {
      es: ['rayado', 'rayada', 'rayas', 'listado', 'listada'],
      en: ['stripes', 'stripe', 'pinstripe'],
      it: ['righe', 'rigato', 'rigata'],
      fr: ['rayée', 'rayures', 'marinière'],
    },
  },
  {
    id: 'cuadros',
    names: ['A cuadros', 'Checked', 'A quadri', 'À carreaux'],
    words: {
      es: ['cuadros', 'cuadrillé', 'escocés', 'escocesa', 'tartán', 'vichy', 'pata de gallo'],
      en: ['plaid', 'tartan', 'gingham', 'houndstooth'],
      it: ['quadri', 'quadretti', 'scozzese'],
      fr: ['carreaux', 'écossais'],
    },
  },
  {
    id: 'lunares',
    names: ['Lunares', 'Polka dots', 'A pois', 'À pois'],
    words: { es: ['topos', 'de lunares'], en: ['polka dot', 'dots', 'dotted'], it: ['pois'], fr: ['pois'] },
  },
  { id: 'liso', names: ['Liso', 'Plain', 'Tinta unita', 'Uni'], words: { es: ['lisa', 'lisos', 'lisas'], en: ['solid'], fr: ['unie'] } },
  {
    id: 'estampado',
    names: ['Estampado', 'Printed', 'Stampato', 'Imprimé'],
    words: { es: ['estampada'], en: ['print', 'graphic'], it: ['stampata', 'stampa'], fr: ['imprimée'] },
  },
  { id: 'tie-dye', names: ['Tie-dye', 'Tie-dye', 'Tie-dye', 'Tie-dye'], words: { es: ['batik', 'teñido'] } },
  {
    id: 'bordado',
    names: ['Bordado', 'Embroidered', 'Ricamato', 'Brodé'],
    words: { es: ['bordada', 'bordados'], en: ['embroidery'], it: ['ricamata', 'ricamo'], fr: ['brodée', 'broderie'] },
  },
  {
    id: 'volados',
    names: ['Volados', 'Ruffles', 'Volant', 'Volants'],
    words: { es: ['volado', 'volantes', 'volante', 'con volados'], en: ['ruffle', 'ruffled', 'frills'], it: ['volant', 'balze'], fr: ['volanté', 'volantée'] },
  },
  {
    id: 'lentejuelas',
    names: ['Lentejuelas', 'Sequins', 'Paillettes', 'Paillettes'],
    words: { es: ['lentejuela', 'brillos', 'strass'], en: ['sequin', 'sequined', 'glitter'], it: ['paillettes'], fr: ['sequins', 'pailleté'] },
  },
  {
    id: 'transparente',
    names: ['Transparente', 'Sheer', 'Trasparente', 'Transparent'],
    words: { es: ['transparencias'], en: ['see through', 'mesh'], it: ['velato'], fr: ['transparente'] },
  },
  {
    id: 'acolchado',
    names: ['Acolchado', 'Quilted', 'Trapuntato', 'Matelassé'],
    words: { es: ['acolchada', 'matelassé'], en: ['padded'], it: ['imbottito', 'imbottita'], fr: ['matelassée'] },
  },
  // Kinds of a category, which a shopper names as the thing itself: "blusa" is a blouse, not any shirt.
  {
    id: 'inflable',
    names: ['Inflable', 'Puffer', 'Piumino', 'Doudoune'],
    words: {
      es: ['inflables', 'plumífero', 'plumíferos', 'puffer', 'pufer'],
      en: ['puffer jacket', 'puffers', 'down jacket', 'padded jacket'],
      it: ['piumini', 'piumino'],
      fr: ['doudounes'],
    },
    implies: 'chaquetas',
    narrows: true,
  },
  {
    id: 'blusa',
    names: ['Blusa', 'Blouse', 'Camicetta', 'Chemisier'],
    words: { es: ['blusas', 'blusón', 'blusita'], en: ['blouses'], it: ['camicette', 'blusa'], fr: ['chemisiers'] },
    implies: 'camisas',
    narrows: true,
  },
  {
    id: 'slip',
    names: ['Lencero', 'Slip', 'Sottoveste', 'Nuisette'],
    words: {
      es: ['lencera', 'estilo lencero', 'slip dress'],
      en: ['slip dress', 'cami dress'],
      it: ['stile lingerie'],
      fr: ['robe nuisette', 'style lingerie'],
    },
  },
  {
    id: 'sastrero',
    names: ['Sastrero', 'Tailored', 'Sartoriale', 'Tailleur'],
    words: { es: ['sastrera', 'sastreros', 'sastreras', 'de sastre'], en: ['tailoring'], it: ['sartoriali'], fr: ['coupe tailleur'] },
  },
  { id: 'carey', names: ['Carey', 'Tortoiseshell', 'Tartarugato', 'Écaille'], words: { en: ['tortoise'], it: ['tartaruga'] } },
  {
    id: 'novia',
    names: ['De novia', 'Bridal', 'Da sposa', 'De mariée'],
    words: { es: ['novia', 'nupcial'], en: ['wedding dress', 'wedding gown', 'bridal gown'], it: ['sposa'], fr: ['mariée'] },
    implies: 'vestidos',
    apart: true,
  },
  { id: 'mom', names: ['Mom', 'Mom fit', 'Mom fit', 'Mom'], words: { es: ['mom fit'] } },
  {
    id: 'basico',
    names: ['Básico', 'Basic', 'Basic', 'Basique'],
    words: { es: ['básica', 'basico', 'basica'], en: ['essential'], it: ['basico'], fr: ['basiques'] },
  },
];

const DETAIL_NAMES: ReadonlyMap<string, Detail['names']> = new Map(DETAILS.map((detail) => [detail.id, detail.names]));

const NARROWING: ReadonlySet<string> = new Set(DETAILS.flatMap((detail) => (detail.narrows ? [detail.id] : [])));

/** Whether a detail names a kind a shopper means alone (Detail.narrows). */
export const detailNarrows = (id: string): boolean => NARROWING.has(id);

/** A detail's name in a language (the details facet's values); an id the lexicon does not hold is itself. */
export function detailName(id: string, language: Language): string {
  return DETAIL_NAMES.get(id)?.[LANGUAGES.indexOf(language)] ?? id;
}
