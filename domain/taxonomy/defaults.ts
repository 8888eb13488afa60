import type { TermAdded, TermKind } from './events';

type Names = [es: string, en: string, it: string, fr: string];
const term = (kind: TermKind, id: string, [es, en, it, fr]: Names, typeId?: string): TermAdded => ({
  kind,
  id,
  names: { es, en, it, fr },
  ...(typeId ? { typeId } : {}),
});

const types: Array<[string, Names]> = [
  ['1', ['Ropa', 'Clothes', 'Abbigliamento', 'Vêtements']],
  ['2', ['Calzado', 'Footwear', 'Calzature', 'Chaussures']],
  ['3', ['Accesorios', 'Accessories', 'Accessori', 'Accessoires']],
  ['4', ['Bolsos', 'Bags', 'Borse', 'Sacs']],
  ['5', ['Joyería', 'Jewellery', 'Gioielleria', 'Bijouterie']],
];

const categories: Array<[string, string, Names]> = [
  ['camisas', '1', ['Camisas', 'Shirts', 'Camicie', 'Chemises']],
  ['pantalones', '1', ['Pantalones', 'Trousers', 'Pantaloni', 'Pantalons']],
  ['vestidos', '1', ['Vestidos', 'Dresses', 'Abiti', 'Robes']],
  ['faldas', '1', ['Faldas', 'Skirts', 'Gonne', 'Jupes']],
  ['abrigos', '1', ['Abrigos', 'Coats', 'Cappotti', 'Manteaux']],
  ['chaquetas', '1', ['Chaquetas', 'Jackets', 'Giacche', 'Vestes']],
  ['jerseis', '1', ['Jerséis', 'Jumpers', 'Maglioni', 'Pulls']],
  ['camisetas', '1', ['Camisetas', 'T-shirts', 'Magliette', 'T-shirts']],
  ['vaqueros', '1', ['Vaqueros', 'Jeans', 'Jeans', 'Jeans']],
  ['trajes', '1', ['Trajes', 'Suits', 'Completi', 'Costumes']],
  ['zapatillas', '2', ['Zapatillas', 'Trainers', 'Sneakers', 'Baskets']],
  ['botas', '2', ['Botas', 'Boots', 'Stivali', 'Bottes']],
  ['sandalias', '2', ['Sandalias', 'Sandals', 'Sandali', 'Sandales']],
  ['zapatos-de-vestir', '2', ['Zapatos de vestir', 'Dress shoes', 'Scarpe eleganti', 'Chaussures habillées']],
  ['cinturones', '3', ['Cinturones', 'Belts', 'Cinture', 'Ceintures']],
  ['gorros', '3', ['Gorros', 'Hats', 'Cappelli', 'Bonnets']],
  ['bufandas', '3', ['Bufandas', 'Scarves', 'Sciarpe', 'Écharpes']],
  ['bolsos-de-mano', '4', ['Bolsos de mano', 'Handbags', 'Borse a mano', 'Sacs à main']],
  ['mochilas', '4', ['Mochilas', 'Backpacks', 'Zaini', 'Sacs à dos']],
  ['collares', '5', ['Collares', 'Necklaces', 'Collane', 'Colliers']],
  ['pendientes', '5', ['Pendientes', 'Earrings', 'Orecchini', "Boucles d'oreilles"]],
];

const events: Array<[string, Names]> = [
  ['boda', ['Boda', 'Wedding', 'Matrimonio', 'Mariage']],
  ['oficina', ['Oficina', 'Office', 'Ufficio', 'Bureau']],
  ['fiesta', ['Fiesta', 'Party', 'Festa', 'Fête']],
  ['playa', ['Playa', 'Beach', 'Spiaggia', 'Plage']],
  ['deporte', ['Deporte', 'Sport', 'Sport', 'Sport']],
  ['casual', ['Casual', 'Casual', 'Casual', 'Décontracté']],
  ['coctel', ['Cóctel', 'Cocktail', 'Cocktail', 'Cocktail']],
  ['graduacion', ['Graduación', 'Graduation', 'Laurea', 'Remise de diplômes']],
  ['viaje', ['Viaje', 'Travel', 'Viaggio', 'Voyage']],
  ['gala', ['Gala', 'Gala', 'Gala', 'Gala']],
];

