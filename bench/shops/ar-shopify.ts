import type { Random } from './random';
import { SHOPIFY_CATEGORIES, type Family, type Gender, type Material, type Occasion, type Season, type TruthProduct } from './truth';

/**
 * "Pampa Tienda", an Argentine fashion brand's Shopify shop as such shops write themselves: titles in Spanish with
 * the noun first and colour last when there is one colour ("Campera Eco Cuero Negra"), a product_type each person
 * typing fills differently or leaves empty, tags mixing occasions, gender, sales and seasons, a "Talle"/"Color" pair
 * of options (colour only in the title for many), composition in body_html, compare_at_price for sales, ARS.
 * Shapes follow Shopify's public /products.json (shopify.dev, Ajax API products).
 */

interface Shade {
  /** Masculine, feminine (same when invariable). */
  words: [string, string];
  family: Family;
}
const SHADES: Readonly<Record<string, Shade>> = {
  negro: { words: ['Negro', 'Negra'], family: 'black' },
  blanco: { words: ['Blanco', 'Blanca'], family: 'white' },
  crudo: { words: ['Crudo', 'Cruda'], family: 'white' },
  offwhite: { words: ['Off White', 'Off White'], family: 'white' },
  gris: { words: ['Gris', 'Gris'], family: 'grey' },
  melange: { words: ['Gris Melange', 'Gris Melange'], family: 'grey' },
  beige: { words: ['Beige', 'Beige'], family: 'beige' },
  nude: { words: ['Nude', 'Nude'], family: 'beige' },
  camel: { words: ['Camel', 'Camel'], family: 'brown' },
  suela: { words: ['Suela', 'Suela'], family: 'brown' },
  chocolate: { words: ['Chocolate', 'Chocolate'], family: 'brown' },
  marron: { words: ['Marrón', 'Marrón'], family: 'brown' },
  azul: { words: ['Azul', 'Azul'], family: 'blue' },
  marino: { words: ['Azul Marino', 'Azul Marino'], family: 'blue' },
  celeste: { words: ['Celeste', 'Celeste'], family: 'blue' },
  militar: { words: ['Verde Militar', 'Verde Militar'], family: 'green' },
  verde: { words: ['Verde', 'Verde'], family: 'green' },
  bordo: { words: ['Bordó', 'Bordó'], family: 'red' },
  rojo: { words: ['Rojo', 'Roja'], family: 'red' },
  rosa: { words: ['Rosa', 'Rosa'], family: 'pink' },
  rosaviejo: { words: ['Rosa Viejo', 'Rosa Viejo'], family: 'pink' },
  lila: { words: ['Lila', 'Lila'], family: 'purple' },
  amarillo: { words: ['Amarillo', 'Amarilla'], family: 'yellow' },
  mostaza: { words: ['Mostaza', 'Mostaza'], family: 'yellow' },
  terracota: { words: ['Terracota', 'Terracota'], family: 'orange' },
  animal: { words: ['Animal Print', 'Animal Print'], family: 'multicolour' },
  dorado: { words: ['Dorado', 'Dorada'], family: 'gold' },
  plateado: { words: ['Plateado', 'Plateada'], family: 'silver' },
};

interface Fabric {
  /** Words for the title (an empty one: not named there). */
  title: string[];
  /** Composition as the shop writes it in the description. */
  description: string[];
  materials: Material[];
}
const FABRICS: Readonly<Record<string, Fabric>> = {
  ecocuero: {
    title: ['Eco Cuero', 'Ecocuero', 'Símil Cuero', 'Cuero Ecológico'],
    description: ['Eco cuero (PU). Forro 100% poliéster.', 'Material: cuero ecológico (poliuretano), forro de poliéster.'],
    materials: ['synthetic-leather', 'polyester'],
  },
  cuero: {
    title: ['Cuero', 'Cuero Vacuno', 'de Cuero'],
    description: ['Cuero vacuno legítimo.', '100% cuero. Hecho a mano en Buenos Aires.'],
    materials: ['leather'],
  },
  gamuza: {
    title: ['Gamuza', 'de Gamuza'],
    description: ['Gamuza vacuna. Suela de goma.', 'Capellada: gamuza vacuna. Base de goma antideslizante.'],
    materials: ['suede', 'rubber'],
  },
  gamuzabag: { title: ['Gamuza'], description: ['Gamuza vacuna, forro de tela.'], materials: ['suede'] },
  cuerozap: { title: ['Cuero', ''], description: ['Capellada de cuero vacuno, suela de goma.'], materials: ['leather', 'rubber'] },
  sintetico: {
    title: [''],
    description: ['Capellada sintética (PU), suela de goma inyectada.', 'Material sintético símil cuero. Suela de caucho.'],
    materials: ['synthetic-leather', 'rubber'],
  },
  lona: { title: ['Lona', 'de Lona'], description: ['Lona de algodón, suela vulcanizada de goma.'], materials: ['canvas', 'rubber'] },
  algodon: {
    title: ['Algodón', 'de Algodón', ''],
    description: ['100% algodón.', 'Composición: 100% algodón peinado 24/1.', 'Jersey de algodón (100%).'],
    materials: ['cotton'],
  },
  frisa: {
    title: ['Frisa', 'Rústico', ''],
    description: ['Frisa invisible: 80% algodón, 20% poliéster.', 'Rústico perchado 70% algodón 30% poliéster.'],
    materials: ['cotton', 'polyester'],
  },
  lino: { title: ['Lino', 'de Lino'], description: ['Lino 55%, viscosa 45%.', 'Composición: 55% lino 45% rayón.'], materials: ['linen', 'viscose'] },
  jean: { title: ['de Jean', 'Denim', 'Jean'], description: ['Denim rígido 100% algodón.'], materials: ['denim', 'cotton'] },
  jeanelast: { title: ['', 'Elastizado'], description: ['Jean elastizado: 98% algodón, 2% elastano.'], materials: ['denim', 'cotton', 'elastane'] },
  hilo: {
    title: ['Tejido', 'de Hilo', ''],
    description: ['Tejido de punto: 70% acrílico, 30% lana.', 'Hilado acrílico con lana (30%).'],
    materials: ['acrylic', 'wool', 'knit'],
  },
  hiloalgodon: { title: ['de Hilo', 'Tejido'], description: ['Hilo 100% algodón.'], materials: ['cotton', 'knit'] },
  pano: { title: ['Paño', 'de Paño'], description: ['Paño 60% lana, 40% poliéster. Forro de satén.'], materials: ['wool', 'polyester'] },
  saten: { title: ['Satén', 'Satinado', ''], description: ['Satén de poliéster con caída.', '100% poliéster satinado.'], materials: ['polyester'] },
  crepe: { title: ['Crepe', 'Gasa', ''], description: ['Crepe 100% poliéster, forrado.', 'Gasa de poliéster con forro.'], materials: ['polyester'] },
  fibrana: { title: ['Fibrana', 'Viscosa', ''], description: ['100% viscosa (fibrana).', 'Fibrana estampada, 100% rayón.'], materials: ['viscose'] },
  lycra: { title: ['Lycra', ''], description: ['Lycra: 80% poliamida, 20% elastano.'], materials: ['nylon', 'elastane'] },
  nylon: {
    title: ['', 'Nylon', 'Impermeable'],
    description: ['Exterior 100% nylon, relleno de guata siliconada (poliéster).'],
    materials: ['nylon', 'polyester'],
  },
  gabardina: { title: ['Gabardina', ''], description: ['Gabardina elastizada: 97% algodón, 3% elastano.'], materials: ['cotton', 'elastane'] },
  acero: { title: ['Acero Quirúrgico', 'Acero', ''], description: ['Acero quirúrgico, no se oxida.', 'Acero inoxidable 316L.'], materials: ['steel'] },
  plata: { title: ['Plata 925', 'de Plata', 'Plata'], description: ['Plata 925.', 'Plata de ley 925, con baño de rodio.'], materials: ['silver'] },
  acetato: { title: [''], description: ['Marco de acetato, lentes con filtro UV400.'], materials: ['acrylic'] },
};

