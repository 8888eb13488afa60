import { cartesian, slugOf } from './ar-shopify';
import type { Random } from './random';
import { SHOPIFY_CATEGORIES, type Family, type Gender, type Material, type Occasion, type Season, type TruthProduct } from './truth';

/**
 * "Linnea & Co", a European brand's English WooCommerce shop as such shops publish it through the Store API
 * (/wp-json/wc/store/v1/products, WooCommerce's public documented shape): its own category tree (Women, Men, then
 * Outerwear, Knitwear, Shoes…, a product in several, "Sale" and "New In" among them), tags in English and a few in
 * the brand's other languages, global attributes pa_color and pa_size (a colour only in the name for many products),
 * composition in the description, prices in minor units with currency_code EUR, regular and sale.
 */
interface Shade {
  word: string;
  family: Family;
}
const SHADES: Readonly<Record<string, Shade>> = {
  black: { word: 'Black', family: 'black' },
  white: { word: 'White', family: 'white' },
  ecru: { word: 'Ecru', family: 'white' },
  offwhite: { word: 'Off-White', family: 'white' },
  stone: { word: 'Stone', family: 'beige' },
  beige: { word: 'Beige', family: 'beige' },
  nude: { word: 'Nude', family: 'beige' },
  greymarl: { word: 'Grey Marl', family: 'grey' },
  charcoal: { word: 'Charcoal', family: 'grey' },
  camel: { word: 'Camel', family: 'brown' },
  tan: { word: 'Tan', family: 'brown' },
  cognac: { word: 'Cognac', family: 'brown' },
  chocolate: { word: 'Chocolate', family: 'brown' },
  navy: { word: 'Navy', family: 'blue' },
  blue: { word: 'Blue', family: 'blue' },
  lightblue: { word: 'Light Blue', family: 'blue' },
  olive: { word: 'Olive', family: 'green' },
  sage: { word: 'Sage', family: 'green' },
  burgundy: { word: 'Burgundy', family: 'red' },
  red: { word: 'Red', family: 'red' },
  blush: { word: 'Blush', family: 'pink' },
  pink: { word: 'Pink', family: 'pink' },
  lilac: { word: 'Lilac', family: 'purple' },
  mustard: { word: 'Mustard', family: 'yellow' },
  rust: { word: 'Rust', family: 'orange' },
  leopard: { word: 'Leopard', family: 'multicolour' },
  gold: { word: 'Gold', family: 'gold' },
  silver: { word: 'Silver', family: 'silver' },
};

interface Fabric {
  title: string[];
  description: string[];
  materials: Material[];
}
const FABRICS: Readonly<Record<string, Fabric>> = {
  faux: {
    title: ['Faux Leather', 'Vegan Leather', 'Leather-Look'],
    description: ['Shell: 100% polyurethane (PU). Lining: 100% polyester.', 'Faux leather (PU) with a polyester lining.'],
    materials: ['synthetic-leather', 'polyester'],
  },
  leather: { title: ['Leather', 'Nappa Leather', ''], description: ['100% lamb leather.', 'Genuine leather, lined in cotton.'], materials: ['leather'] },
  suede: { title: ['Suede', ''], description: ['Upper: cow suede. Sole: rubber.', 'Suede upper, rubber outsole.'], materials: ['suede', 'rubber'] },
  suedegarment: { title: ['Suede', ''], description: ['100% goat suede.', 'Suede, lined in viscose.'], materials: ['suede'] },
  leathershoe: {
    title: ['Leather', ''],
    description: ['Leather upper, rubber sole.', 'Upper: 100% leather. Outsole: rubber.'],
    materials: ['leather', 'rubber'],
  },
  synthshoe: {
    title: [''],
    description: ['Synthetic upper (PU), rubber sole.', 'Man-made upper and rubber outsole.'],
    materials: ['synthetic-leather', 'rubber'],
  },
  canvas: { title: ['Canvas', ''], description: ['Cotton canvas upper, vulcanised rubber sole.'], materials: ['canvas', 'rubber'] },
  cotton: { title: ['Cotton', 'Organic Cotton', ''], description: ['100% organic cotton.', 'Composition: 100% cotton jersey.'], materials: ['cotton'] },
  fleece: { title: ['', 'Fleece', 'Brushed'], description: ['80% cotton, 20% recycled polyester brushed fleece.'], materials: ['cotton', 'polyester'] },
  linen: { title: ['Linen', 'Linen Blend'], description: ['55% linen, 45% viscose.', 'Linen blend: 70% linen, 30% viscose.'], materials: ['linen', 'viscose'] },
  denim: { title: ['Denim', ''], description: ['100% cotton rigid denim.', 'Rigid denim, 100% organic cotton.'], materials: ['denim', 'cotton'] },
  wool: { title: ['Wool', 'Merino', 'Wool Blend'], description: ['100% merino wool.', '100% lambswool, rib knit.'], materials: ['wool', 'knit'] },
  cashmere: { title: ['Cashmere', ''], description: ['100% cashmere.'], materials: ['cashmere', 'knit'] },
  woolcoat: { title: ['Wool', 'Wool Blend', ''], description: ['60% wool, 40% polyester. Lining: 100% viscose.'], materials: ['wool', 'polyester', 'viscose'] },
  satin: { title: ['Satin', ''], description: ['100% polyester satin.', 'Satin: 100% recycled polyester.'], materials: ['polyester'] },
  silk: { title: ['Silk', ''], description: ['100% mulberry silk.'], materials: ['silk'] },
  viscose: { title: ['', 'Crepe'], description: ['100% viscose.', 'Crepe: 100% LENZING™ ECOVERO™ viscose.'], materials: ['viscose'] },
  chiffon: { title: ['Chiffon', ''], description: ['100% polyester chiffon, fully lined.'], materials: ['polyester'] },
  swim: { title: [''], description: ['82% recycled polyamide, 18% elastane.'], materials: ['nylon', 'elastane'] },
  lace: { title: ['Lace', ''], description: ['90% polyamide, 10% elastane lace.'], materials: ['nylon', 'elastane'] },
  nylon: { title: ['', 'Recycled Nylon'], description: ['Shell: 100% recycled nylon. Filling: 100% polyester.'], materials: ['nylon', 'polyester'] },
  twill: { title: ['Twill', ''], description: ['98% cotton, 2% elastane twill.'], materials: ['cotton', 'elastane'] },
  silver: { title: ['Sterling Silver', 'Silver', ''], description: ['925 sterling silver.'], materials: ['silver'] },
  steel: { title: ['Stainless Steel', ''], description: ['Stainless steel, 18k gold-plated.', 'Hypoallergenic stainless steel.'], materials: ['steel'] },
  acetate: { title: [''], description: ['Acetate frame, UV400 lenses.'], materials: ['acrylic'] },
  woolhat: { title: ['Wool', ''], description: ['100% wool, rib knit.'], materials: ['wool', 'knit'] },
};

