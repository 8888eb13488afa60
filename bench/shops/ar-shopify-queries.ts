import { shopCase as c, type ShopCase } from './intent';

/**
 * Over ar-shopify (an Argentine brand's Spanish shop): what its shoppers type, in the four languages (an Italian or
 * a French visitor writes in theirs), with the products each asks for as an intent over truth.json (see intent.ts).
 */
const JACKETS = 'aa-1-10-2';
const DENIM_JACKETS = 'aa-1-10-2-14';
const PUFFERS = 'aa-1-10-2-9';
const COATS = 'aa-1-10-2-5';
const BLAZERS = 'aa-1-10-2-11';
const HOODIES = 'aa-1-13-13';
const SWEATSHIRTS = 'aa-1-13-14';
const SWEATERS = 'aa-1-13-12';
const CARDIGANS = 'aa-1-13-3';
const TSHIRTS = 'aa-1-13-8';
const TANKS = 'aa-1-13-9';
const SHIRTS = 'aa-1-13-7';
const BLOUSES = 'aa-1-13-1';
const JEANS = 'aa-1-12-4';
const TROUSERS = 'aa-1-12-11';
const PANTS = 'aa-1-12';
const SHORTS = 'aa-1-14';
const SKIRTS = 'aa-1-15';
const DRESSES = 'aa-1-4';
const JUMPSUITS = 'aa-1-9';
const BIKINIS = 'aa-1-20-6';
const SWIMWEAR = 'aa-1-20';
const BRAS = 'aa-1-6-3';
const SNEAKERS = 'aa-8-8';
const BOOTS = 'aa-8-3';
const HEELS = 'aa-8-10';
const SANDALS = 'aa-8-6';
const FLATS = 'aa-8-9';
const SHOES = 'aa-8';
const CROSSBODY = 'aa-5-4-7';
const HANDBAGS = 'aa-5-4';
const CLUTCHES = 'aa-5-4-5';
const BACKPACKS = 'lb-1';
const TOTES = 'lb-13';
const FANNY = 'lb-7';
const WALLETS = 'aa-5-5-7';
const BAGS = [HANDBAGS, BACKPACKS, TOTES, FANNY];
const EARRINGS = 'aa-6-6';
const NECKLACES = 'aa-6-8';
const RINGS = 'aa-6-9';
const JEWELLERY = 'aa-6';
const BELTS = 'aa-2-6';
const BEANIES = 'aa-2-17-2';
const CAPS = 'aa-2-17-1';
const SUNGLASSES = 'aa-2-27';
const BRIDAL = 'aa-1-22';