type SizeSet = 'letras' | 'numeros' | 'jean' | 'calzadoMujer' | 'calzadoHombre' | 'calzado' | 'unico' | 'anillo';
const SIZE_SETS: Readonly<Record<SizeSet, string[][]>> = {
  letras: [
    ['S', 'M', 'L'],
    ['XS', 'S', 'M', 'L', 'XL'],
    ['S', 'M', 'L', 'XL'],
    ['M', 'L', 'XL', 'XXL'],
  ],
  numeros: [
    ['1', '2', '3'],
    ['1', '2', '3', '4'],
    ['2', '3', '4', '5'],
  ],
  jean: [
    ['36', '38', '40', '42', '44'],
    ['38', '40', '42', '44', '46'],
    ['34', '36', '38', '40'],
  ],
  calzadoMujer: [
    ['35', '36', '37', '38', '39', '40'],
    ['36', '37', '38', '39'],
  ],
  calzadoHombre: [
    ['39', '40', '41', '42', '43', '44'],
    ['40', '41', '42', '43', '44', '45'],
  ],
  calzado: [['36', '37', '38', '39', '40', '41', '42', '43', '44']],
  unico: [[]],
  anillo: [['14', '15', '16', '17', '18']],
};

interface Kind {
  category: string;
  /** The noun as titles write it, whether it is feminine, whether it is plural, and its own category if not the kind's. */
  nouns: Array<[string, boolean, boolean?, string?]>;
  details: string[];
  fabrics: string[];
  shades: string[];
  genders: Gender[];
  sizes: SizeSet | { women: SizeSet; men: SizeSet };
  price: [number, number];
  types: string[];
  seasons: Season[];
  /** Occasion tags and how often the shop puts each on this kind. */
  occasions?: Partial<Record<Occasion, number>>;
  count: number;
}