type SizeSet = 'alpha' | 'eu' | 'waist' | 'shoesWomen' | 'shoesMen' | 'one' | 'bra';
const SIZE_SETS: Readonly<Record<SizeSet, string[][]>> = {
  alpha: [
    ['XS', 'S', 'M', 'L'],
    ['S', 'M', 'L', 'XL'],
    ['XS', 'S', 'M', 'L', 'XL'],
  ],
  eu: [
    ['34', '36', '38', '40', '42'],
    ['36', '38', '40', '42', '44'],
  ],
  waist: [
    ['28', '30', '32', '34', '36'],
    ['W26', 'W28', 'W30', 'W32'],
  ],
  shoesWomen: [
    ['36', '37', '38', '39', '40', '41'],
    ['35', '36', '37', '38', '39', '40'],
  ],
  shoesMen: [['40', '41', '42', '43', '44', '45', '46']],
  one: [[]],
  bra: [['70B', '75B', '75C', '80B', '80C']],
};

interface Kind {
  category: string;
  nouns: string[];
  details: string[];
  fabrics: string[];
  shades: string[];
  genders: Gender[];
  sizes: SizeSet | { women: SizeSet; men: SizeSet };
  price: [number, number];
  /** The shop's own categories this kind sits in (besides Women/Men). */
  shopCategories: string[][];
  seasons: Season[];
  occasions?: Partial<Record<Occasion, number>>;
  count: number;
}