const genders: Array<[string, Names]> = [
  ['mujer', ['Mujer', 'Women', 'Donna', 'Femme']],
  ['hombre', ['Hombre', 'Men', 'Uomo', 'Homme']],
  ['unisex', ['Unisex', 'Unisex', 'Unisex', 'Unisexe']],
];

const seasons: Array<[string, Names]> = [
  ['primavera', ['Primavera', 'Spring', 'Primavera', 'Printemps']],
  ['verano', ['Verano', 'Summer', 'Estate', 'Été']],
  ['otono', ['Otoño', 'Autumn', 'Autunno', 'Automne']],
  ['invierno', ['Invierno', 'Winter', 'Inverno', 'Hiver']],
];

const weather: Array<[string, Names]> = [
  ['frio', ['Frío', 'Cold', 'Freddo', 'Froid']],
  ['templado', ['Templado', 'Mild', 'Mite', 'Doux']],
  ['calido', ['Cálido', 'Warm', 'Caldo', 'Chaud']],
  ['lluvioso', ['Lluvioso', 'Rainy', 'Piovoso', 'Pluvieux']],
];

const colors: Array<[string, Names]> = [
  ['negro', ['Negro', 'Black', 'Nero', 'Noir']],
  ['blanco', ['Blanco', 'White', 'Bianco', 'Blanc']],
  ['crudo', ['Crudo', 'Ecru', 'Écru', 'Écru']],
  ['gris', ['Gris', 'Grey', 'Grigio', 'Gris']],
  ['beige', ['Beige', 'Beige', 'Beige', 'Beige']],
  ['camel', ['Camel', 'Camel', 'Cammello', 'Camel']],
  ['marron', ['Marrón', 'Brown', 'Marrone', 'Marron']],
  ['azul', ['Azul', 'Blue', 'Blu', 'Bleu']],
  ['azul-marino', ['Azul marino', 'Navy', 'Blu navy', 'Bleu marine']],
  ['celeste', ['Celeste', 'Light blue', 'Azzurro', 'Bleu ciel']],
  ['verde', ['Verde', 'Green', 'Verde', 'Vert']],
  ['oliva', ['Oliva', 'Olive', 'Verde oliva', 'Olive']],
  ['rojo', ['Rojo', 'Red', 'Rosso', 'Rouge']],
  ['bordo', ['Bordó', 'Burgundy', 'Bordeaux', 'Bordeaux']],
  ['rosa', ['Rosa', 'Pink', 'Rosa', 'Rose']],
  ['amarillo', ['Amarillo', 'Yellow', 'Giallo', 'Jaune']],
  ['mostaza', ['Mostaza', 'Mustard', 'Senape', 'Moutarde']],
  ['naranja', ['Naranja', 'Orange', 'Arancione', 'Orange']],
  ['terracota', ['Terracota', 'Terracotta', 'Terracotta', 'Terre cuite']],
  ['violeta', ['Violeta', 'Purple', 'Viola', 'Violet']],
  ['dorado', ['Dorado', 'Gold', 'Oro', 'Doré']],
  ['plateado', ['Plateado', 'Silver', 'Argento', 'Argenté']],
  ['multicolor', ['Multicolor', 'Multicolour', 'Multicolore', 'Multicolore']],
];

const styles: Array<[string, Names]> = [
  ['casual', ['Casual', 'Casual', 'Casual', 'Décontracté']],
  ['deportivo', ['Deportivo', 'Sporty', 'Sportivo', 'Sportif']],
  ['elegante', ['Elegante', 'Elegant', 'Elegante', 'Élégant']],
  ['formal', ['Formal', 'Formal', 'Formale', 'Habillé']],
  ['urbano', ['Urbano', 'Streetwear', 'Urbano', 'Urbain']],
  ['clasico', ['Clásico', 'Classic', 'Classico', 'Classique']],
  ['bohemio', ['Bohemio', 'Boho', 'Bohémien', 'Bohème']],
  ['minimalista', ['Minimalista', 'Minimalist', 'Minimalista', 'Minimaliste']],
  ['romantico', ['Romántico', 'Romantic', 'Romantico', 'Romantique']],
  ['vintage', ['Vintage', 'Vintage', 'Vintage', 'Vintage']],
];