const KINDS: Kind[] = [
  {
    category: 'aa-1-10-2',
    nouns: [['Campera', true]],
    details: ['Biker', 'Oversize', 'Corta', 'Con Cierre', 'Clásica'],
    fabrics: ['ecocuero', 'ecocuero', 'cuero', 'gamuzabag'],
    shades: ['negro', 'chocolate', 'suela', 'camel', 'bordo', 'offwhite'],
    genders: ['women', 'women', 'men', 'unisex'],
    sizes: 'letras',
    price: [89_000, 189_000],
    types: ['Camperas', 'CAMPERAS', 'Abrigos', '', 'campera'],
    seasons: ['autumn', 'winter'],
    occasions: { party: 0.1 },
    count: 10,
  },
  {
    category: 'aa-1-10-2-14',
    nouns: [
      ['Campera de Jean', true],
      ['Campera Jean', true],
    ],
    details: ['Oversize', 'Clásica', 'Cropped', 'Con Roturas', ''],
    fabrics: ['jean'],
    shades: ['azul', 'celeste', 'negro', 'blanco'],
    genders: ['women', 'men', 'unisex'],
    sizes: 'letras',
    price: [69_000, 99_000],
    types: ['Camperas', 'Denim', '', 'Jeans'],
    seasons: ['spring', 'autumn'],
    count: 5,
  },
  {
    category: 'aa-1-10-2-9',
    nouns: [
      ['Campera Inflable', true],
      ['Puffer', false],
      ['Campera Puffer', true],
    ],
    details: ['Con Capucha', 'Corta', 'Larga', 'Liviana', ''],
    fabrics: ['nylon'],
    shades: ['negro', 'militar', 'marino', 'crudo', 'bordo'],
    genders: ['women', 'men', 'unisex'],
    sizes: 'letras',
    price: [95_000, 159_000],
    types: ['Camperas', 'Abrigos', ''],
    seasons: ['winter'],
    count: 5,
  },
  {
    category: 'aa-1-10-2-5',
    nouns: [
      ['Tapado', false],
      ['Saco Largo', false],
    ],
    details: ['Cruzado', 'Oversize', 'Recto', 'Con Cinto'],
    fabrics: ['pano'],
    shades: ['camel', 'negro', 'gris', 'crudo', 'chocolate'],
    genders: ['women', 'women', 'men'],
    sizes: 'letras',
    price: [120_000, 210_000],
    types: ['Tapados', 'Abrigos', 'ABRIGOS', ''],
    seasons: ['winter'],
    occasions: { office: 0.4 },
    count: 5,
  },
  {
    category: 'aa-1-10-2-11',
    nouns: [
      ['Blazer', false],
      ['Saco', false],
    ],
    details: ['Sastrero', 'Oversize', 'Entallado', 'Cruzado'],
    fabrics: ['gabardina', 'lino', 'crepe'],
    shades: ['negro', 'beige', 'crudo', 'gris', 'marino', 'camel'],
    genders: ['women', 'men'],
    sizes: 'letras',
    price: [79_000, 135_000],
    types: ['Blazers', 'Sacos', 'Sastrería', ''],
    seasons: ['spring', 'autumn'],
    occasions: { office: 0.6, wedding: 0.1 },
    count: 6,
  },
  {
    category: 'aa-1-13-13',
    nouns: [
      ['Buzo Canguro', false],
      ['Hoodie', false],
      ['Buzo con Capucha', false],
    ],
    details: ['Oversize', 'Básico', 'Estampado', 'Bordado', ''],
    fabrics: ['frisa'],
    shades: ['melange', 'negro', 'crudo', 'militar', 'marino', 'bordo', 'rosaviejo'],
    genders: ['women', 'men', 'unisex', 'unisex'],
    sizes: 'letras',
    price: [42_000, 62_000],
    types: ['Buzos', 'BUZOS', 'Hoodies', '', 'Ropa'],
    seasons: ['autumn', 'winter'],
    count: 9,
  },
  {
    category: 'aa-1-13-14',
    nouns: [
      ['Buzo', false],
      ['Buzo Cuello Redondo', false],
    ],
    details: ['Oversize', 'Básico', 'Friza Invisible', 'College', ''],
    fabrics: ['frisa', 'algodon'],
    shades: ['melange', 'negro', 'crudo', 'verde', 'celeste', 'lila'],
    genders: ['women', 'men', 'unisex'],
    sizes: 'letras',
    price: [36_000, 54_000],
    types: ['Buzos', 'Ropa', '', 'buzos'],
    seasons: ['autumn', 'winter'],
    count: 6,
  },
  {
    category: 'aa-1-13-12',
    nouns: [
      ['Sweater', false],
      ['Suéter', false],
      ['Pullover', false],
    ],
    details: ['Trenzado', 'Cuello Alto', 'Oversize', 'Rayado', 'Básico'],
    fabrics: ['hilo', 'hiloalgodon'],
    shades: ['crudo', 'negro', 'camel', 'gris', 'bordo', 'militar', 'mostaza'],
    genders: ['women', 'men', 'unisex'],
    sizes: 'letras',
    price: [48_000, 79_000],
    types: ['Tejidos', 'Sweaters', 'TEJIDOS', ''],
    seasons: ['autumn', 'winter'],
    occasions: { office: 0.15 },
    count: 8,
  },
  {
    category: 'aa-1-13-3',
    nouns: [
      ['Cárdigan', false],
      ['Cardigan', false],
      ['Saquito', false],
    ],
    details: ['Corto', 'Largo', 'Con Botones', 'Calado'],
    fabrics: ['hilo', 'hiloalgodon'],
    shades: ['crudo', 'negro', 'rosaviejo', 'gris', 'celeste'],
    genders: ['women'],
    sizes: 'letras',
    price: [45_000, 72_000],
    types: ['Tejidos', 'Sweaters', ''],
    seasons: ['autumn', 'spring'],
    count: 5,
  },
  {
    category: 'aa-1-13-8',
    nouns: [
      ['Remera', true],
      ['Remerón', false],
    ],
    details: ['Oversize', 'Básica', 'Estampada', 'Manga Corta', 'M/L', 'Cuello Redondo'],
    fabrics: ['algodon', 'algodon', 'lino'],
    shades: ['blanco', 'negro', 'melange', 'crudo', 'militar', 'celeste', 'rosa', 'marino'],
    genders: ['women', 'men', 'unisex', 'unisex'],
    sizes: 'letras',
    price: [18_000, 32_000],
    types: ['Remeras', 'REMERAS', 'remeras', '', 'Ropa', 'Tops'],
    seasons: ['spring', 'summer'],
    count: 14,
  },
  {
    category: 'aa-1-13-9',
    nouns: [
      ['Musculosa', true],
      ['Top', false],
    ],
    details: ['Acanalada', 'Básica', 'Lencera', 'Tiras Finas', ''],
    fabrics: ['algodon', 'saten', 'lycra'],
    shades: ['blanco', 'negro', 'nude', 'rosa', 'celeste', 'animal'],
    genders: ['women'],
    sizes: 'letras',
    price: [14_000, 29_000],
    types: ['Tops', 'Musculosas', '', 'Remeras'],
    seasons: ['summer'],
    occasions: { party: 0.2, beach: 0.1 },
    count: 6,
  },
  {
    category: 'aa-1-13-7',
    nouns: [['Camisa', true]],
    details: ['Oversize', 'Manga Larga', 'Rayada', 'Cuello Mao', 'Clásica'],
    fabrics: ['algodon', 'lino', 'fibrana', 'jean'],
    shades: ['blanco', 'celeste', 'crudo', 'negro', 'marino', 'verde'],
    genders: ['women', 'men', 'men'],
    sizes: 'letras',
    price: [38_000, 64_000],
    types: ['Camisas', 'CAMISAS', '', 'Ropa'],
    seasons: ['spring', 'summer', 'autumn'],
    occasions: { office: 0.4 },
    count: 9,
  },
  {
    category: 'aa-1-13-1',
    nouns: [['Blusa', true]],
    details: ['Con Volados', 'Lazo', 'Manga Globo', 'Bordada'],
    fabrics: ['fibrana', 'crepe', 'saten'],
    shades: ['blanco', 'crudo', 'negro', 'rosaviejo', 'lila', 'animal'],
    genders: ['women'],
    sizes: 'letras',
    price: [34_000, 55_000],
    types: ['Blusas', 'Camisas', 'Tops', ''],
    seasons: ['spring', 'summer'],
    occasions: { office: 0.4, party: 0.1 },
    count: 5,
  },
  {
    category: 'aa-1-12-4',
    nouns: [
      ['Jean', false],
      ['Pantalón de Jean', false],
    ],
    details: ['Mom', 'Wide Leg', 'Recto', 'Oxford', 'Skinny', 'Tiro Alto', 'Baggy'],
    fabrics: ['jean', 'jeanelast'],
    shades: ['azul', 'celeste', 'negro', 'gris'],
    genders: ['women', 'women', 'men'],
    sizes: 'jean',
    price: [48_000, 72_000],
    types: ['Jeans', 'JEANS', 'Denim', 'Pantalones', ''],
    seasons: ['spring', 'autumn', 'winter'],
    count: 10,
  },
  {
    category: 'aa-1-12-11',
    nouns: [
      ['Pantalón', false],
      ['Pantalon', false],
    ],
    details: ['Sastrero', 'Palazzo', 'Cargo', 'Chino', 'Recto'],
    fabrics: ['gabardina', 'lino', 'crepe'],
    shades: ['negro', 'beige', 'crudo', 'militar', 'marino', 'camel'],
    genders: ['women', 'men'],
    sizes: { women: 'numeros', men: 'jean' },
    price: [42_000, 69_000],
    types: ['Pantalones', 'PANTALONES', '', 'Ropa'],
    seasons: ['spring', 'autumn'],
    occasions: { office: 0.4 },
    count: 9,
  },
  {
    category: 'aa-1-12-7',
    nouns: [
      ['Jogger', false],
      ['Pantalón Jogging', false],
    ],
    details: ['Frisa', 'Con Puño', 'Cargo', ''],
    fabrics: ['frisa'],
    shades: ['melange', 'negro', 'militar', 'marino'],
    genders: ['women', 'men', 'unisex'],
    sizes: 'letras',
    price: [34_000, 49_000],
    types: ['Joggers', 'Pantalones', ''],
    seasons: ['autumn', 'winter'],
    count: 5,
  },
  {
    category: 'aa-1-12-8',
    nouns: [['Calza', true]],
    details: ['Tiro Alto', 'Larga', 'Ciclista', 'Deportiva'],
    fabrics: ['lycra'],
    shades: ['negro', 'marino', 'militar', 'bordo'],
    genders: ['women'],
    sizes: 'letras',
    price: [19_000, 33_000],
    types: ['Calzas', 'Deportivo', ''],
    seasons: ['spring', 'summer', 'autumn', 'winter'],
    count: 4,
  },
  {
    category: 'aa-1-14-5',
    nouns: [
      ['Short de Jean', false],
      ['Short Jean', false],
    ],
    details: ['Tiro Alto', 'Con Roturas', 'Clásico', ''],
    fabrics: ['jean'],
    shades: ['azul', 'celeste', 'blanco', 'negro'],
    genders: ['women', 'men'],
    sizes: 'jean',
    price: [29_000, 42_000],
    types: ['Shorts', 'Jeans', ''],
    seasons: ['summer'],
    occasions: { beach: 0.3 },
    count: 4,
  },
  {
    category: 'aa-1-14',
    nouns: [
      ['Short', false],
      ['Bermuda', true],
    ],
    details: ['Lino', 'Cargo', 'Sastrero', 'Deportivo'],
    fabrics: ['lino', 'gabardina', 'algodon'],
    shades: ['beige', 'negro', 'militar', 'crudo', 'marino'],
    genders: ['women', 'men'],
    sizes: 'letras',
    price: [24_000, 39_000],
    types: ['Shorts', 'Bermudas', ''],
    seasons: ['summer'],
    occasions: { beach: 0.3 },
    count: 5,
  },
  {
    category: 'aa-1-15',
    nouns: [
      ['Pollera', true],
      ['Falda', true],
    ],
    details: ['Midi Plisada', 'Mini', 'Larga', 'Tableada', 'Midi', 'Cruzada'],
    fabrics: ['saten', 'crepe', 'jean', 'ecocuero', 'fibrana'],
    shades: ['negro', 'crudo', 'camel', 'bordo', 'animal', 'militar', 'plateado'],
    genders: ['women'],
    sizes: 'numeros',
    price: [32_000, 59_000],
    types: ['Polleras', 'POLLERAS', '', 'Faldas'],
    seasons: ['spring', 'summer', 'autumn'],
    occasions: { party: 0.3, office: 0.2 },
    count: 9,
  },
  {
    category: 'aa-1-4',
    nouns: [['Vestido', false]],
    details: ['Midi Plisado', 'Largo', 'Corto', 'Lencero', 'Cruzado', 'Camisero', 'Midi', 'Strapless'],
    fabrics: ['saten', 'crepe', 'fibrana', 'lino', 'algodon'],
    shades: ['negro', 'bordo', 'verde', 'rosaviejo', 'celeste', 'animal', 'crudo', 'lila', 'dorado'],
    genders: ['women'],
    sizes: 'letras',
    price: [45_000, 119_000],
    types: ['Vestidos', 'VESTIDOS', 'vestidos', '', 'Fiesta', 'Ropa'],
    seasons: ['spring', 'summer'],
    occasions: { party: 0.45, wedding: 0.3, beach: 0.1 },
    count: 16,
  },
  {
    category: 'aa-1-9',
    nouns: [
      ['Mono', false],
      ['Enterito', false],
      ['Jumpsuit', false],
    ],
    details: ['Largo', 'Corto', 'Sastrero', 'Con Lazo'],
    fabrics: ['crepe', 'lino', 'fibrana'],
    shades: ['negro', 'militar', 'terracota', 'crudo'],
    genders: ['women'],
    sizes: 'letras',
    price: [55_000, 89_000],
    types: ['Monos', 'Enteritos', '', 'Vestidos'],
    seasons: ['summer', 'spring'],
    occasions: { party: 0.3, wedding: 0.2 },
    count: 4,
  },
  {
    category: 'aa-1-20-6',
    nouns: [
      ['Bikini', false],
      ['Bikini Triángulo', false],
    ],
    details: ['Vedetina', 'Colaless', 'Top Bandeau', 'Regulable'],
    fabrics: ['lycra'],
    shades: ['negro', 'animal', 'verde', 'terracota', 'rosa', 'blanco'],
    genders: ['women'],
    sizes: 'letras',
    price: [29_000, 46_000],
    types: ['Trajes de Baño', 'Bikinis', 'Mallas', ''],
    seasons: ['summer'],
    occasions: { beach: 0.7 },
    count: 5,
  },
  {
    category: 'aa-1-20-22',
    nouns: [
      ['Malla Entera', true],
      ['Enteriza', true],
    ],
    details: ['Escotada', 'Con Recortes', 'Básica'],
    fabrics: ['lycra'],
    shades: ['negro', 'bordo', 'animal', 'marino'],
    genders: ['women'],
    sizes: 'letras',
    price: [36_000, 52_000],
    types: ['Mallas', 'Trajes de Baño', ''],
    seasons: ['summer'],
    occasions: { beach: 0.7 },
    count: 3,
  },
  {
    category: 'aa-1-20-2',
    nouns: [
      ['Short de Baño', false],
      ['Malla Short', true],
    ],
    details: ['Estampado', 'Liso', 'Secado Rápido'],
    fabrics: ['nylon'],
    shades: ['marino', 'negro', 'militar', 'celeste'],
    genders: ['men'],
    sizes: 'letras',
    price: [26_000, 38_000],
    types: ['Mallas', 'Hombre', ''],
    seasons: ['summer'],
    occasions: { beach: 0.8 },
    count: 3,
  },
  {
    category: 'aa-1-6-3',
    nouns: [
      ['Corpiño', false],
      ['Bralette', false],
      ['Top Deportivo', false],
    ],
    details: ['Sin Aro', 'Encaje', 'Triángulo', 'Push Up'],
    fabrics: ['lycra', 'algodon'],
    shades: ['negro', 'nude', 'blanco', 'bordo'],
    genders: ['women'],
    sizes: 'letras',
    price: [16_000, 28_000],
    types: ['Lencería', 'Ropa Interior', ''],
    seasons: [],
    count: 4,
  },
  {
    category: 'aa-8-8',
    nouns: [
      ['Zapatillas', true, true],
      ['Zapatilla', true],
    ],
    details: ['Urbanas', 'Plataforma', 'Running', 'Retro', 'Con Abrojo', ''],
    fabrics: ['cuerozap', 'sintetico', 'lona', 'gamuza'],
    shades: ['blanco', 'negro', 'offwhite', 'beige', 'gris', 'rosa'],
    genders: ['women', 'men', 'unisex'],
    sizes: { women: 'calzadoMujer', men: 'calzadoHombre' },
    price: [65_000, 129_000],
    types: ['Zapatillas', 'Calzado', 'CALZADO', '', 'Sneakers'],
    seasons: ['spring', 'summer', 'autumn', 'winter'],
    count: 10,
  },
  {
    category: 'aa-8-3',
    nouns: [
      ['Botas', true, true],
      ['Botinetas', true, true],
      ['Borcegos', false, true],
      ['Texanas', true, true],
    ],
    details: ['Caña Alta', 'Con Tachas', 'Plataforma', 'Taco Chino', 'Chelsea'],
    fabrics: ['cuerozap', 'sintetico', 'gamuza'],
    shades: ['negro', 'suela', 'chocolate', 'camel', 'crudo'],
    genders: ['women', 'women', 'men'],
    sizes: { women: 'calzadoMujer', men: 'calzadoHombre' },
    price: [89_000, 169_000],
    types: ['Botas', 'Calzado', 'CALZADO', ''],
    seasons: ['autumn', 'winter'],
    count: 9,
  },
  {
    category: 'aa-8',
    nouns: [
      ['Zapatos Acordonados', false, true],
      ['Mocasines', false, true, 'aa-8-9'],
      ['Zapatos', false, true],
    ],
    details: ['Hombre', 'Clásicos', 'Punta Redonda', ''],
    fabrics: ['cuerozap', 'gamuza'],
    shades: ['chocolate', 'negro', 'suela', 'camel'],
    genders: ['men'],
    sizes: 'calzadoHombre',
    price: [85_000, 139_000],
    types: ['Calzado', 'Zapatos', 'Hombre - Calzado', ''],
    seasons: ['spring', 'autumn', 'winter'],
    occasions: { office: 0.4, wedding: 0.3 },
    count: 6,
  },
  {
    category: 'aa-8-10',
    nouns: [
      ['Stilettos', false, true],
      ['Sandalias de Taco', true, true],
      ['Zapatos de Taco', false, true],
    ],
    details: ['Taco Aguja', 'Taco Cuadrado', 'Punta Fina', 'Con Pulsera'],
    fabrics: ['sintetico', 'cuerozap', 'gamuza'],
    shades: ['negro', 'nude', 'dorado', 'plateado', 'bordo', 'animal'],
    genders: ['women'],
    sizes: 'calzadoMujer',
    price: [72_000, 119_000],
    types: ['Calzado', 'Fiesta', 'Zapatos', ''],
    seasons: ['spring', 'summer'],
    occasions: { party: 0.5, wedding: 0.4 },
    count: 6,
  },
  {
    category: 'aa-8-6',
    nouns: [
      ['Sandalias', true, true],
      ['Ojotas', true, true],
      ['Zuecos', false, true],
    ],
    details: ['Bajas', 'Plataforma', 'Con Tiras', 'Faja'],
    fabrics: ['cuerozap', 'sintetico'],
    shades: ['suela', 'negro', 'blanco', 'dorado', 'nude'],
    genders: ['women', 'women', 'unisex'],
    sizes: 'calzadoMujer',
    price: [39_000, 79_000],
    types: ['Sandalias', 'Calzado', ''],
    seasons: ['summer'],
    occasions: { beach: 0.4 },
    count: 6,
  },
  {
    category: 'aa-8-9',
    nouns: [
      ['Ballerinas', true, true],
      ['Chatitas', true, true],
    ],
    details: ['Con Moño', 'Punta Redonda', 'Clásicas'],
    fabrics: ['cuerozap', 'sintetico', 'gamuza'],
    shades: ['negro', 'nude', 'rosa', 'animal', 'plateado'],
    genders: ['women'],
    sizes: 'calzadoMujer',
    price: [49_000, 79_000],
    types: ['Calzado', 'Chatitas', ''],
    seasons: ['spring', 'summer', 'autumn'],
    occasions: { office: 0.3 },
    count: 4,
  },
  {
    category: 'aa-5-4-7',
    nouns: [
      ['Cartera Bandolera', true],
      ['Bandolera', true],
      ['Morral', false],
    ],
    details: ['Mini', 'Con Cadena', 'Cuadrada', 'Media Luna', ''],
    fabrics: ['ecocuero', 'cuero', 'gamuzabag'],
    shades: ['suela', 'negro', 'camel', 'crudo', 'chocolate', 'animal'],
    genders: ['women', 'women', 'unisex'],
    sizes: 'unico',
    price: [45_000, 95_000],
    types: ['Carteras', 'CARTERAS', 'Marroquinería', ''],
    seasons: [],
    count: 8,
  },
  {
    category: 'aa-5-4-19',
    nouns: [
      ['Cartera', true],
      ['Bolso de Hombro', false],
    ],
    details: ['Grande', 'Baguette', 'Hobo', 'Matelassé'],
    fabrics: ['ecocuero', 'cuero'],
    shades: ['negro', 'suela', 'nude', 'bordo', 'offwhite'],
    genders: ['women'],
    sizes: 'unico',
    price: [55_000, 109_000],
    types: ['Carteras', 'Marroquinería', ''],
    seasons: [],
    occasions: { office: 0.3 },
    count: 5,
  },
  {
    category: 'aa-5-4-5',
    nouns: [
      ['Sobre', false],
      ['Clutch', false],
      ['Cartera de Fiesta', true],
    ],
    details: ['Con Brillos', 'Metalizado', 'Satén', ''],
    fabrics: ['saten', 'ecocuero'],
    shades: ['dorado', 'plateado', 'negro', 'nude'],
    genders: ['women'],
    sizes: 'unico',
    price: [32_000, 59_000],
    types: ['Carteras', 'Fiesta', ''],
    seasons: [],
    occasions: { party: 0.6, wedding: 0.5 },
    count: 4,
  },
  {
    category: 'lb-13',
    nouns: [
      ['Tote', false],
      ['Bolso Tote', false],
      ['Bolso', false],
    ],
    details: ['Grande', 'Playero', 'Reversible', ''],
    fabrics: ['lona', 'ecocuero'],
    shades: ['crudo', 'negro', 'suela', 'verde'],
    genders: ['women', 'unisex'],
    sizes: 'unico',
    price: [29_000, 69_000],
    types: ['Bolsos', 'Carteras', ''],
    seasons: ['summer'],
    occasions: { beach: 0.4 },
    count: 4,
  },
  {
    category: 'lb-1',
    nouns: [['Mochila', true]],
    details: ['Urbana', 'Con Bolsillos', 'Mini', 'Porta Notebook'],
    fabrics: ['ecocuero', 'cuero', 'nylon', 'lona'],
    shades: ['negro', 'suela', 'militar', 'camel', 'marino'],
    genders: ['unisex', 'women', 'men'],
    sizes: 'unico',
    price: [49_000, 99_000],
    types: ['Mochilas', 'MOCHILAS', 'Marroquinería', '', 'Accesorios'],
    seasons: [],
    count: 5,
  },
  {
    category: 'lb-7',
    nouns: [['Riñonera', true]],
    details: ['Urbana', 'Con Cierre', 'Mini'],
    fabrics: ['ecocuero', 'nylon', 'cuero'],
    shades: ['negro', 'suela', 'militar', 'animal'],
    genders: ['unisex'],
    sizes: 'unico',
    price: [25_000, 45_000],
    types: ['Riñoneras', 'Accesorios', ''],
    seasons: [],
    count: 3,
  },
  {
    category: 'aa-5-5-7',
    nouns: [['Billetera', true]],
    details: ['Con Tarjetero', 'Grande', 'Mini'],
    fabrics: ['cuero', 'ecocuero'],
    shades: ['negro', 'suela', 'chocolate', 'bordo'],
    genders: ['women', 'men', 'unisex'],
    sizes: 'unico',
    price: [22_000, 45_000],
    types: ['Billeteras', 'Marroquinería', ''],
    seasons: [],
    count: 3,
  },
  {
    category: 'aa-6-6',
    nouns: [
      ['Aros', false, true],
      ['Argollas', true, true],
    ],
    details: ['Chicos', 'Colgantes', 'Con Perla', 'Grandes'],
    fabrics: ['acero', 'plata'],
    shades: ['dorado', 'plateado'],
    genders: ['women'],
    sizes: 'unico',
    price: [8_000, 29_000],
    types: ['Accesorios', 'Bijou', 'Aros', ''],
    seasons: [],
    occasions: { party: 0.2, wedding: 0.2 },
    count: 6,
  },
  {
    category: 'aa-6-8',
    nouns: [
      ['Collar', false],
      ['Cadena', true],
      ['Gargantilla', true],
    ],
    details: ['Con Dije', 'Corazón', 'Doble', 'Fina'],
    fabrics: ['acero', 'plata'],
    shades: ['dorado', 'plateado'],
    genders: ['women', 'unisex'],
    sizes: 'unico',
    price: [12_000, 39_000],
    types: ['Accesorios', 'Bijou', ''],
    seasons: [],
    occasions: { party: 0.2 },
    count: 5,
  },
  {
    category: 'aa-6-3',
    nouns: [
      ['Pulsera', true],
      ['Esclava', true],
    ],
    details: ['Tejida', 'Con Dije', 'Rígida'],
    fabrics: ['acero', 'plata'],
    shades: ['dorado', 'plateado'],
    genders: ['women', 'unisex'],
    sizes: 'unico',
    price: [9_000, 29_000],
    types: ['Accesorios', 'Bijou', ''],
    seasons: [],
    count: 3,
  },
  {
    category: 'aa-6-9',
    nouns: [['Anillo', false]],
    details: ['Sello', 'Liso', 'Con Piedra', 'Ajustable'],
    fabrics: ['acero', 'plata'],
    shades: ['dorado', 'plateado'],
    genders: ['women', 'men', 'unisex'],
    sizes: 'anillo',
    price: [9_000, 32_000],
    types: ['Accesorios', 'Anillos', ''],
    seasons: [],
    count: 3,
  },
  {
    category: 'aa-2-6',
    nouns: [
      ['Cinturón', false],
      ['Cinto', false],
    ],
    details: ['Hebilla Dorada', 'Trenzado', 'Clásico', 'Ancho'],
    fabrics: ['cuero', 'ecocuero'],
    shades: ['negro', 'suela', 'chocolate', 'camel'],
    genders: ['women', 'men', 'unisex'],
    sizes: 'unico',
    price: [15_000, 35_000],
    types: ['Cintos', 'Accesorios', ''],
    seasons: [],
    count: 4,
  },
  {
    category: 'aa-2-17-2',
    nouns: [
      ['Gorro', false],
      ['Gorro de Lana', false],
    ],
    details: ['Con Pompón', 'Doblado', 'Beanie', ''],
    fabrics: ['hilo'],
    shades: ['negro', 'crudo', 'gris', 'bordo', 'militar'],
    genders: ['unisex'],
    sizes: 'unico',
    price: [12_000, 22_000],
    types: ['Accesorios', 'Gorros', ''],
    seasons: ['winter'],
    count: 3,
  },
  {
    category: 'aa-2-17-1',
    nouns: [['Gorra', true]],
    details: ['Trucker', 'Bordada', 'Visera Curva'],
    fabrics: ['algodon'],
    shades: ['negro', 'blanco', 'beige', 'marino'],
    genders: ['unisex', 'men'],
    sizes: 'unico',
    price: [14_000, 24_000],
    types: ['Accesorios', 'Gorras', ''],
    seasons: ['summer'],
    count: 3,
  },
  {
    category: 'aa-2-26',
    nouns: [
      ['Bufanda', true],
      ['Pañuelo', false],
    ],
    details: ['Tejida', 'Estampado', 'Larga'],
    fabrics: ['hilo', 'saten'],
    shades: ['crudo', 'gris', 'camel', 'animal', 'bordo'],
    genders: ['unisex', 'women'],
    sizes: 'unico',
    price: [12_000, 28_000],
    types: ['Accesorios', ''],
    seasons: ['winter', 'autumn'],
    count: 3,
  },
  {
    category: 'aa-2-27',
    nouns: [
      ['Anteojos de Sol', false, true],
      ['Lentes de Sol', false, true],
    ],
    details: ['Cat Eye', 'Aviador', 'Redondos', 'Oversize'],
    fabrics: ['acetato'],
    shades: ['negro', 'animal', 'nude', 'dorado'],
    genders: ['unisex', 'women'],
    sizes: 'unico',
    price: [29_000, 59_000],
    types: ['Anteojos', 'Accesorios', ''],
    seasons: ['summer'],
    occasions: { beach: 0.3 },
    count: 4,
  },
];