const KINDS: Kind[] = [
  {
    category: 'aa-1-10-2',
    nouns: ['Biker Jacket', 'Jacket', 'Moto Jacket'],
    details: ['', 'Cropped', 'Oversized', 'Belted'],
    fabrics: ['faux', 'faux', 'leather', 'suedegarment'],
    shades: ['black', 'chocolate', 'tan', 'burgundy', 'ecru'],
    genders: ['women', 'men', 'unisex'],
    sizes: 'alpha',
    price: [89, 349],
    shopCategories: [['Outerwear'], ['Jackets & Coats'], ['Outerwear', 'Jackets']],
    seasons: ['autumn', 'spring'],
    count: 8,
  },
  {
    category: 'aa-1-10-2-14',
    nouns: ['Denim Jacket', 'Trucker Jacket', 'Jean Jacket'],
    details: ['', 'Oversized', 'Cropped', 'Washed'],
    fabrics: ['denim'],
    shades: ['blue', 'lightblue', 'black', 'ecru'],
    genders: ['women', 'men', 'unisex'],
    sizes: 'alpha',
    price: [69, 119],
    shopCategories: [['Denim'], ['Outerwear'], ['Jackets & Coats']],
    seasons: ['spring', 'autumn'],
    count: 5,
  },
  {
    category: 'aa-1-10-2-9',
    nouns: ['Puffer Jacket', 'Padded Jacket', 'Down Jacket', 'Puffer'],
    details: ['', 'Hooded', 'Cropped', 'Longline'],
    fabrics: ['nylon'],
    shades: ['black', 'olive', 'navy', 'ecru', 'chocolate'],
    genders: ['women', 'men'],
    sizes: 'alpha',
    price: [119, 249],
    shopCategories: [['Outerwear'], ['Jackets & Coats']],
    seasons: ['winter'],
    count: 5,
  },
  {
    category: 'aa-1-10-2-13',
    nouns: ['Trench Coat', 'Trench'],
    details: ['Classic', 'Belted', 'Oversized', 'Double-Breasted'],
    fabrics: ['twill'],
    shades: ['stone', 'beige', 'black', 'olive'],
    genders: ['women', 'men'],
    sizes: 'alpha',
    price: [149, 279],
    shopCategories: [['Outerwear'], ['Jackets & Coats']],
    seasons: ['spring', 'autumn'],
    occasions: { office: 0.4 },
    count: 4,
  },
  {
    category: 'aa-1-10-2-5',
    nouns: ['Coat', 'Overcoat', 'Wrap Coat'],
    details: ['Tailored', 'Double-Breasted', 'Longline', ''],
    fabrics: ['woolcoat'],
    shades: ['camel', 'black', 'charcoal', 'ecru', 'chocolate'],
    genders: ['women', 'men'],
    sizes: 'alpha',
    price: [189, 399],
    shopCategories: [['Outerwear'], ['Jackets & Coats'], ['Coats']],
    seasons: ['winter'],
    occasions: { office: 0.4 },
    count: 5,
  },
  {
    category: 'aa-1-10-2-11',
    nouns: ['Blazer'],
    details: ['Linen Blend', 'Tailored', 'Oversized', 'Single-Breasted', 'Double-Breasted'],
    fabrics: ['linen', 'woolcoat', 'viscose'],
    shades: ['black', 'beige', 'ecru', 'navy', 'charcoal', 'sage'],
    genders: ['women', 'men'],
    sizes: { women: 'eu', men: 'alpha' },
    price: [119, 229],
    shopCategories: [['Tailoring'], ['Blazers'], ['Jackets & Coats']],
    seasons: ['spring', 'autumn'],
    occasions: { office: 0.6, wedding: 0.15 },
    count: 8,
  },
  {
    category: 'aa-1-13-13',
    nouns: ['Hoodie', 'Hooded Sweatshirt', 'Zip Hoodie'],
    details: ['', 'Oversized', 'Relaxed', 'Heavyweight'],
    fabrics: ['fleece', 'cotton'],
    shades: ['greymarl', 'black', 'ecru', 'navy', 'sage', 'burgundy'],
    genders: ['women', 'men', 'unisex', 'unisex'],
    sizes: 'alpha',
    price: [59, 99],
    shopCategories: [['Sweatshirts & Hoodies'], ['Loungewear'], ['Tops']],
    seasons: ['autumn', 'winter'],
    count: 8,
  },
  {
    category: 'aa-1-13-14',
    nouns: ['Sweatshirt', 'Crew Sweatshirt', 'Sweat'],
    details: ['', 'Oversized', 'Logo', 'Embroidered'],
    fabrics: ['fleece', 'cotton'],
    shades: ['greymarl', 'black', 'ecru', 'lightblue', 'lilac'],
    genders: ['women', 'men', 'unisex'],
    sizes: 'alpha',
    price: [49, 89],
    shopCategories: [['Sweatshirts & Hoodies'], ['Tops']],
    seasons: ['autumn', 'winter'],
    count: 6,
  },
  {
    category: 'aa-1-13-12',
    nouns: ['Jumper', 'Sweater', 'Knit'],
    details: ['Cable Knit', 'Roll Neck', 'Crew Neck', 'V-Neck', 'Striped'],
    fabrics: ['wool', 'cashmere', 'wool'],
    shades: ['ecru', 'black', 'camel', 'greymarl', 'burgundy', 'navy', 'sage'],
    genders: ['women', 'men', 'unisex'],
    sizes: 'alpha',
    price: [79, 229],
    shopCategories: [['Knitwear'], ['Knitwear', 'Jumpers']],
    seasons: ['autumn', 'winter'],
    occasions: { office: 0.15 },
    count: 10,
  },
  {
    category: 'aa-1-13-3',
    nouns: ['Cardigan'],
    details: ['Cropped', 'Longline', 'Chunky', 'Fine Knit'],
    fabrics: ['wool', 'cashmere'],
    shades: ['ecru', 'black', 'blush', 'greymarl', 'camel'],
    genders: ['women', 'women', 'men'],
    sizes: 'alpha',
    price: [79, 199],
    shopCategories: [['Knitwear'], ['Knitwear', 'Cardigans']],
    seasons: ['autumn', 'spring'],
    count: 5,
  },
  {
    category: 'aa-1-13-8',
    nouns: ['T-Shirt', 'Tee', 'Tshirt'],
    details: ['', 'Boxy', 'Oversized', 'Essential', 'Slim Fit', 'Long Sleeve'],
    fabrics: ['cotton'],
    shades: ['white', 'black', 'greymarl', 'ecru', 'navy', 'olive', 'pink'],
    genders: ['women', 'men', 'unisex', 'unisex'],
    sizes: 'alpha',
    price: [25, 49],
    shopCategories: [['Tops'], ['Tops', 'T-Shirts'], ['Basics']],
    seasons: ['spring', 'summer'],
    count: 12,
  },
  {
    category: 'aa-1-13-9',
    nouns: ['Tank Top', 'Vest Top', 'Cami Top'],
    details: ['Ribbed', '', 'Satin', 'Racer'],
    fabrics: ['cotton', 'satin', 'silk'],
    shades: ['white', 'black', 'nude', 'blush', 'burgundy'],
    genders: ['women'],
    sizes: 'alpha',
    price: [19, 69],
    shopCategories: [['Tops'], ['Tops', 'Vests & Camis']],
    seasons: ['summer'],
    occasions: { party: 0.2 },
    count: 5,
  },
  {
    category: 'aa-1-13-7',
    nouns: ['Shirt', 'Oxford Shirt', 'Overshirt'],
    details: ['', 'Relaxed', 'Striped', 'Poplin', 'Linen'],
    fabrics: ['cotton', 'linen', 'denim'],
    shades: ['white', 'lightblue', 'ecru', 'navy', 'olive', 'stone'],
    genders: ['women', 'men', 'men'],
    sizes: 'alpha',
    price: [49, 119],
    shopCategories: [['Shirts'], ['Shirts & Blouses'], ['Tops']],
    seasons: ['spring', 'summer', 'autumn'],
    occasions: { office: 0.45 },
    count: 8,
  },
  {
    category: 'aa-1-13-1',
    nouns: ['Blouse'],
    details: ['Ruffle', 'Pussy-Bow', 'Puff Sleeve', 'Embroidered', 'Wrap'],
    fabrics: ['viscose', 'silk', 'chiffon'],
    shades: ['white', 'ecru', 'black', 'blush', 'lilac', 'leopard'],
    genders: ['women'],
    sizes: 'eu',
    price: [59, 149],
    shopCategories: [['Shirts & Blouses'], ['Tops']],
    seasons: ['spring', 'summer'],
    occasions: { office: 0.4, party: 0.1 },
    count: 5,
  },
  {
    category: 'aa-1-12-4',
    nouns: ['Jeans', 'Jean'],
    details: ['Straight Leg', 'Wide Leg', 'Slim', 'Mom', 'Bootcut', 'High Rise', 'Barrel'],
    fabrics: ['denim'],
    shades: ['blue', 'lightblue', 'black', 'ecru'],
    genders: ['women', 'women', 'men'],
    sizes: 'waist',
    price: [79, 139],
    shopCategories: [['Denim'], ['Jeans'], ['Trousers', 'Jeans']],
    seasons: ['spring', 'autumn', 'winter'],
    count: 8,
  },
  {
    category: 'aa-1-12-11',
    nouns: ['Trousers', 'Pants', 'Chinos'],
    details: ['Wide Leg', 'Tailored', 'Pleated', 'Cargo', 'Straight'],
    fabrics: ['twill', 'linen', 'viscose', 'woolcoat'],
    shades: ['black', 'stone', 'navy', 'olive', 'camel', 'charcoal'],
    genders: ['women', 'men'],
    sizes: { women: 'eu', men: 'waist' },
    price: [69, 149],
    shopCategories: [['Trousers'], ['Trousers & Shorts'], ['Tailoring']],
    seasons: ['spring', 'autumn'],
    occasions: { office: 0.4 },
    count: 8,
  },
  {
    category: 'aa-1-12-8',
    nouns: ['Leggings'],
    details: ['High-Waisted', 'Seamless', 'Ribbed'],
    fabrics: ['swim'],
    shades: ['black', 'navy', 'chocolate'],
    genders: ['women'],
    sizes: 'alpha',
    price: [39, 69],
    shopCategories: [['Activewear'], ['Loungewear']],
    seasons: [],
    count: 3,
  },
  {
    category: 'aa-1-14',
    nouns: ['Shorts', 'Short'],
    details: ['Linen', 'Tailored', 'Denim', 'Chino'],
    fabrics: ['linen', 'twill', 'cotton'],
    shades: ['stone', 'black', 'navy', 'ecru', 'olive'],
    genders: ['women', 'men'],
    sizes: 'alpha',
    price: [39, 79],
    shopCategories: [['Trousers & Shorts'], ['Shorts']],
    seasons: ['summer'],
    occasions: { beach: 0.25 },
    count: 5,
  },
  {
    category: 'aa-1-15',
    nouns: ['Skirt', 'Midi Skirt', 'Mini Skirt'],
    details: ['Pleated', 'Satin Slip', 'A-Line', 'Wrap', 'Denim'],
    fabrics: ['satin', 'faux', 'denim', 'viscose', 'woolcoat'],
    shades: ['black', 'ecru', 'camel', 'burgundy', 'leopard', 'olive', 'silver'],
    genders: ['women'],
    sizes: 'eu',
    price: [59, 139],
    shopCategories: [['Skirts'], ['Skirts & Shorts']],
    seasons: ['spring', 'summer', 'autumn'],
    occasions: { party: 0.3, office: 0.2 },
    count: 9,
  },
  {
    category: 'aa-1-4',
    nouns: ['Dress', 'Midi Dress', 'Maxi Dress', 'Mini Dress', 'Slip Dress', 'Wrap Dress'],
    details: ['Pleated', 'Satin', 'Linen', 'Shirt', 'Backless', 'Puff Sleeve', 'Knitted', 'Floral'],
    fabrics: ['satin', 'viscose', 'linen', 'silk', 'chiffon', 'cotton'],
    shades: ['black', 'burgundy', 'sage', 'blush', 'lightblue', 'leopard', 'ecru', 'lilac', 'gold', 'red'],
    genders: ['women'],
    sizes: 'eu',
    price: [79, 249],
    shopCategories: [['Dresses'], ['Dresses', 'Midi Dresses'], ['Occasionwear']],
    seasons: ['spring', 'summer'],
    occasions: { party: 0.45, wedding: 0.35, beach: 0.1 },
    count: 16,
  },
  {
    category: 'aa-1-9',
    nouns: ['Jumpsuit', 'Playsuit', 'Boilersuit'],
    details: ['Wide Leg', 'Belted', 'Linen', 'Utility'],
    fabrics: ['linen', 'viscose', 'twill'],
    shades: ['black', 'olive', 'rust', 'ecru', 'navy'],
    genders: ['women'],
    sizes: 'eu',
    price: [89, 179],
    shopCategories: [['Jumpsuits'], ['Dresses']],
    seasons: ['summer', 'spring'],
    occasions: { party: 0.3, wedding: 0.15 },
    count: 4,
  },
  {
    category: 'aa-1-20-6',
    nouns: ['Bikini Set', 'Bikini', 'Triangle Bikini'],
    details: ['', 'Ribbed', 'Tie-Side', 'Bandeau'],
    fabrics: ['swim'],
    shades: ['black', 'leopard', 'sage', 'rust', 'blush', 'white'],
    genders: ['women'],
    sizes: 'alpha',
    price: [49, 99],
    shopCategories: [['Swimwear'], ['Swimwear', 'Bikinis']],
    seasons: ['summer'],
    occasions: { beach: 0.7 },
    count: 5,
  },
  {
    category: 'aa-1-20-22',
    nouns: ['Swimsuit', 'One-Piece Swimsuit', 'Bathing Suit'],
    details: ['Scoop Back', 'Cut-Out', 'Square Neck', ''],
    fabrics: ['swim'],
    shades: ['black', 'burgundy', 'leopard', 'navy'],
    genders: ['women'],
    sizes: 'alpha',
    price: [69, 129],
    shopCategories: [['Swimwear'], ['Swimwear', 'Swimsuits']],
    seasons: ['summer'],
    occasions: { beach: 0.7 },
    count: 3,
  },
  {
    category: 'aa-1-20-2',
    nouns: ['Swim Shorts', 'Swim Trunks', 'Board Shorts'],
    details: ['', 'Printed', 'Quick-Dry'],
    fabrics: ['nylon'],
    shades: ['navy', 'black', 'olive', 'lightblue'],
    genders: ['men'],
    sizes: 'alpha',
    price: [45, 79],
    shopCategories: [['Swimwear'], ['Beachwear']],
    seasons: ['summer'],
    occasions: { beach: 0.8 },
    count: 3,
  },
  {
    category: 'aa-1-6-3',
    nouns: ['Bra', 'Bralette', 'Balconette Bra', 'Soft Bra'],
    details: ['Lace', 'Non-Wired', 'Triangle', 'Plunge'],
    fabrics: ['lace', 'silk'],
    shades: ['black', 'nude', 'white', 'burgundy', 'blush'],
    genders: ['women'],
    sizes: 'bra',
    price: [35, 79],
    shopCategories: [['Lingerie'], ['Lingerie', 'Bras']],
    seasons: [],
    count: 5,
  },
  {
    category: 'aa-1-6-11',
    nouns: ['Briefs', 'Thong', 'High-Waist Brief'],
    details: ['Lace', 'Silk', 'Seamless'],
    fabrics: ['lace', 'silk'],
    shades: ['black', 'nude', 'white', 'burgundy'],
    genders: ['women'],
    sizes: 'alpha',
    price: [15, 39],
    shopCategories: [['Lingerie'], ['Lingerie', 'Knickers']],
    seasons: [],
    count: 3,
  },
  {
    category: 'aa-8-8',
    nouns: ['Trainers', 'Sneakers', 'Low-Top Sneakers', 'Court Trainers'],
    details: ['', 'Chunky', 'Retro', 'Platform', 'Minimal'],
    fabrics: ['leathershoe', 'synthshoe', 'canvas', 'suede'],
    shades: ['white', 'black', 'offwhite', 'stone', 'navy', 'silver'],
    genders: ['women', 'men', 'unisex'],
    sizes: { women: 'shoesWomen', men: 'shoesMen' },
    price: [89, 179],
    shopCategories: [['Shoes'], ['Shoes', 'Trainers'], ['Footwear']],
    seasons: [],
    count: 10,
  },
  {
    category: 'aa-8-3',
    nouns: ['Chelsea Boots', 'Ankle Boots', 'Knee-High Boots', 'Cowboy Boots', 'Combat Boots'],
    details: ['', 'Suede', 'Lug Sole', 'Heeled', 'Western'],
    fabrics: ['leathershoe', 'suede', 'synthshoe'],
    shades: ['black', 'chocolate', 'tan', 'cognac', 'ecru'],
    genders: ['women', 'women', 'men'],
    sizes: { women: 'shoesWomen', men: 'shoesMen' },
    price: [129, 279],
    shopCategories: [['Shoes'], ['Shoes', 'Boots'], ['Footwear']],
    seasons: ['autumn', 'winter'],
    count: 10,
  },
  {
    category: 'aa-8',
    nouns: ['Loafers', 'Derby Shoes', 'Brogues', 'Oxford Shoes'],
    details: ['', 'Penny', 'Chunky', 'Classic'],
    fabrics: ['leathershoe', 'suede'],
    shades: ['black', 'chocolate', 'tan', 'cognac'],
    genders: ['men', 'women'],
    sizes: { women: 'shoesWomen', men: 'shoesMen' },
    price: [119, 229],
    shopCategories: [['Shoes'], ['Footwear']],
    seasons: ['spring', 'autumn', 'winter'],
    occasions: { office: 0.45, wedding: 0.2 },
    count: 5,
  },
  {
    category: 'aa-8-10',
    nouns: ['Heels', 'Slingback Heels', 'Mules', 'Pumps', 'Court Shoes'],
    details: ['Kitten', 'Block', 'Pointed', 'Strappy'],
    fabrics: ['leathershoe', 'synthshoe', 'suede'],
    shades: ['black', 'nude', 'gold', 'silver', 'burgundy', 'leopard'],
    genders: ['women'],
    sizes: 'shoesWomen',
    price: [89, 199],
    shopCategories: [['Shoes'], ['Shoes', 'Heels'], ['Occasionwear']],
    seasons: ['spring', 'summer'],
    occasions: { party: 0.5, wedding: 0.4 },
    count: 6,
  },
  {
    category: 'aa-8-6',
    nouns: ['Sandals', 'Slides', 'Flip Flops'],
    details: ['Flat', 'Strappy', 'Platform', 'Leather'],
    fabrics: ['leathershoe', 'synthshoe'],
    shades: ['tan', 'black', 'white', 'gold', 'nude'],
    genders: ['women', 'women', 'men', 'unisex'],
    sizes: { women: 'shoesWomen', men: 'shoesMen' },
    price: [49, 139],
    shopCategories: [['Shoes'], ['Shoes', 'Sandals'], ['Beachwear']],
    seasons: ['summer'],
    occasions: { beach: 0.4 },
    count: 6,
  },
  {
    category: 'aa-8-9',
    nouns: ['Ballet Flats', 'Ballerinas', 'Mary Janes'],
    details: ['', 'Bow', 'Mesh', 'Square Toe'],
    fabrics: ['leathershoe', 'synthshoe', 'suede'],
    shades: ['black', 'nude', 'burgundy', 'silver', 'leopard'],
    genders: ['women'],
    sizes: 'shoesWomen',
    price: [69, 149],
    shopCategories: [['Shoes'], ['Shoes', 'Flats']],
    seasons: ['spring', 'summer', 'autumn'],
    occasions: { office: 0.3 },
    count: 4,
  },
  {
    category: 'aa-5-4-7',
    nouns: ['Crossbody Bag', 'Cross-Body Bag', 'Camera Bag', 'Saddle Bag'],
    details: ['', 'Mini', 'Quilted', 'Chain'],
    fabrics: ['faux', 'leather', 'suedegarment'],
    shades: ['tan', 'black', 'cognac', 'ecru', 'chocolate', 'burgundy'],
    genders: ['women', 'women', 'unisex'],
    sizes: 'one',
    price: [59, 189],
    shopCategories: [['Bags'], ['Bags', 'Crossbody Bags'], ['Accessories', 'Bags']],
    seasons: [],
    count: 7,
  },
  {
    category: 'aa-5-4-19',
    nouns: ['Shoulder Bag', 'Handbag', 'Hobo Bag', 'Baguette Bag'],
    details: ['', 'Slouchy', 'Structured', 'Woven'],
    fabrics: ['faux', 'leather'],
    shades: ['black', 'tan', 'burgundy', 'offwhite', 'chocolate'],
    genders: ['women'],
    sizes: 'one',
    price: [79, 249],
    shopCategories: [['Bags'], ['Bags', 'Handbags']],
    seasons: [],
    occasions: { office: 0.3 },
    count: 5,
  },
  {
    category: 'aa-5-4-5',
    nouns: ['Clutch', 'Clutch Bag', 'Evening Bag'],
    details: ['Beaded', 'Metallic', 'Satin', 'Pleated'],
    fabrics: ['satin', 'faux'],
    shades: ['gold', 'silver', 'black', 'nude'],
    genders: ['women'],
    sizes: 'one',
    price: [49, 119],
    shopCategories: [['Bags'], ['Occasionwear']],
    seasons: [],
    occasions: { party: 0.6, wedding: 0.5 },
    count: 3,
  },
  {
    category: 'lb-13',
    nouns: ['Tote Bag', 'Tote', 'Shopper'],
    details: ['Canvas', 'Leather', 'Oversized', ''],
    fabrics: ['canvas', 'leather', 'faux'],
    shades: ['ecru', 'black', 'tan', 'olive'],
    genders: ['women', 'unisex'],
    sizes: 'one',
    price: [35, 199],
    shopCategories: [['Bags'], ['Bags', 'Totes']],
    seasons: [],
    occasions: { beach: 0.2 },
    count: 4,
  },
  {
    category: 'lb-1',
    nouns: ['Backpack', 'Rucksack'],
    details: ['', 'Roll-Top', 'Mini', 'Laptop'],
    fabrics: ['nylon', 'leather', 'canvas'],
    shades: ['black', 'olive', 'navy', 'tan'],
    genders: ['unisex', 'men'],
    sizes: 'one',
    price: [69, 189],
    shopCategories: [['Bags'], ['Bags', 'Backpacks']],
    seasons: [],
    count: 4,
  },
  {
    category: 'aa-5-5-7',
    nouns: ['Wallet', 'Cardholder', 'Purse'],
    details: ['Zip', 'Bifold', ''],
    fabrics: ['leather', 'faux'],
    shades: ['black', 'tan', 'burgundy', 'chocolate'],
    genders: ['women', 'men', 'unisex'],
    sizes: 'one',
    price: [29, 99],
    shopCategories: [['Accessories'], ['Small Leather Goods']],
    seasons: [],
    count: 3,
  },
  {
    category: 'aa-2-27',
    nouns: ['Sunglasses', 'Sunnies'],
    details: ['Cat-Eye', 'Aviator', 'Round', 'Square', 'Oversized'],
    fabrics: ['acetate'],
    shades: ['black', 'leopard', 'tan', 'gold'],
    genders: ['unisex', 'women', 'men'],
    sizes: 'one',
    price: [39, 149],
    shopCategories: [['Accessories', 'Sunglasses'], ['Sunglasses'], ['Accessories']],
    seasons: ['summer'],
    occasions: { beach: 0.3 },
    count: 5,
  },
  {
    category: 'aa-2-6',
    nouns: ['Belt'],
    details: ['Leather', 'Braided', 'Western', 'Classic'],
    fabrics: ['leather', 'faux'],
    shades: ['black', 'tan', 'chocolate', 'cognac'],
    genders: ['women', 'men', 'unisex'],
    sizes: { women: 'alpha', men: 'alpha' },
    price: [29, 89],
    shopCategories: [['Accessories'], ['Accessories', 'Belts']],
    seasons: [],
    count: 4,
  },
  {
    category: 'aa-2-17-2',
    nouns: ['Beanie'],
    details: ['Ribbed', 'Chunky', 'Fisherman', ''],
    fabrics: ['woolhat'],
    shades: ['black', 'ecru', 'greymarl', 'burgundy', 'olive'],
    genders: ['unisex'],
    sizes: 'one',
    price: [25, 59],
    shopCategories: [['Accessories'], ['Accessories', 'Hats']],
    seasons: ['winter'],
    count: 3,
  },
  {
    category: 'aa-2-17-1',
    nouns: ['Cap', 'Baseball Cap'],
    details: ['Logo', 'Washed', 'Corduroy'],
    fabrics: ['cotton'],
    shades: ['black', 'stone', 'navy', 'white'],
    genders: ['unisex', 'men'],
    sizes: 'one',
    price: [25, 45],
    shopCategories: [['Accessories'], ['Accessories', 'Hats']],
    seasons: [],
    count: 3,
  },
  {
    category: 'aa-2-26',
    nouns: ['Scarf', 'Silk Scarf', 'Wrap Scarf'],
    details: ['Printed', 'Oversized', 'Fringed'],
    fabrics: ['silk', 'wool', 'cashmere'],
    shades: ['camel', 'greymarl', 'burgundy', 'leopard', 'ecru'],
    genders: ['unisex', 'women'],
    sizes: 'one',
    price: [39, 149],
    shopCategories: [['Accessories'], ['Accessories', 'Scarves']],
    seasons: ['winter', 'autumn'],
    count: 3,
  },
  {
    category: 'aa-6-6',
    nouns: ['Hoop Earrings', 'Earrings', 'Drop Earrings', 'Studs'],
    details: ['Chunky', 'Mini', 'Pearl', 'Twisted'],
    fabrics: ['silver', 'steel'],
    shades: ['gold', 'silver'],
    genders: ['women'],
    sizes: 'one',
    price: [19, 89],
    shopCategories: [['Jewellery'], ['Jewellery', 'Earrings'], ['Accessories', 'Jewellery']],
    seasons: [],
    occasions: { party: 0.2, wedding: 0.2 },
    count: 6,
  },
  {
    category: 'aa-6-8',
    nouns: ['Necklace', 'Chain Necklace', 'Pendant'],
    details: ['Herringbone', 'Pearl', 'Layered', 'Initial'],
    fabrics: ['silver', 'steel'],
    shades: ['gold', 'silver'],
    genders: ['women', 'unisex'],
    sizes: 'one',
    price: [29, 119],
    shopCategories: [['Jewellery'], ['Jewellery', 'Necklaces']],
    seasons: [],
    occasions: { party: 0.2 },
    count: 5,
  },
  {
    category: 'aa-6-3',
    nouns: ['Bracelet', 'Bangle', 'Cuff'],
    details: ['Chain', 'Beaded', 'Textured'],
    fabrics: ['silver', 'steel'],
    shades: ['gold', 'silver'],
    genders: ['women', 'unisex'],
    sizes: 'one',
    price: [25, 89],
    shopCategories: [['Jewellery'], ['Jewellery', 'Bracelets']],
    seasons: [],
    count: 3,
  },
  {
    category: 'aa-6-9',
    nouns: ['Ring', 'Signet Ring'],
    details: ['Chunky', 'Stacking', 'Dome'],
    fabrics: ['silver', 'steel'],
    shades: ['gold', 'silver'],
    genders: ['women', 'men', 'unisex'],
    sizes: 'one',
    price: [25, 99],
    shopCategories: [['Jewellery'], ['Jewellery', 'Rings']],
    seasons: [],
    count: 3,
  },
];