const materials: Array<[string, Names]> = [
  ['algodon', ['Algodón', 'Cotton', 'Cotone', 'Coton']],
  ['lino', ['Lino', 'Linen', 'Lino', 'Lin']],
  ['lana', ['Lana', 'Wool', 'Lana', 'Laine']],
  ['cachemira', ['Cachemira', 'Cashmere', 'Cashmere', 'Cachemire']],
  ['punto', ['Punto', 'Knit', 'Maglia', 'Maille']],
  ['seda', ['Seda', 'Silk', 'Seta', 'Soie']],
  ['cuero', ['Cuero', 'Leather', 'Pelle', 'Cuir']],
  ['ante', ['Ante', 'Suede', 'Camoscio', 'Daim']],
  ['denim', ['Denim', 'Denim', 'Denim', 'Denim']],
  ['lona', ['Lona', 'Canvas', 'Tela', 'Toile']],
  ['plata', ['Plata', 'Silver', 'Argento', 'Argent']],
  ['oro', ['Oro', 'Gold', 'Oro', 'Or']],
  ['poliester', ['Poliéster', 'Polyester', 'Poliestere', 'Polyester']],
  ['viscosa', ['Viscosa', 'Viscose', 'Viscosa', 'Viscose']],
];

/**
 * Other words people write for a default colour, style or material (in any of the four languages), by the term's id: the
 * upcaster and the importer read old free text through them, after the terms' own names.
 */
