import { shopCase as c, type ShopCase } from './intent';

/**
 * Over eu-woocommerce (a European brand's English shop): what its shoppers type, in the four languages, with the
 * products each asks for as an intent over truth.json (see intent.ts).
 */
const JACKETS = 'aa-1-10-2';
const DENIM_JACKETS = 'aa-1-10-2-14';
const PUFFERS = 'aa-1-10-2-9';
const TRENCH = 'aa-1-10-2-13';
const COATS = 'aa-1-10-2-5';
const BLAZERS = 'aa-1-10-2-11';
const HOODIES = 'aa-1-13-13';
const SWEATSHIRTS = 'aa-1-13-14';
const SWEATERS = 'aa-1-13-12';
const CARDIGANS = 'aa-1-13-3';
const TSHIRTS = 'aa-1-13-8';
const SHIRTS = 'aa-1-13-7';
const BLOUSES = 'aa-1-13-1';
const JEANS = 'aa-1-12-4';
const TROUSERS = 'aa-1-12-11';
const SHORTS = 'aa-1-14';
const SKIRTS = 'aa-1-15';
const DRESSES = 'aa-1-4';
const JUMPSUITS = 'aa-1-9';
const SWIMWEAR = 'aa-1-20';
const BIKINIS = 'aa-1-20-6';
const LINGERIE = 'aa-1-6';
const BRAS = 'aa-1-6-3';
const SNEAKERS = 'aa-8-8';
const BOOTS = 'aa-8-3';
const HEELS = 'aa-8-10';
const SANDALS = 'aa-8-6';
const SHOES = 'aa-8';
const CROSSBODY = 'aa-5-4-7';
const HANDBAGS = 'aa-5-4';
const CLUTCHES = 'aa-5-4-5';
const BACKPACKS = 'lb-1';
const TOTES = 'lb-13';
const EARRINGS = 'aa-6-6';
const NECKLACES = 'aa-6-8';
const BELTS = 'aa-2-6';
const BEANIES = 'aa-2-17-2';
const SCARVES = 'aa-2-26';
const SUNGLASSES = 'aa-2-27';
const BRIDAL = 'aa-1-22';