const NAMES = [
  'Lucía',
  'Mora',
  'Greta',
  'Sol',
  'Olivia',
  'Frida',
  'Paz',
  'Alma',
  'Juana',
  'Nina',
  'Vera',
  'Roma',
  'Lola',
  'Emma',
  'Pilar',
  'Catalina',
  'Malena',
  'Uma',
];
const MEN_NAMES = ['Bruno', 'Tomás', 'Milo', 'Santino', 'Ciro', 'Benicio', 'Felipe'];
const OCCASION_TAGS: Readonly<Record<Occasion, string[]>> = {
  party: ['fiesta', 'Fiesta', 'noche'],
  wedding: ['casamiento', 'Casamiento', 'invitada'],
  office: ['oficina', 'Oficina', 'trabajo'],
  beach: ['playa', 'Playa', 'verano-playa'],
};
const SEASON_TAGS: Readonly<Record<Season, string>> = { spring: 'primavera', summer: 'verano', autumn: 'otoño', winter: 'invierno' };
const OCCASION_NAMES: Readonly<Record<Occasion, string>> = { party: 'fiesta', wedding: 'casamiento', office: 'oficina', beach: 'playa' };

/** A price as Argentine shops set them: thousands ending in 900. */
const arsPrice = (random: Random, [low, high]: [number, number]) => Math.round(random.between(low, high) / 1000) * 1000 - 100;