export const TERM_SYNONYMS: Readonly<Record<'color' | 'style' | 'material', Readonly<Record<string, readonly string[]>>>> = {
  color: {
    negro: ['negra', 'negros', 'negras', 'nera', 'neri', 'noire', 'noirs'],
    blanco: ['blanca', 'blancos', 'blancas', 'bianca', 'bianchi', 'blanche', 'off white', 'hueso', 'marfil', 'ivory', 'avorio', 'ivoire'],
    crudo: ['cruda', 'natural', 'naturale', 'naturel', 'ecrú', 'arena', 'sand', 'sabbia', 'sable', 'cream', 'crema', 'crème'],
    gris: ['gris melange', 'gris claro', 'gris oscuro', 'gray', 'grigia', 'grise', 'antracita', 'anthracite', 'charcoal', 'grafito'],
    beige: ['nude', 'topo', 'taupe', 'tostado', 'khaki', 'kaki', 'caqui', 'cachi'],
    camel: ['camello', 'tan', 'caramelo', 'caramel', 'cuero', 'cognac', 'coñac'],
    marron: ['marrón', 'marrones', 'café', 'chocolate', 'chocolat', 'brown', 'brun', 'tabaco', 'habano', 'moka'],
    azul: ['azules', 'blue', 'blu', 'bleue', 'índigo', 'indigo', 'denim', 'azul francia', 'cobalto', 'cobalt', 'royal'],
    'azul-marino': ['marino', 'navy', 'navy blue', 'azul noche', 'blu navy', 'blu scuro', 'bleu marine', 'marine'],
    celeste: ['celestes', 'light blue', 'sky blue', 'azzurra', 'bleu ciel', 'bleu clair', 'turquesa', 'turquoise', 'turchese', 'aqua', 'aguamarina'],
    verde: ['verdes', 'green', 'vert', 'verte', 'esmeralda', 'emerald', 'smeraldo', 'émeraude', 'verde agua', 'menta', 'mint', 'salvia', 'sage'],
    oliva: ['verde oliva', 'olive', 'olive green', 'verde militar', 'militar', 'military', 'kaki oliva'],
    rojo: ['roja', 'rojos', 'rojas', 'red', 'rossa', 'rossi', 'rouge', 'rouges', 'carmín', 'cereza', 'cherry', 'coral', 'corail', 'corallo'],
    bordo: ['bordó', 'bordeaux', 'burdeos', 'borgoña', 'burgundy', 'vino', 'wine', 'granate', 'maroon', 'borgogna'],
    rosa: ['rosas', 'rosado', 'rosada', 'pink', 'rose', 'fucsia', 'fuchsia', 'magenta', 'rosa viejo', 'rosa palo', 'blush', 'salmón', 'salmon'],
    amarillo: ['amarilla', 'yellow', 'gialla', 'jaune', 'limón', 'lemon'],
    mostaza: ['mustard', 'senape', 'moutarde', 'ocre', 'ocra', 'ochre'],
    naranja: ['naranjas', 'orange', 'arancio', 'arancione', 'anaranjado'],
    terracota: ['terracotta', 'terracota', 'óxido', 'rust', 'ruggine', 'rouille', 'ladrillo', 'brick', 'teja'],
    violeta: ['violetas', 'morado', 'morada', 'lila', 'lilac', 'lavanda', 'lavender', 'purple', 'púrpura', 'viola', 'mauve', 'malva', 'uva'],
    dorado: ['dorada', 'oro', 'gold', 'golden', 'dorée'],
    plateado: ['plateada', 'plata', 'silver', 'argento', 'argentato', 'argent', 'argentée'],
    multicolor: ['multicolour', 'multicolore', 'estampado', 'print', 'animal print', 'floral', 'rayado', 'a rayas', 'stripes', 'cuadros', 'mixed'],
  },
  style: {
    casual: ['informal', 'décontractée', 'relaxed', 'everyday'],
    deportivo: ['deportiva', 'sport', 'sports', 'athleisure', 'sportiva'],
    elegante: ['elegant', 'élégante', 'chic', 'sofisticado', 'sofisticada'],
    formal: ['de vestir', 'vestir', 'habillée', 'smart', 'business'],
    urbano: ['urbana', 'street', 'streetwear', 'urban', 'urbaine'],
    clasico: ['clásica', 'clasica', 'classic', 'classica', 'classique', 'atemporal', 'timeless'],
    bohemio: ['bohemia', 'boho', 'boho chic', 'hippie', 'bohème', 'bohemian'],
    minimalista: ['minimal', 'minimalist', 'minimaliste', 'básico', 'basico', 'basic'],
    romantico: ['romántica', 'romantica', 'romantic', 'romantique'],
    vintage: ['retro', 'retró', 'rétro'],
  },
  material: {
    algodon: ['algodón orgánico', 'organic cotton', 'coton bio', 'cotone biologico', 'pima', 'popelina', 'poplin', 'popeline'],
    lino: ['linen', 'linho', 'lino lavado', 'washed linen', 'lin lavé'],
    lana: ['wool', 'laine', 'merino', 'merinos', 'mérinos', 'lana merino', 'merino wool', 'lambswool', 'paño', 'tweed', 'loden', 'shetland'],
    cachemira: ['cashmere', 'cachemire', 'cachemir', 'kashmir', 'cashmire'],
    punto: ['knitted', 'knitwear', 'tejido de punto', 'tricot', 'tricoté', 'maglieria', 'crochet', 'ganchillo', 'uncinetto'],
    seda: ['silk', 'seta', 'soie', 'mulberry silk', 'seda natural', 'pura seta'],
    cuero: ['leather', 'pelle', 'cuir', 'piel', 'piel vacuna', 'cuero vacuno', 'cowhide', 'napa', 'nappa', 'vacchetta', 'genuine leather', 'vera pelle', 'cuir véritable'],
    ante: ['suede', 'camoscio', 'daim', 'gamuza', 'nobuk', 'nubuck', 'scamosciato', 'suède'],
    denim: ['jean', 'jeans', 'vaquero', 'vaqueros', 'mezclilla', 'tejano', 'chambray'],
    lona: ['canvas', 'toile', 'loneta'],
    plata: ['silver', 'argento', 'argent', 'plata 925', 'sterling', 'sterling silver', 'argento 925', 'argent 925'],
    oro: ['gold', 'or', 'bañado en oro', 'chapado en oro', 'enchapado en oro', 'gold plated', 'placcato oro', 'plaqué or', 'oro 18k'],
    poliester: ['polyester', 'poliestere', 'microfibra', 'microfiber', 'microfibre'],
    viscosa: ['viscose', 'rayon', 'rayón', 'rayonne'],
  },
};

/** The starting taxonomy in the four languages, types before the categories that name them. */
export const DEFAULT_TAXONOMY: readonly TermAdded[] = [
  ...types.map(([id, names]) => term('type', id, names)),
  ...categories.map(([id, typeId, names]) => term('category', id, names, typeId)),
  ...events.map(([id, names]) => term('event', id, names)),
  ...genders.map(([id, names]) => term('gender', id, names)),
  ...seasons.map(([id, names]) => term('season', id, names)),
  ...weather.map(([id, names]) => term('weather', id, names)),
  ...colors.map(([id, names]) => term('color', id, names)),
  ...styles.map(([id, names]) => term('style', id, names)),
  ...materials.map(([id, names]) => term('material', id, names)),
];