export const EU_WOOCOMMERCE_CASES: readonly ShopCase[] = [
  // English, as the shop's shoppers write.
  c('en', 'faux leather biker jacket', { categories: [JACKETS], materials: ['synthetic-leather'] }, 'multiword'),
  c('en', 'faux leather boots', { categories: [BOOTS], materials: ['synthetic-leather'] }, 'multiword'),
  c('en', 'leather jacket', { categories: [JACKETS], materials: ['leather'] }),
  c('en', 'denim jacket', { categories: [DENIM_JACKETS] }),
  c('en', 'puffer jacket', { categories: [PUFFERS] }),
  c('en', 'trench coat', { categories: [TRENCH] }),
  c('en', 'wool coat', { categories: [COATS], materials: ['wool'] }),
  c('en', 'linen blend blazer', { categories: [BLAZERS], materials: ['linen'] }, 'multiword'),
  c('en', 'blazer', { categories: [BLAZERS] }),
  c('en', 'hoodie', { categories: [HOODIES] }),
  c('en', 'hoodies', { categories: [HOODIES] }, 'inflection'),
  c('en', 'grey sweatshirt', { categories: [SWEATSHIRTS, HOODIES], colours: ['grey'] }),
  c('en', 'cashmere jumper', { categories: [SWEATERS], materials: ['cashmere'] }),
  c('en', 'cardigan', { categories: [CARDIGANS] }),
  c('en', 'white t-shirt', { categories: [TSHIRTS], colours: ['white'] }),
  c('en', "men's t-shirts", { categories: [TSHIRTS], gender: 'men' }),
  c('en', 'linen shirt', { categories: [SHIRTS], materials: ['linen'] }),
  c('en', 'blouse', { categories: [BLOUSES] }),
  c('en', 'wide leg jeans', { categories: [JEANS] }, 'multiword'),
  c('en', 'tailored trousers', { categories: [TROUSERS] }),
  c('en', 'shorts', { categories: [SHORTS] }),
  c('en', 'pleated midi skirt', { categories: [SKIRTS] }, 'multiword'),
  c('en', 'satin slip dress', { categories: [DRESSES], materials: ['polyester', 'silk'] }, 'multiword'),
  c('en', 'black dress', { categories: [DRESSES], colours: ['black'] }),
  c('en', 'wedding guest dress', { categories: [DRESSES], occasion: 'wedding' }),
  c('en', 'party dress', { categories: [DRESSES], occasion: 'party' }),
  c('en', 'wedding dress', { categories: [BRIDAL] }, 'empty'),
  c('en', 'jumpsuit', { categories: [JUMPSUITS] }),
  c('en', 'swimwear', { categories: [SWIMWEAR] }),
  c('en', 'bikini', { categories: [BIKINIS] }),
  c('en', 'lingerie', { categories: [LINGERIE] }),
  c('en', 'white sneakers', { categories: [SNEAKERS], colours: ['white'] }),
  c('en', 'chelsea boots suede', { categories: [BOOTS], materials: ['suede'] }, 'multiword'),
  c('en', 'cowboy boots', { categories: [BOOTS] }),
  c('en', 'heels', { categories: [HEELS] }),
  c('en', 'sandals', { categories: [SANDALS] }),
  c('en', "men's shoes", { categories: [SHOES], gender: 'men' }),
  c('en', 'crossbody bag tan', { categories: [CROSSBODY], shades: ['Tan'] }, 'shade'),
  c('en', 'clutch', { categories: [CLUTCHES] }),
  c('en', 'handbags', { categories: [HANDBAGS] }, 'inflection'),
  c('en', 'backpack', { categories: [BACKPACKS] }),
  c('en', 'tote bag', { categories: [TOTES] }),
  c('en', 'gold hoop earrings', { categories: [EARRINGS], colours: ['gold'] }, 'multiword'),
  c('en', 'necklace', { categories: [NECKLACES] }),
  c('en', 'leather belt', { categories: [BELTS], materials: ['leather'] }),
  c('en', 'beanie', { categories: [BEANIES] }),
  c('en', 'sunglasses', { categories: [SUNGLASSES] }),
  c('en', 'burgundy', { colours: ['red'], shades: ['Burgundy'] }, 'shade'),
  c('en', 'leopard', { shades: ['Leopard'] }, 'shade'),
  c('en', 'workwear', { occasion: 'office' }),
  c('en', 'beach', { occasion: 'beach' }),
  c('en', 'on sale', { sale: true }),
  c('en', 'dresses on sale', { categories: [DRESSES], sale: true }),
  c('en', 'size 43', { size: '43' }),
  c('en', 'boots size 38', { categories: [BOOTS], size: '38' }),
  c('en', 'dress under 150', { categories: [DRESSES], maxPrice: 150 }),
  c('en', 'black boots under 150', { categories: [BOOTS], colours: ['black'], maxPrice: 150 }),
  c('en', 'rain boots', { categories: [] }, 'empty'),
  // Spanish.
  c('es', 'campera de cuero sintético', { categories: [JACKETS], materials: ['synthetic-leather'] }, 'multiword'),
  c('es', 'chaqueta vaquera', { categories: [DENIM_JACKETS] }),
  c('es', 'plumífero', { categories: [PUFFERS] }),
  c('es', 'gabardina', { categories: [TRENCH] }),
  c('es', 'blazer de lino', { categories: [BLAZERS], materials: ['linen'] }),
  c('es', 'sudadera con capucha', { categories: [HOODIES] }, 'multiword'),
  c('es', 'jersey de cachemira', { categories: [SWEATERS], materials: ['cashmere'] }),
  c('es', 'camiseta blanca', { categories: [TSHIRTS], colours: ['white'] }),
  c('es', 'falda plisada', { categories: [SKIRTS] }),
  c('es', 'vestido de fiesta', { categories: [DRESSES], occasion: 'party' }),
  c('es', 'vestido negro', { categories: [DRESSES], colours: ['black'] }),
  c('es', 'mono', { categories: [JUMPSUITS] }),
  c('es', 'bañador', { categories: [SWIMWEAR] }),
  c('es', 'lencería', { categories: [LINGERIE] }, 'accent'),
  c('es', 'zapatillas blancas', { categories: [SNEAKERS], colours: ['white'] }),
  c('es', 'botas de ante', { categories: [BOOTS], materials: ['suede'] }),
  c('es', 'botas camperas', { categories: [BOOTS] }),
  c('es', 'tacones', { categories: [HEELS] }),
  c('es', 'bolso bandolera', { categories: [CROSSBODY] }),
  c('es', 'mochila', { categories: [BACKPACKS] }),
  c('es', 'pendientes dorados', { categories: [EARRINGS], colours: ['gold'] }),
  c('es', 'gafas de sol', { categories: [SUNGLASSES] }, 'multiword'),
  c('es', 'rebajas', { sale: true }),
  c('es', 'vestido de novia', { categories: [BRIDAL] }, 'empty'),
  // Italian.
  c('it', 'giacca in similpelle', { categories: [JACKETS], materials: ['synthetic-leather'] }, 'multiword'),
  c('it', 'giubbotto di jeans', { categories: [DENIM_JACKETS] }),
  c('it', 'piumino', { categories: [PUFFERS] }),
  c('it', 'trench', { categories: [TRENCH] }),
  c('it', 'blazer di lino', { categories: [BLAZERS], materials: ['linen'] }),
  c('it', 'felpa con cappuccio', { categories: [HOODIES] }, 'multiword'),
  c('it', 'maglione di cashmere', { categories: [SWEATERS], materials: ['cashmere'] }),
  c('it', 'gonna plissettata', { categories: [SKIRTS] }),
  c('it', 'abito nero', { categories: [DRESSES], colours: ['black'] }),
  c('it', 'tuta intera', { categories: [JUMPSUITS] }),
  c('it', 'costume da bagno', { categories: [SWIMWEAR] }, 'multiword'),
  c('it', 'reggiseno', { categories: [BRAS] }),
  c('it', 'sneakers bianche', { categories: [SNEAKERS], colours: ['white'] }),
  c('it', 'stivali in camoscio', { categories: [BOOTS], materials: ['suede'] }),
  c('it', 'scarpe con tacco', { categories: [HEELS] }),
  c('it', 'borsa a tracolla', { categories: [CROSSBODY] }, 'multiword'),
  c('it', 'zaino', { categories: [BACKPACKS] }),
  c('it', 'orecchini d’oro', { categories: [EARRINGS], colours: ['gold'] }),
  c('it', 'occhiali da sole', { categories: [SUNGLASSES] }, 'multiword'),
  c('it', 'sciarpa', { categories: [SCARVES] }),
  c('it', 'saldi', { sale: true }),
  c('it', 'abito da sposa', { categories: [BRIDAL] }, 'empty'),
  // French.
  c('fr', 'veste en simili cuir', { categories: [JACKETS], materials: ['synthetic-leather'] }, 'multiword'),
  c('fr', 'veste en jean', { categories: [DENIM_JACKETS] }),
  c('fr', 'doudoune', { categories: [PUFFERS] }),
  c('fr', 'trench', { categories: [TRENCH] }),
  c('fr', 'blazer en lin', { categories: [BLAZERS], materials: ['linen'] }),
  c('fr', 'sweat à capuche', { categories: [HOODIES] }, 'multiword'),
  c('fr', 'pull en cachemire', { categories: [SWEATERS], materials: ['cashmere'] }),
  c('fr', 'jupe plissée', { categories: [SKIRTS] }),
  c('fr', 'robe plissée', { categories: [DRESSES] }),
  c('fr', 'robe noire', { categories: [DRESSES], colours: ['black'] }),
  c('fr', 'combinaison', { categories: [JUMPSUITS] }),
  c('fr', 'maillot de bain', { categories: [SWIMWEAR] }, 'multiword'),
  c('fr', 'soutien-gorge', { categories: [BRAS] }),
  c('fr', 'baskets blanches', { categories: [SNEAKERS], colours: ['white'] }),
  c('fr', 'bottes en daim', { categories: [BOOTS], materials: ['suede'] }),
  c('fr', 'escarpins', { categories: [HEELS] }),
  c('fr', 'sac bandoulière', { categories: [CROSSBODY] }),
  c('fr', 'sac à dos', { categories: [BACKPACKS] }, 'multiword'),
  c('fr', 'boucles d’oreilles dorées', { categories: [EARRINGS], colours: ['gold'] }),
  c('fr', 'lunettes de soleil', { categories: [SUNGLASSES] }, 'multiword'),
  c('fr', 'soldes', { sale: true }),
  c('fr', 'robe de mariée', { categories: [BRIDAL] }, 'empty'),
];