const MODELS = ['Ava', 'Freya', 'Ingrid', 'Margot', 'Elsa', 'Noor', 'Clara', 'Ida', 'Lotte', 'Maren'];
const MEN_MODELS = ['Otto', 'Henrik', 'Lars', 'Emil', 'Jonas'];
const OCCASION_TAGS: Readonly<Record<Occasion, string[]>> = {
  party: ['party', 'Party', 'going-out', 'Partywear'],
  wedding: ['wedding guest', 'Wedding', 'wedding-guest'],
  office: ['workwear', 'Office', 'work'],
  beach: ['beach', 'Holiday', 'Beachwear'],
};
const OTHER_TAGS = ['new-in', 'New In', 'bestseller', 'SS25', 'AW25', 'vegan', 'sustainable', 'nachhaltig', 'duurzaam', 'essentials', 'limited edition'];

/** Euro prices as shops set them: 89, 89.99 or 89.95. */
const eurPrice = (random: Random, [low, high]: [number, number]) => cents(random.between(low, high) - random.pick([0, 0.01, 0.01, 0.05]));
const cents = (amount: number) => Math.round(amount * 100) / 100;

interface Written {
  product: Record<string, unknown>;
  variations: Array<Record<string, unknown>>;
  truth: TruthProduct;
}