const titleCase = (text: string) => text.replace(/\s+/g, ' ').trim();
function casing(random: Random, text: string): string {
  const roll = random.next();
  if (roll < 0.08) return text.toUpperCase();
  if (roll < 0.2) return text.charAt(0) + text.slice(1).toLowerCase();
  return text;
}

interface Written {
  product: Record<string, unknown>;
  truth: TruthProduct;
}

/** The shop's products and their truth. */
export function arShopifyProducts(random: Random): Written[] {
  const written: Written[] = [];
  const handles = new Set<string>();
  let id = 8_200_000_000;
  for (const kind of KINDS) {
    for (let n = 0; n < kind.count; n++) {
      id += random.between(3, 40);
      written.push(product(random, kind, id, handles));
    }
  }
  // A shop lists its newest first, not by kind.
  return written
    .map((entry) => ({ entry, key: random.next() }))
    .sort((a, b) => a.key - b.key)
    .map(({ entry }) => entry);
}

function product(random: Random, kind: Kind, id: number, handles: Set<string>): Written {
  const gender = random.pick(kind.genders);
  const [noun, feminine, plural, nounCategory] = random.pick(kind.nouns);
  const category = nounCategory ?? kind.category;
  const picked = random.pick(kind.details);
  // A detail naming a material ("Lino", "Frisa") is the product's fabric, or is not written.
  const named = DETAIL_FABRICS[picked]?.find((key) => kind.fabrics.includes(key));
  const detail = DETAIL_FABRICS[picked] && !named ? '' : agreeing(picked, feminine, plural === true);
  const fabricKey = named ?? random.pick(kind.fabrics);
  const fabric = FABRICS[fabricKey]!;
  const word = named ? '' : random.chance(0.7) ? random.pick(fabric.title) : '';
  // "Pantalón de Jean" names its fabric already.
  const fabricWord = word && !noun.toLowerCase().includes(word.replace(/^de /, '').toLowerCase()) ? word : '';
  const shades = random.some(kind.shades, random.pick([1, 1, 1, 2, 2, 3, 4]));
  const shadeWord = (key: string) => {
    const [masculine, femenine] = SHADES[key]!.words;
    const word = feminine ? femenine : masculine;
    return plural && /[oa]$/.test(word) && !word.includes(' ') ? `${word}s` : word;
  };
  // Where the colour is written: one colour often only in the title; several as the Color option.
  const colourPlace =
    shades.length > 1
      ? random.chance(0.85)
        ? 'option'
        : 'description'
      : random.pick(['title', 'title', 'title', 'option', 'titleAndOption', 'description'] as const);
  const sizeSet = typeof kind.sizes === 'string' ? kind.sizes : gender === 'men' ? kind.sizes.men : kind.sizes.women;
  const sizes = random.pick(SIZE_SETS[sizeSet]);
  const model = random.chance(0.25) ? random.pick(gender === 'men' ? MEN_NAMES : NAMES) : '';

  // Gender as shops say it: men's and unisex in tags, title or type; women's where the kind alone does not tell.
  const menWord = random.pick(['Hombre', 'hombre', 'HOMBRE']);
  const genderInTitle = gender === 'men' ? random.chance(0.35) : gender === 'unisex' ? random.chance(0.3) : false;
  const womenOnlyKind = kind.genders.every((candidate) => candidate === 'women');
  const tags = new Set<string>();
  let type = random.pick(kind.types);
  if (gender === 'men') {
    const place = genderInTitle ? random.pick(['title', 'tag']) : random.pick(['tag', 'tag', 'type']);
    if (place === 'tag' || random.chance(0.3)) tags.add(menWord.toLowerCase() === 'hombre' && random.chance(0.5) ? 'HOMBRE' : 'hombre');
    if (place === 'type') type = `Hombre - ${type || 'Ropa'}`;
  } else if (gender === 'unisex') {
    if (!genderInTitle || random.chance(0.5)) tags.add(random.pick(['unisex', 'Unisex', 'UNISEX']));
  } else if (!womenOnlyKind) {
    const place = random.pick(['tag', 'tag', 'type', 'title']);
    if (place === 'tag') tags.add(random.pick(['mujer', 'Mujer', 'MUJER']));
    if (place === 'type') type = `Mujer - ${type || 'Ropa'}`;
    if (place === 'title') tags.add('coleccion-mujer');
  }

  const titleParts = [noun, detail, fabricWord];
  if (genderInTitle) titleParts.push(gender === 'men' ? 'Hombre' : 'Unisex');
  if (model) titleParts.push(`"${model}"`);
  if (colourPlace === 'title' || colourPlace === 'titleAndOption') titleParts.push(shades.map(shadeWord).join(' '));
  const title = casing(random, titleCase(titleParts.join(' ')));
  let handle = slugOf(title);
  while (handles.has(handle)) handle = `${handle}-${random.between(1, 99)}`;
  handles.add(handle);

  const occasions: Occasion[] = [];
  for (const [occasion, p] of Object.entries(kind.occasions ?? {}) as Array<[Occasion, number]>) {
    if (random.chance(p)) {
      occasions.push(occasion);
      tags.add(random.pick(OCCASION_TAGS[occasion]));
    }
  }
  if (random.chance(0.3) && kind.seasons.length > 0) tags.add(SEASON_TAGS[random.pick(kind.seasons)]);
  if (random.chance(0.25)) tags.add(random.pick(['nueva-temporada', 'NUEVA TEMPORADA', 'new-in', 'OI25', 'PV25']));
  if (random.chance(0.15)) tags.add(random.pick(['envio-gratis', 'basicos', 'best-seller', 'cuotas-sin-interes']));
  if (fabricKey === 'ecocuero' && random.chance(0.4)) tags.add(random.pick(['eco cuero', 'vegano', 'cruelty free']));

  const onSale = random.chance(0.27);
  const discount = random.pick([0.15, 0.2, 0.25, 0.3, 0.4]);
  if (onSale && random.chance(0.6)) tags.add(random.pick(['SALE', 'sale', 'HOT SALE', 'outlet', 'cyber']));
  const regular = arsPrice(random, kind.price);
  const price = onSale ? Math.round((regular * (1 - discount)) / 100) * 100 : regular;

  const sizeName = random.pick(sizeSet.startsWith('calzado') ? ['Talle', 'Número', 'TALLE', 'Talle'] : ['Talle', 'Talle', 'TALLE', 'Talles', 'Size']);
  const colourName = random.pick(['Color', 'Color', 'COLOR', 'Colores']);
  const options: Array<{ name: string; values: string[] }> = [];
  if (sizes.length > 0) options.push({ name: sizeName, values: sizes });
  const colourOption = colourPlace === 'option' || colourPlace === 'titleAndOption';
  if (colourOption)
    options.push({ name: colourName, values: shades.map((key) => (random.chance(0.8) ? SHADES[key]!.words[0] : SHADES[key]!.words[0].toLowerCase())) });
  const combos = cartesian(options.map((option) => option.values));
  const soldOut = new Set(combos.filter(() => random.chance(0.12)).map((combo) => combo.join('/')));
  const variants = combos.map((combo, i) => ({
    id: id * 100 + i + 1,
    title: combo.length === 0 ? 'Default Title' : combo.join(' / '),
    option1: combo[0] ?? 'Default Title',
    option2: combo[1] ?? null,
    option3: null,
    sku: `PT-${id % 100000}-${i + 1}`,
    requires_shipping: true,
    taxable: true,
    featured_image: null,
    available: !soldOut.has(combo.join('/')) || combos.length === 1,
    price: price.toFixed(2),
    grams: random.between(150, 1500),
    compare_at_price: onSale ? regular.toFixed(2) : random.chance(0.05) ? price.toFixed(2) : null,
    position: i + 1,
    product_id: id,
    created_at: '2025-03-10T12:00:00-03:00',
    updated_at: '2025-09-01T12:00:00-03:00',
  }));

  const lines = [`<p>${random.pick(DESCRIPTION_OPENINGS)} ${noun.toLowerCase()}${detail ? ` ${detail.toLowerCase()}` : ''}.</p>`];
  lines.push(
    random.chance(0.5)
      ? `<p><strong>Composición:</strong> ${random.pick(fabric.description)}</p>`
      : `<ul><li>${random.pick(fabric.description)}</li><li>${random.pick(CARE)}</li></ul>`,
  );
  if (colourPlace === 'description')
    lines.push(`<p>${random.pick(['Color', 'Colores', 'Disponible en'])}: ${shades.map((key) => SHADES[key]!.words[0].toLowerCase()).join(', ')}.</p>`);
  if (gender === 'men' && random.chance(0.3)) lines.push('<p>Calce de hombre.</p>');
  if (sizes.length > 0 && random.chance(0.5))
    lines.push(
      `<p>${gender === 'men' ? 'El modelo mide 1,82 m y usa' : 'La modelo mide 1,70 m y usa'} talle ${sizes[Math.min(1, sizes.length - 1)]}. Consultá la guía de talles.</p>`,
    );
  if (occasions.length > 0 && random.chance(0.4)) lines.push(`<p>Ideal para ${occasions.map((occasion) => OCCASION_NAMES[occasion]).join(' y ')}.</p>`);

  const images = Array.from({ length: random.between(1, 3) }, (_, i) => ({
    id: id * 10 + i,
    position: i + 1,
    src: `{{origin}}/cdn/shop/files/${handle}-${i + 1}.jpg?v=1725000000`,
    width: 1200,
    height: 1600,
    variant_ids: [],
  }));
  const shopOptions =
    options.length > 0
      ? options.map((option, i) => ({ name: option.name, position: i + 1, values: option.values }))
      : [{ name: 'Title', position: 1, values: ['Default Title'] }];
  const shopProduct = {
    id,
    title,
    handle,
    body_html: lines.join('\n'),
    published_at: '2025-03-10T12:00:00-03:00',
    created_at: '2025-03-10T12:00:00-03:00',
    updated_at: '2025-09-01T12:00:00-03:00',
    vendor: 'Pampa Tienda',
    product_type: type,
    tags: [...tags],
    variants,
    images,
    options: shopOptions,
  };
  const truth: TruthProduct = {
    path: `/products/${handle}`,
    title,
    category: { id: category, name: SHOPIFY_CATEGORIES[category]! },
    gender,
    colours: shades.map((key) => SHADES[key]!.words[0]),
    families: [...new Set(shades.map((key) => SHADES[key]!.family))],
    materials: fabric.materials,
    occasions,
    seasons: kind.seasons,
    onSale,
    sizes,
    price,
    currency: 'ARS',
  };
  return { product: shopProduct, truth };
}