export const AR_SHOPIFY_CASES: readonly ShopCase[] = [
  // Spanish, as Argentine shoppers write.
  c('es', 'campera eco cuero negra', { categories: [JACKETS], materials: ['synthetic-leather'], colours: ['black'] }, 'multiword'),
  c('es', 'campera de cuero', { categories: [JACKETS], materials: ['leather'] }),
  c('es', 'campera de jean', { categories: [DENIM_JACKETS] }, 'multiword'),
  c('es', 'campera inflable', { categories: [PUFFERS] }),
  c('es', 'tapado', { categories: [COATS] }),
  c('es', 'blazer', { categories: [BLAZERS] }),
  c('es', 'buzo canguro', { categories: [HOODIES] }),
  c('es', 'buzo gris', { categories: [HOODIES, SWEATSHIRTS], colours: ['grey'] }),
  c('es', 'buzos hombre', { categories: [HOODIES, SWEATSHIRTS], gender: 'men' }, 'inflection'),
  c('es', 'sweater', { categories: [SWEATERS] }),
  c('es', 'cárdigan', { categories: [CARDIGANS] }, 'accent'),
  c('es', 'remera oversize blanca', { categories: [TSHIRTS], colours: ['white'] }, 'multiword'),
  c('es', 'remeras de hombre', { categories: [TSHIRTS], gender: 'men' }, 'inflection'),
  c('es', 'musculosa', { categories: [TANKS] }),
  c('es', 'camisa de lino', { categories: [SHIRTS], materials: ['linen'] }),
  c('es', 'blusa', { categories: [BLOUSES] }),
  c('es', 'jean mom', { categories: [JEANS] }),
  c('es', 'jeans', { categories: [JEANS] }, 'inflection'),
  c('es', 'pantalón sastrero', { categories: [TROUSERS] }),
  c('es', 'pantalones', { categories: [PANTS] }, 'inflection'),
  c('es', 'short de jean', { categories: [SHORTS], materials: ['denim'] }, 'multiword'),
  c('es', 'pollera plisada', { categories: [SKIRTS] }),
  c('es', 'pollera de eco cuero', { categories: [SKIRTS], materials: ['synthetic-leather'] }, 'multiword'),
  c('es', 'vestido midi plisado', { categories: [DRESSES] }),
  c('es', 'vestido de fiesta', { categories: [DRESSES], occasion: 'party' }),
  c('es', 'vestido para casamiento', { categories: [DRESSES], occasion: 'wedding' }),
  c('es', 'vestido negro', { categories: [DRESSES], colours: ['black'] }),
  c('es', 'vestido de novia', { categories: [BRIDAL] }, 'empty'),
  c('es', 'mono', { categories: [JUMPSUITS] }),
  c('es', 'bikini', { categories: [BIKINIS] }),
  c('es', 'malla', { categories: [SWIMWEAR] }),
  c('es', 'corpiño', { categories: [BRAS] }),
  c('es', 'zapatillas blancas', { categories: [SNEAKERS], colours: ['white'] }),
  c('es', 'zapatillas de hombre', { categories: [SNEAKERS], gender: 'men' }),
  c('es', 'botas', { categories: [BOOTS] }),
  c('es', 'texanas', { categories: [BOOTS] }),
  c('es', 'zapatos acordonados hombre', { categories: [SHOES], gender: 'men' }, 'multiword'),
  c('es', 'zapatos para casamiento', { categories: [SHOES], occasion: 'wedding' }),
  c('es', 'sandalias', { categories: [SANDALS] }),
  c('es', 'stilettos', { categories: [HEELS] }),
  c('es', 'chatitas', { categories: [FLATS] }),
  c('es', 'cartera bandolera suela', { categories: [CROSSBODY], shades: ['Suela'] }, 'shade'),
  c('es', 'carteras', { categories: [HANDBAGS] }, 'inflection'),
  c('es', 'mochila', { categories: [BACKPACKS] }),
  c('es', 'riñonera', { categories: [FANNY] }),
  c('es', 'sobre de fiesta', { categories: [CLUTCHES] }, 'multiword'),
  c('es', 'billetera de cuero', { categories: [WALLETS], materials: ['leather'] }),
  c('es', 'aros de plata', { categories: [EARRINGS], materials: ['silver'] }),
  c('es', 'collar dorado', { categories: [NECKLACES], colours: ['gold'] }),
  c('es', 'anillo', { categories: [RINGS] }),
  c('es', 'bijou', { categories: [JEWELLERY] }),
  c('es', 'gorra', { categories: [CAPS] }),
  c('es', 'cinturón de cuero', { categories: [BELTS], materials: ['leather'] }),
  c('es', 'gorro de lana', { categories: [BEANIES] }),
  c('es', 'anteojos de sol', { categories: [SUNGLASSES] }, 'multiword'),
  c('es', 'camel', { colours: ['brown'], shades: ['Camel'] }, 'shade'),
  c('es', 'animal print', { shades: ['Animal Print'] }, 'shade'),
  c('es', 'verde militar', { shades: ['Verde Militar'] }, 'shade'),
  c('es', 'ropa para oficina', { occasion: 'office' }),
  c('es', 'para la playa', { occasion: 'beach' }),
  c('es', 'en oferta', { sale: true }),
  c('es', 'zapatillas en oferta', { categories: [SNEAKERS], sale: true }),
  c('es', 'talle 43', { size: '43' }),
  c('es', 'botas talle 38', { categories: [BOOTS], size: '38' }),
  c('es', 'vestido negro hasta 60000', { categories: [DRESSES], colours: ['black'], maxPrice: 60_000 }),
  c('es', 'remeras menos de 25000', { categories: [TSHIRTS], maxPrice: 25_000 }),
  c('es', 'botas de lluvia', { categories: [] }, 'empty'),
  c('es', 'traje de hombre', { categories: ['aa-1-19'], gender: 'men' }, 'empty'),
  // English.
  c('en', 'white sneakers', { categories: [SNEAKERS], colours: ['white'] }),
  c('en', 'faux leather jacket', { categories: [JACKETS], materials: ['synthetic-leather'] }, 'multiword'),
  c('en', 'leather jacket', { categories: [JACKETS], materials: ['leather'] }),
  c('en', 'denim jacket', { categories: [DENIM_JACKETS] }),
  c('en', 'puffer jacket', { categories: [PUFFERS] }),
  c('en', 'hoodie', { categories: [HOODIES] }),
  c('en', 'sweatshirt', { categories: [SWEATSHIRTS, HOODIES] }),
  c('en', 'grey hoodie', { categories: [HOODIES], colours: ['grey'] }),
  c('en', 'mens t-shirts', { categories: [TSHIRTS], gender: 'men' }),
  c('en', 'pleated midi dress', { categories: [DRESSES] }),
  c('en', 'party dress', { categories: [DRESSES], occasion: 'party' }),
  c('en', 'wedding guest dress', { categories: [DRESSES], occasion: 'wedding' }),
  c('en', 'skirt', { categories: [SKIRTS] }),
  c('en', 'mom jeans', { categories: [JEANS] }),
  c('en', 'crossbody bag', { categories: [CROSSBODY] }),
  c('en', 'backpack', { categories: [BACKPACKS] }),
  c('en', 'suede boots', { categories: [BOOTS], materials: ['suede'] }),
  c('en', 'cowboy boots', { categories: [BOOTS] }),
  c('en', "men's shoes", { categories: [SHOES], gender: 'men' }),
  c('en', 'heels', { categories: [HEELS] }),
  c('en', 'sunglasses', { categories: [SUNGLASSES] }),
  c('en', 'silver earrings', { categories: [EARRINGS], colours: ['silver'] }),
  c('en', 'bikini', { categories: [BIKINIS] }),
  c('en', 'on sale', { sale: true }),
  c('en', 'wedding dress', { categories: [BRIDAL] }, 'empty'),
  // Italian.
  c('it', 'giacca in similpelle', { categories: [JACKETS], materials: ['synthetic-leather'] }, 'multiword'),
  c('it', 'giacca di jeans', { categories: [DENIM_JACKETS] }),
  c('it', 'piumino', { categories: [PUFFERS] }),
  c('it', 'felpa con cappuccio', { categories: [HOODIES] }, 'multiword'),
  c('it', 'maglione', { categories: [SWEATERS] }),
  c('it', 'maglietta bianca', { categories: [TSHIRTS], colours: ['white'] }),
  c('it', 'camicia di lino', { categories: [SHIRTS], materials: ['linen'] }),
  c('it', 'gonna plissettata', { categories: [SKIRTS] }),
  c('it', 'abito da sera', { categories: [DRESSES], occasion: 'party' }),
  c('it', 'vestito nero', { categories: [DRESSES], colours: ['black'] }),
  c('it', 'scarpe da ginnastica bianche', { categories: [SNEAKERS], colours: ['white'] }, 'multiword'),
  c('it', 'stivali', { categories: [BOOTS] }),
  c('it', 'sandali', { categories: [SANDALS] }),
  c('it', 'scarpe da uomo', { categories: [SHOES], gender: 'men' }),
  c('it', 'borsa a tracolla', { categories: [CROSSBODY] }, 'multiword'),
  c('it', 'zaino', { categories: [BACKPACKS] }),
  c('it', 'orecchini', { categories: [EARRINGS] }),
  c('it', 'occhiali da sole', { categories: [SUNGLASSES] }, 'multiword'),
  c('it', 'costume da bagno', { categories: [SWIMWEAR] }),
  c('it', 'saldi', { sale: true }),
  c('it', 'abito da sposa', { categories: [BRIDAL] }, 'empty'),
  // French.
  c('fr', 'veste en simili cuir', { categories: [JACKETS], materials: ['synthetic-leather'] }, 'multiword'),
  c('fr', 'veste en jean', { categories: [DENIM_JACKETS] }),
  c('fr', 'doudoune', { categories: [PUFFERS] }),
  c('fr', 'sweat à capuche', { categories: [HOODIES] }, 'multiword'),
  c('fr', 'pull', { categories: [SWEATERS] }),
  c('fr', 't-shirt blanc', { categories: [TSHIRTS], colours: ['white'] }),
  c('fr', 'chemise en lin', { categories: [SHIRTS], materials: ['linen'] }),
  c('fr', 'jupe plissée', { categories: [SKIRTS] }),
  c('fr', 'robe plissée', { categories: [DRESSES] }),
  c('fr', 'robe de soirée', { categories: [DRESSES], occasion: 'party' }),
  c('fr', 'baskets blanches', { categories: [SNEAKERS], colours: ['white'] }),
  c('fr', 'bottes en daim', { categories: [BOOTS], materials: ['suede'] }),
  c('fr', 'chaussures homme', { categories: [SHOES], gender: 'men' }),
  c('fr', 'sac bandoulière', { categories: [CROSSBODY] }),
  c('fr', 'sac à dos', { categories: [BACKPACKS] }, 'multiword'),
  c('fr', 'boucles d’oreilles', { categories: [EARRINGS] }),
  c('fr', 'lunettes de soleil', { categories: [SUNGLASSES] }, 'multiword'),
  c('fr', 'maillot de bain', { categories: [SWIMWEAR] }),
  c('fr', 'soldes', { sale: true }),
  c('fr', 'sacs', { categories: BAGS }),
  c('fr', 'robe de mariée', { categories: [BRIDAL] }, 'empty'),
];