export function euWooCommerceProducts(random: Random): Written[] {
  const written: Written[] = [];
  const slugs = new Set<string>();
  const categories = new Map<string, number>();
  let id = 4_100;
  for (const kind of KINDS) {
    for (let n = 0; n < kind.count; n++) {
      id += random.between(2, 9);
      written.push(product(random, kind, id, slugs, categories));
    }
  }
  return written
    .map((entry) => ({ entry, key: random.next() }))
    .sort((a, b) => a.key - b.key)
    .map(({ entry }) => entry);
}

const DETAIL_FABRICS: Readonly<Record<string, string[]>> = {
  Linen: ['linen'],
  'Linen Blend': ['linen'],
  Denim: ['denim'],
  Satin: ['satin'],
  'Satin Slip': ['satin'],
  Leather: ['leather', 'leathershoe'],
  Suede: ['suede', 'suedegarment'],
  Canvas: ['canvas'],
  Knitted: ['wool'],
};

const money = (amount: number) => String(Math.round(amount * 100));
const pricesOf = (price: number, regular: number) => ({
  currency_code: 'EUR',
  currency_symbol: '€',
  currency_minor_unit: 2,
  currency_decimal_separator: ',',
  currency_thousand_separator: '.',
  currency_prefix: '',
  currency_suffix: ' €',
  price: money(price),
  regular_price: money(regular),
  sale_price: money(price),
  price_range: null,
});