const DETAIL_FABRICS: Readonly<Record<string, string[]>> = { Lino: ['lino'], Frisa: ['frisa'], 'Friza Invisible': ['frisa'], Satén: ['saten'] };

/** Adjectives whose ending follows the noun's gender and number ("Pollera Larga", "Pañuelo Largo", "Botas Bajas"). */
const AGREEING =
  /^(Larg|Cort|Básic|Clásic|Estampad|Bordad|Rayad|Tejid|Plisad|Cruzad|Acanalad|Calad|Entallad|Rect|Metalizad|Doblad|Escotad|Baj|Urban|Livian|Deportiv|Chic|Fin|Redond|Tablead)$/;
function agreeing(detail: string, feminine: boolean, plural: boolean): string {
  return detail
    .split(' ')
    .map((word) => {
      const match = /^(.*?)([oa])s?$/.exec(word);
      if (!match || !AGREEING.test(match[1]!)) return word;
      return `${match[1]}${feminine ? 'a' : 'o'}${plural ? 's' : ''}`;
    })
    .join(' ');
}

const DESCRIPTION_OPENINGS = ['Nuestra', 'Te presentamos', 'Un básico:', 'Nuevo ingreso:', 'Diseño exclusivo:', 'La', 'El'];
const CARE = ['Lavar a mano con agua fría.', 'No usar secarropas.', 'Limpiar con paño húmedo.', 'Lavar del revés.'];

export function slugOf(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

export function cartesian(lists: string[][]): string[][] {
  return lists.reduce<string[][]>((combos, list) => combos.flatMap((combo) => list.map((value) => [...combo, value])), [[]]);
}