function product(random: Random, kind: Kind, id: number, slugs: Set<string>, categoryIds: Map<string, number>): Written {
  const gender = random.pick(kind.genders);
  const noun = random.pick(kind.nouns);
  // Shopify files loafers under Flats, other lace-ups and dress shoes under Shoes.
  const taxonomyCategory = noun === 'Loafers' ? 'aa-8-9' : kind.category;
  const picked = random.pick(kind.details);
  // A detail naming a material ("Linen", "Suede") is the product's fabric, or is not written.
  const named = DETAIL_FABRICS[picked]?.find((key) => kind.fabrics.includes(key));
  const detail = DETAIL_FABRICS[picked] && !named ? '' : picked;
  const fabricKey = named ?? random.pick(kind.fabrics);
  const fabric = FABRICS[fabricKey]!;
  const fabricWord = random.chance(0.6) ? random.pick(fabric.title) : '';
  const shades = random.some(kind.shades, random.pick([1, 1, 1, 2, 2, 3, 4]));
  const colourPlace =
    shades.length > 1
      ? random.chance(0.85)
        ? 'attribute'
        : 'description'
      : random.pick(['name', 'name', 'suffix', 'attribute', 'attribute', 'description'] as const);
  const sizeSet = typeof kind.sizes === 'string' ? kind.sizes : gender === 'men' ? kind.sizes.men : kind.sizes.women;
  const sizes = random.pick(SIZE_SETS[sizeSet]);
  const model = random.chance(0.3) ? random.pick(gender === 'men' ? MEN_MODELS : MODELS) : '';

  const genderInName = gender === 'men' && random.chance(0.3) ? "Men's " : gender === 'unisex' && random.chance(0.25) ? 'Unisex ' : '';
  // A fabric the detail or the noun names already is not written twice ("Linen Blend Linen Shorts").
  const fabricNamed = (words: string) => words.split(' ').some((word) => fabricWord.split(' ').includes(word));
  const parts = [
    model && !genderInName && random.chance(0.5) ? `The ${model}` : model,
    fabricWord && !fabricNamed(`${detail} ${noun}`) ? fabricWord : '',
    detail,
    noun,
  ].filter(Boolean);
  let name = `${genderInName}${parts.join(' ')}`.replace(/\s+/g, ' ').trim();
  const shadeWords = shades.map((key) => SHADES[key]!.word);
  if (colourPlace === 'name') name = random.chance(0.5) ? `${name} ${shadeWords[0]}` : `${name} in ${shadeWords[0]}`;
  if (colourPlace === 'suffix') name = `${name} – ${shadeWords[0]}`;
  if (random.chance(0.1)) name = name.toLowerCase().replace(/^./, (first) => first.toUpperCase());
  let slug = slugOf(name);
  while (slugs.has(slug)) slug = `${slug}-${random.between(2, 9)}`;
  slugs.add(slug);

  const category = (names: string[]) =>
    names.map((categoryName) => {
      if (!categoryIds.has(categoryName)) categoryIds.set(categoryName, 15 + categoryIds.size);
      return {
        id: categoryIds.get(categoryName)!,
        name: categoryName,
        slug: slugOf(categoryName),
        link: `{{origin}}/product-category/${slugOf(categoryName)}/`,
      };
    });
  const shopCategories = [...random.pick(kind.shopCategories)];
  if (gender === 'men') shopCategories.unshift(random.pick(['Men', 'Menswear', 'Mens']));
  else if (gender === 'unisex') shopCategories.unshift(random.pick(['Unisex', 'Men', 'Women']) === 'Unisex' ? 'Unisex' : 'Genderless');
  else if (kind.genders.some((candidate) => candidate !== 'women') || random.chance(0.5)) shopCategories.unshift(random.pick(['Women', 'Womenswear', 'Women']));
  const tags = new Set<string>();
  if (gender === 'men' && random.chance(0.4)) tags.add(random.pick(['mens', 'menswear', 'for him']));
  if (gender === 'unisex' && random.chance(0.5)) tags.add(random.pick(['unisex', 'genderless']));

  const occasions: Occasion[] = [];
  for (const [occasion, p] of Object.entries(kind.occasions ?? {}) as Array<[Occasion, number]>) {
    if (random.chance(p)) {
      occasions.push(occasion);
      tags.add(random.pick(OCCASION_TAGS[occasion]));
    }
  }
  if (random.chance(0.35)) tags.add(random.pick(OTHER_TAGS));
  if (fabricKey === 'faux' && random.chance(0.5)) tags.add(random.pick(['vegan', 'vegan leather', 'PETA-approved']));

  const onSale = random.chance(0.25);
  if (onSale) shopCategories.push('Sale');
  if (!onSale && random.chance(0.15)) shopCategories.push('New In');
  const regular = eurPrice(random, kind.price);
  const price = onSale ? cents(Math.round(regular * (1 - random.pick([0.2, 0.3, 0.4, 0.5]))) - 0.01) : regular;

  const colourTerms = shades.map((key) => ({
    id: 200 + Object.keys(SHADES).indexOf(key),
    name: SHADES[key]!.word,
    slug: slugOf(SHADES[key]!.word),
    default: false,
  }));
  const sizeTerms = sizes.map((size, i) => ({ id: 300 + i, name: size, slug: slugOf(size), default: false }));
  const attributes: Array<Record<string, unknown>> = [];
  if (sizes.length > 0)
    attributes.push({ id: 2, name: random.pick(['Size', 'Size', 'Sizes', 'EU Size']), taxonomy: 'pa_size', has_variations: true, terms: sizeTerms });
  const colourAttribute = colourPlace === 'attribute';
  if (colourAttribute)
    attributes.push({
      id: 1,
      name: random.pick(['Colour', 'Color', 'Colour']),
      taxonomy: 'pa_color',
      has_variations: shades.length > 1 || sizes.length === 0 || random.chance(0.5),
      terms: colourTerms,
    });
  const axes = attributes.filter((attribute) => attribute.has_variations) as Array<{ name: string; terms: Array<{ name: string; slug: string }> }>;
  const combos = axes.length === 0 ? [] : cartesian(axes.map((axis) => axis.terms.map((term) => term.slug)));
  const variable = combos.length > 0;
  const variations = combos.map((combo, i) => {
    const inStock = !random.chance(0.12);
    return {
      id: id * 100 + i + 1,
      name,
      slug: `${slug}-${combo.join('-')}`,
      parent: id,
      type: 'variation',
      variation: combo.map((value, at) => `${axes[at]!.name}: ${axes[at]!.terms.find((term) => term.slug === value)!.name}`).join(', '),
      permalink: `{{origin}}/product/${slug}/?${combo.map((value, at) => `attribute_pa_${at === 0 && sizes.length > 0 ? 'size' : 'color'}=${value}`).join('&')}`,
      sku: `LC-${id}-${i + 1}`,
      short_description: '',
      description: '',
      on_sale: onSale,
      prices: pricesOf(price, regular),
      price_html: '',
      average_rating: '0',
      review_count: 0,
      images: [],
      categories: [],
      tags: [],
      brands: [],
      attributes: [],
      variations: [],
      grouped_products: [],
      has_options: false,
      is_purchasable: true,
      is_in_stock: inStock,
      is_on_backorder: false,
      low_stock_remaining: null,
      stock_availability: { text: inStock ? '' : 'Out of stock', class: inStock ? 'in-stock' : 'out-of-stock' },
      sold_individually: false,
      add_to_cart: {},
      extensions: {},
      attributeValues: combo.map((value, at) => ({ name: axes[at]!.name, value })),
    };
  });

  const paragraphs = [`<p>${random.pick(OPENINGS)} ${noun.toLowerCase()}${detail ? `, ${detail.toLowerCase()}` : ''}.</p>`];
  paragraphs.push(
    random.chance(0.5)
      ? `<p><strong>Composition:</strong> ${random.pick(fabric.description)}</p>`
      : `<ul>\n<li>${random.pick(fabric.description)}</li>\n<li>${random.pick(CARE)}</li>\n</ul>`,
  );
  if (colourPlace === 'description') paragraphs.push(`<p>${random.pick(['Colour', 'Available in', 'Shown in'])}: ${shadeWords.join(', ').toLowerCase()}.</p>`);
  if (occasions.length > 0 && random.chance(0.3))
    paragraphs.push(
      `<p>Perfect for ${occasions.map((occasion) => ({ party: 'a night out', wedding: 'weddings', office: 'the office', beach: 'the beach' })[occasion]).join(' or ')}.</p>`,
    );
  if (sizes.length > 0 && random.chance(0.4))
    paragraphs.push(`<p>${gender === 'men' ? 'Model is 186 cm and wears' : 'Model is 176 cm and wears'} size ${sizes[Math.min(1, sizes.length - 1)]}.</p>`);
  const images = Array.from({ length: random.between(1, 3) }, (_, i) => ({
    id: id * 10 + i,
    src: `{{origin}}/wp-content/uploads/2025/04/${slug}-${i + 1}.jpg`,
    thumbnail: `{{origin}}/wp-content/uploads/2025/04/${slug}-${i + 1}-300x400.jpg`,
    srcset: '',
    sizes: '(max-width: 1000px) 100vw, 1000px',
    name: `${slug}-${i + 1}.jpg`,
    alt: i === 0 ? name : '',
  }));
  const inStock = !variable || variations.some((variation) => variation.is_in_stock);
  const shopProduct = {
    id,
    name,
    slug,
    parent: 0,
    type: variable ? 'variable' : 'simple',
    variation: '',
    permalink: `{{origin}}/product/${slug}/`,
    sku: `LC-${id}`,
    short_description: random.chance(0.5) ? `<p>${random.pick(SHORT)}</p>` : '',
    description: paragraphs.join('\n'),
    on_sale: onSale,
    prices: { ...pricesOf(price, regular), ...(variable ? { price_range: null } : {}) },
    price_html: '',
    average_rating: '0',
    review_count: 0,
    images,
    categories: category(shopCategories),
    tags: [...tags].map((tag, i) => ({ id: 500 + i, name: tag, slug: slugOf(tag), link: `{{origin}}/product-tag/${slugOf(tag)}/` })),
    brands: [],
    attributes,
    variations: variations.map((variation) => ({ id: variation.id, attributes: variation.attributeValues })),
    grouped_products: [],
    has_options: variable,
    is_purchasable: true,
    is_in_stock: inStock,
    is_on_backorder: false,
    low_stock_remaining: null,
    stock_availability: { text: inStock ? '' : 'Out of stock', class: inStock ? 'in-stock' : 'out-of-stock' },
    sold_individually: false,
    add_to_cart: {
      text: variable ? 'Select options' : 'Add to basket',
      description: '',
      url: variable ? `{{origin}}/product/${slug}/` : `?add-to-cart=${id}`,
      minimum: 1,
      maximum: 9999,
      multiple_of: 1,
      single_text: 'Add to basket',
    },
    extensions: {},
  };
  const truth: TruthProduct = {
    path: `/product/${slug}/`,
    title: name,
    category: { id: taxonomyCategory, name: SHOPIFY_CATEGORIES[taxonomyCategory]! },
    gender,
    colours: shadeWords,
    families: [...new Set(shades.map((key) => SHADES[key]!.family))],
    materials: fabric.materials,
    occasions,
    seasons: kind.seasons,
    onSale,
    sizes,
    price,
    currency: 'EUR',
  };
  // The variation list's own records, without the parent's helper field.
  return { product: shopProduct, variations: variations.map(({ attributeValues: _values, ...variation }) => variation), truth };
}

const OPENINGS = ['Meet our', 'Our signature', 'A wardrobe essential:', 'Designed in Copenhagen, the', 'Cut for an easy fit, this', 'Back by popular demand:'];
const SHORT = ['Free shipping over €100.', 'Responsibly made in Portugal.', 'Runs true to size.', 'Limited quantities.'];
const CARE = ['Machine wash at 30 °C.', 'Dry clean only.', 'Hand wash cold.', 'Wipe clean with a damp cloth.'];
