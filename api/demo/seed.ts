import { randomUUID } from 'node:crypto';
import type { RoleType } from '@vitrina/domain/accounts/roles';
import { userDecider, userStream } from '@vitrina/domain/accounts/user';
import { catalogueDecider } from '@vitrina/domain/catalogue/catalogue';
import { catalogueStream, type ClothFields } from '@vitrina/domain/catalogue/events';
import { linkToken, VERIFY_EMAIL } from '@vitrina/infra/crypto/link-tokens';
import { hashToken } from '@vitrina/infra/crypto/tokens';
import type { ImageStore } from '@vitrina/infra/images/port';
import { userIdByEmail } from '../accounts/lookup';
import { setTypeAsOperator } from '../accounts/operator';
import { registerAccount } from '../accounts/registration';
import { runCommand } from '@vitrina/infra/eventstore/commands';
import { seedDemoFavourites } from '../favourites/demo';
import { seedDemoFollowing } from '../following/demo';
import type { ApiContext } from '../context';
import { seedDemoAnalytics } from '../analytics/demo';
import { seedDemoMagazine } from '../magazine/demo';
import { seedDemoNews } from '../news/demo';
import { payDemoPlan, type DemoPlan } from '../subscriptions/demo';
import { demoImage, type DemoImage, type Texture } from './images';
import { wearOf } from './wear';

/** The demo accounts `npm start` creates on a first start and prints; one password for all. */
export const DEMO_PASSWORD = 'vitrina-demo-2026';
export interface DemoAccount {
  role: string;
  email: string;
}

const PEOPLE: Array<{ role: RoleType; username: string; email: string }> = [
  { role: 'USER', username: 'lucia', email: 'lucia@vitrina.example' },
  { role: 'INFLUENCER', username: 'martina.style', email: 'martina@vitrina.example' },
  { role: 'ADMIN', username: 'admin', email: 'admin@vitrina.example' },
];
// Paid through the test provider: Casa Luna yearly and active; Norte monthly, its renewal declined (past due, in
// its grace period); Olivo monthly with its cancellation scheduled for the period's end.
const BRANDS: Array<{ username: string; email: string; name: string; brand: string; description: string; location: string; plan: DemoPlan }> = [
  {
    username: 'casaluna',
    email: 'hola@casaluna.example',
    name: 'Casa Luna Textil S.A.',
    brand: 'Casa Luna',
    description: 'Lino y algodón para el verano del sur.',
    location: 'Buenos Aires',
    plan: { tier: 'ULTIMATE', billingCycle: 'YEARLY', card: 'ok', paidDaysAgo: 40 },
  },
  {
    username: 'norte',
    email: 'hola@norte.example',
    name: 'Norte Abrigos S.R.L.',
    brand: 'Norte',
    description: 'Lana y abrigo de la Patagonia.',
    location: 'Bariloche',
    plan: { tier: 'PRO', billingCycle: 'MONTHLY', card: 'fails_renewal', paidDaysAgo: 33 },
  },
  {
    username: 'olivo',
    email: 'hola@olivo.example',
    name: 'Olivo Moda S.L.',
    brand: 'Olivo',
    description: 'Prendas de ciudad, accesorios y joyas.',
    location: 'Madrid',
    plan: { tier: 'ULTIMATE', billingCycle: 'MONTHLY', card: 'ok', paidDaysAgo: 10, cancelled: true },
  },
];

type Form = [string, string, string, string];
/** Grammatical gender and number of a noun: masculine, feminine, masculine plural, feminine plural. */
type Agreement = 0 | 1 | 2 | 3;
const [M, F, MP, FP] = [0, 1, 2, 3] as const;
const same = (word: string): Form => [word, word, word, word];

/**
 * Colours by the taxonomy's colour term ids (the shared contract), with the shade they are drawn in and their names
 * in every agreement (es, it, fr) so a name agrees with its noun ("falda negra", "zapatos negros", "bottes noires").
 */
const COLOURS: Record<string, { hex: string; temperature: 'cold' | 'warm'; es: Form; en: string; it: Form; fr: Form }> = {
  negro: {
    hex: '#232021',
    temperature: 'cold',
    es: ['negro', 'negra', 'negros', 'negras'],
    en: 'black',
    it: ['nero', 'nera', 'neri', 'nere'],
    fr: ['noir', 'noire', 'noirs', 'noires'],
  },
  blanco: {
    hex: '#efece4',
    temperature: 'cold',
    es: ['blanco', 'blanca', 'blancos', 'blancas'],
    en: 'white',
    it: ['bianco', 'bianca', 'bianchi', 'bianche'],
    fr: ['blanc', 'blanche', 'blancs', 'blanches'],
  },
  crudo: { hex: '#ddd0b8', temperature: 'warm', es: ['crudo', 'cruda', 'crudos', 'crudas'], en: 'ecru', it: same('écru'), fr: same('écru') },
  gris: {
    hex: '#8a8986',
    temperature: 'cold',
    es: ['gris', 'gris', 'grises', 'grises'],
    en: 'grey',
    it: ['grigio', 'grigia', 'grigi', 'grigie'],
    fr: ['gris', 'grise', 'gris', 'grises'],
  },
  beige: { hex: '#cdb89a', temperature: 'warm', es: same('beige'), en: 'beige', it: same('beige'), fr: ['beige', 'beige', 'beiges', 'beiges'] },
  camel: { hex: '#a87c4f', temperature: 'warm', es: same('camel'), en: 'camel', it: same('cammello'), fr: same('camel') },
  marron: {
    hex: '#6b4a32',
    temperature: 'warm',
    es: ['marrón', 'marrón', 'marrones', 'marrones'],
    en: 'brown',
    it: ['marrone', 'marrone', 'marroni', 'marroni'],
    fr: same('marron'),
  },
  azul: {
    hex: '#2e4a6b',
    temperature: 'cold',
    es: ['azul', 'azul', 'azules', 'azules'],
    en: 'blue',
    it: same('blu'),
    fr: ['bleu', 'bleue', 'bleus', 'bleues'],
  },
  'azul-marino': { hex: '#1f2a44', temperature: 'cold', es: same('azul marino'), en: 'navy', it: same('blu navy'), fr: same('bleu marine') },
  celeste: {
    hex: '#9cc3dc',
    temperature: 'cold',
    es: ['celeste', 'celeste', 'celestes', 'celestes'],
    en: 'sky-blue',
    it: ['azzurro', 'azzurra', 'azzurri', 'azzurre'],
    fr: same('bleu ciel'),
  },
  verde: {
    hex: '#4f7a55',
    temperature: 'cold',
    es: ['verde', 'verde', 'verdes', 'verdes'],
    en: 'green',
    it: ['verde', 'verde', 'verdi', 'verdi'],
    fr: ['vert', 'verte', 'verts', 'vertes'],
  },
  oliva: { hex: '#6b6b3a', temperature: 'cold', es: same('verde oliva'), en: 'olive', it: same('verde oliva'), fr: same('olive') },
  rojo: {
    hex: '#b3262e',
    temperature: 'warm',
    es: ['rojo', 'roja', 'rojos', 'rojas'],
    en: 'red',
    it: ['rosso', 'rossa', 'rossi', 'rosse'],
    fr: ['rouge', 'rouge', 'rouges', 'rouges'],
  },
  bordo: { hex: '#6d1f2b', temperature: 'warm', es: same('bordó'), en: 'burgundy', it: same('bordeaux'), fr: same('bordeaux') },
  rosa: { hex: '#e3a6b0', temperature: 'warm', es: same('rosa'), en: 'pink', it: same('rosa'), fr: ['rose', 'rose', 'roses', 'roses'] },
  mostaza: { hex: '#c9962b', temperature: 'warm', es: same('mostaza'), en: 'mustard', it: same('senape'), fr: same('moutarde') },
  terracota: { hex: '#b4573a', temperature: 'warm', es: same('terracota'), en: 'terracotta', it: same('terracotta'), fr: same('terracotta') },
  dorado: {
    hex: '#c9a54a',
    temperature: 'warm',
    es: ['dorado', 'dorada', 'dorados', 'doradas'],
    en: 'gold',
    it: ['dorato', 'dorata', 'dorati', 'dorate'],
    fr: ['doré', 'dorée', 'dorés', 'dorées'],
  },
  plateado: {
    hex: '#b9bcc0',
    temperature: 'cold',
    es: ['plateado', 'plateada', 'plateados', 'plateadas'],
    en: 'silver',
    it: ['argentato', 'argentata', 'argentati', 'argentate'],
    fr: ['argenté', 'argentée', 'argentés', 'argentées'],
  },
};

/** Materials by the taxonomy's material term ids: how each is drawn, what it does to the price, what it is called and a line about it (es, en, it, fr). */
const MATERIALS: Record<string, { texture: Texture; factor: number; names: Form; note: Form }> = {
  algodon: {
    texture: 'cotton',
    factor: 1,
    names: ['de algodón', 'cotton', 'di cotone', 'en coton'],
    note: [
      'algodón peinado, suave y resistente al uso diario',
      'combed cotton, soft and made for every day',
      "cotone pettinato, morbido e resistente all'uso quotidiano",
      'du coton peigné, doux et solide au quotidien',
    ],
  },
  lino: {
    texture: 'linen',
    factor: 1.25,
    names: ['de lino', 'linen', 'di lino', 'en lin'],
    note: [
      'lino lavado, fresco y liviano, de textura irregular',
      'washed linen, cool and light, with a slubby texture',
      'lino lavato, fresco e leggero, dalla trama irregolare',
      'du lin lavé, frais et léger, au grain irrégulier',
    ],
  },
  lana: {
    texture: 'wool',
    factor: 1.5,
    names: ['de lana', 'wool', 'di lana', 'en laine'],
    note: [
      'lana merino de abrigo, tejida para durar',
      'warm merino wool, woven to last',
      'lana merino calda, tessuta per durare',
      'de la laine mérinos chaude, tissée pour durer',
    ],
  },
  cachemira: {
    texture: 'knit',
    factor: 2.6,
    names: ['de cachemira', 'cashmere', 'di cashmere', 'en cachemire'],
    note: [
      'cachemira de tacto muy suave, que abriga sin pesar',
      'cashmere, very soft to the touch and warm without weight',
      'cashmere morbidissimo, caldo senza pesare',
      'du cachemire très doux, chaud sans être lourd',
    ],
  },
  punto: {
    texture: 'knit',
    factor: 1.2,
    names: ['de punto', 'knit', 'in maglia', 'en maille'],
    note: [
      'punto acanalado de algodón y lana, elástico y cálido',
      'a ribbed cotton and wool knit, stretchy and warm',
      'maglia a coste di cotone e lana, elastica e calda',
      'une maille côtelée coton et laine, souple et chaude',
    ],
  },
  seda: {
    texture: 'silk',
    factor: 2,
    names: ['de seda', 'silk', 'di seta', 'en soie'],
    note: [
      'seda de brillo suave y caída fluida',
      'silk with a soft sheen and a fluid drape',
      'seta dalla lucentezza morbida e dalla caduta fluida',
      "de la soie au tombé fluide et à l'éclat doux",
    ],
  },
  cuero: {
    texture: 'leather',
    factor: 2,
    names: ['de cuero', 'leather', 'di pelle', 'en cuir'],
    note: [
      'cuero curtido al vegetal, que toma carácter con el uso',
      'vegetable-tanned leather that gains character with wear',
      "pelle conciata al vegetale, che prende carattere con l'uso",
      'du cuir tanné végétal, qui se patine avec le temps',
    ],
  },
  ante: {
    texture: 'wool',
    factor: 1.8,
    names: ['de ante', 'suede', 'di camoscio', 'en daim'],
    note: [
      'ante de tacto aterciopelado, tratado contra las manchas',
      'suede with a velvety touch, treated against stains',
      'camoscio dal tocco vellutato, trattato contro le macchie',
      'du daim au toucher velouté, traité contre les taches',
    ],
  },
  denim: {
    texture: 'denim',
    factor: 1.1,
    names: ['de denim', 'denim', 'di denim', 'en denim'],
    note: [
      'denim de algodón de 13 onzas, con costuras en contraste',
      '13-ounce cotton denim with contrast stitching',
      'denim di cotone da 13 once, con cuciture a contrasto',
      'du denim de coton 13 onces aux surpiqûres contrastées',
    ],
  },
  lona: {
    texture: 'cotton',
    factor: 0.9,
    names: ['de lona', 'canvas', 'di tela', 'en toile'],
    note: [
      'lona de algodón firme y fácil de limpiar',
      'sturdy cotton canvas, easy to clean',
      'tela di cotone robusta e facile da pulire',
      'de la toile de coton solide et facile à nettoyer',
    ],
  },
  plata: {
    texture: 'metal',
    factor: 1.6,
    names: ['de plata', 'silver', "d'argento", 'en argent'],
    note: ['plata 925 pulida a mano', 'sterling silver, polished by hand', 'argento 925 lucidato a mano', "de l'argent 925 poli à la main"],
  },
  oro: {
    texture: 'metal',
    factor: 1.3,
    names: ['bañado en oro', 'gold-plated', 'placcato oro', 'plaqué or'],
    note: ['latón bañado en oro de 18 quilates', 'brass plated in 18-carat gold', 'ottone placcato oro 18 carati', 'du laiton plaqué or 18 carats'],
  },
};

/**
 * Categories as the taxonomy seeds them (ids), each drawn as itself (images.ts), with its names and their agreement
 * (es, it, fr), who wears it, a price in ARS before the material's factor, its styles (taxonomy style ids), and the
 * colour and material pairs it comes in. `materialInName: false` for a name that already says it ("Vaquero azul"),
 * and jewellery leaves its colour out (the metal says it: "Collar de plata").
 */
interface Category {
  id: string;
  typeId: string;
  names: Form;
  agree: [Agreement, Agreement, Agreement];
  genders: string[];
  price: number;
  styles: string[];
  variants: Array<[colour: string, material: string]>;
  materialInName?: false;
  colourInName?: false;
}
/** Colour and material pairs (COLOURS and MATERIALS ids), each written `colour/material`. */
const pairs = (...written: string[]) => written.map((pair) => pair.split('/') as [colour: string, material: string]);
export const CATEGORIES: Category[] = [
  {
    id: 'camisas',
    typeId: '1',
    names: ['Camisa', 'Shirt', 'Camicia', 'Chemise'],
    agree: [F, F, F],
    genders: ['mujer', 'hombre'],
    price: 38_000,
    styles: ['clasico', 'casual', 'minimalista'],
    variants: pairs('azul/lino', 'azul/algodon', 'blanco/lino', 'blanco/algodon', 'rosa/seda', 'terracota/lino', 'celeste/algodon'),
  },
  {
    id: 'pantalones',
    typeId: '1',
    names: ['Pantalón', 'Trousers', 'Pantaloni', 'Pantalon'],
    agree: [M, MP, M],
    genders: ['mujer', 'hombre'],
    price: 45_000,
    styles: ['clasico', 'minimalista', 'elegante'],
    variants: pairs('beige/lino', 'negro/lana', 'azul-marino/lana', 'oliva/algodon', 'camel/lino'),
  },
  {
    id: 'vestidos',
    typeId: '1',
    names: ['Vestido', 'Dress', 'Abito', 'Robe'],
    agree: [M, M, F],
    genders: ['mujer'],
    price: 62_000,
    styles: ['romantico', 'bohemio', 'elegante'],
    variants: pairs('rojo/seda', 'negro/seda', 'terracota/lino', 'rosa/seda', 'rojo/lino', 'azul/algodon', 'verde/lino', 'negro/algodon', 'crudo/algodon'),
  },
  {
    id: 'faldas',
    typeId: '1',
    names: ['Falda', 'Skirt', 'Gonna', 'Jupe'],
    agree: [F, F, F],
    genders: ['mujer'],
    price: 38_000,
    styles: ['romantico', 'clasico', 'vintage'],
    variants: pairs('negro/seda', 'camel/lana', 'bordo/lana', 'mostaza/lino', 'crudo/lino'),
  },
  {
    id: 'abrigos',
    typeId: '1',
    names: ['Abrigo', 'Coat', 'Cappotto', 'Manteau'],
    agree: [M, M, M],
    genders: ['mujer', 'hombre'],
    price: 140_000,
    styles: ['clasico', 'elegante', 'minimalista'],
    variants: pairs('camel/lana', 'negro/lana', 'gris/lana', 'azul-marino/cachemira', 'bordo/lana'),
  },
  {
    id: 'chaquetas',
    typeId: '1',
    names: ['Chaqueta', 'Jacket', 'Giacca', 'Veste'],
    agree: [F, F, F],
    genders: ['mujer', 'hombre', 'unisex'],
    price: 78_000,
    styles: ['urbano', 'casual', 'vintage'],
    variants: pairs('negro/cuero', 'marron/cuero', 'azul/denim', 'oliva/algodon', 'camel/ante'),
  },
  {
    id: 'jerseis',
    typeId: '1',
    names: ['Jersey', 'Jumper', 'Maglione', 'Pull'],
    agree: [M, M, M],
    genders: ['mujer', 'hombre', 'unisex'],
    price: 48_000,
    styles: ['casual', 'clasico', 'minimalista'],
    variants: pairs('crudo/lana', 'gris/cachemira', 'bordo/punto', 'azul-marino/lana', 'camel/cachemira'),
  },
  {
    id: 'camisetas',
    typeId: '1',
    names: ['Camiseta', 'T-shirt', 'Maglietta', 'T-shirt'],
    agree: [F, F, M],
    genders: ['mujer', 'hombre', 'unisex'],
    price: 16_000,
    styles: ['casual', 'urbano', 'deportivo'],
    variants: pairs('blanco/algodon', 'negro/algodon', 'gris/algodon', 'mostaza/algodon', 'verde/lino'),
  },
  {
    id: 'vaqueros',
    typeId: '1',
    names: ['Vaquero', 'Jeans', 'Jeans', 'Jean'],
    agree: [M, MP, M],
    genders: ['mujer', 'hombre', 'unisex'],
    price: 52_000,
    styles: ['urbano', 'casual', 'vintage'],
    variants: pairs('azul/denim', 'azul-marino/denim', 'negro/denim', 'celeste/denim'),
    materialInName: false,
  },
  {
    id: 'trajes',
    typeId: '1',
    names: ['Traje', 'Suit', 'Completo', 'Costume'],
    agree: [M, M, M],
    genders: ['hombre', 'hombre', 'hombre', 'mujer'],
    price: 190_000,
    styles: ['formal', 'elegante', 'clasico'],
    variants: pairs('azul-marino/lana', 'gris/lana', 'negro/lana', 'beige/lino', 'camel/lino'),
  },
  {
    id: 'zapatillas',
    typeId: '2',
    names: ['Zapatillas', 'Trainers', 'Sneakers', 'Baskets'],
    agree: [FP, FP, FP],
    genders: ['unisex'],
    price: 70_000,
    styles: ['deportivo', 'urbano', 'casual'],
    variants: pairs('blanco/cuero', 'negro/lona', 'blanco/lona', 'gris/lona', 'celeste/lona', 'verde/cuero'),
  },
  {
    id: 'botas',
    typeId: '2',
    names: ['Botas', 'Boots', 'Stivali', 'Bottes'],
    agree: [FP, MP, FP],
    genders: ['mujer', 'hombre', 'unisex'],
    price: 95_000,
    styles: ['urbano', 'clasico', 'vintage'],
    variants: pairs('negro/cuero', 'marron/cuero', 'camel/ante', 'bordo/cuero'),
  },
  {
    id: 'sandalias',
    typeId: '2',
    names: ['Sandalias', 'Sandals', 'Sandali', 'Sandales'],
    agree: [FP, MP, FP],
    genders: ['mujer', 'unisex', 'hombre'],
    price: 36_000,
    styles: ['bohemio', 'casual', 'minimalista'],
    variants: pairs('marron/cuero', 'camel/cuero', 'negro/cuero', 'terracota/cuero'),
  },
  {
    id: 'zapatos-de-vestir',
    typeId: '2',
    names: ['Zapatos', 'Dress shoes', 'Scarpe', 'Chaussures'],
    agree: [MP, FP, FP],
    genders: ['hombre', 'mujer', 'hombre'],
    price: 80_000,
    styles: ['formal', 'elegante', 'clasico'],
    variants: pairs('negro/cuero', 'marron/cuero', 'bordo/cuero', 'camel/cuero'),
  },
  {
    id: 'cinturones',
    typeId: '3',
    names: ['Cinturón', 'Belt', 'Cintura', 'Ceinture'],
    agree: [M, F, F],
    genders: ['unisex', 'hombre', 'mujer'],
    price: 16_000,
    styles: ['clasico', 'casual', 'vintage'],
    variants: pairs('negro/cuero', 'marron/cuero', 'camel/cuero', 'bordo/cuero'),
  },
  {
    id: 'gorros',
    typeId: '3',
    names: ['Gorro', 'Beanie', 'Berretto', 'Bonnet'],
    agree: [M, M, M],
    genders: ['unisex'],
    price: 14_000,
    styles: ['casual', 'urbano', 'deportivo'],
    variants: pairs('gris/lana', 'mostaza/punto', 'bordo/cachemira', 'negro/punto', 'crudo/lana'),
  },
  {
    id: 'bufandas',
    typeId: '3',
    names: ['Bufanda', 'Scarf', 'Sciarpa', 'Écharpe'],
    agree: [F, F, F],
    genders: ['unisex'],
    price: 18_000,
    styles: ['clasico', 'bohemio', 'minimalista'],
    variants: pairs('crudo/lana', 'camel/cachemira', 'rojo/lana', 'gris/cachemira', 'verde/lino'),
  },
  {
    id: 'bolsos-de-mano',
    typeId: '4',
    names: ['Bolso', 'Handbag', 'Borsa', 'Sac à main'],
    agree: [M, F, M],
    genders: ['mujer'],
    price: 60_000,
    styles: ['elegante', 'clasico', 'minimalista'],
    variants: pairs('negro/cuero', 'marron/cuero', 'camel/cuero', 'bordo/cuero', 'crudo/lona'),
  },
  {
    id: 'mochilas',
    typeId: '4',
    names: ['Mochila', 'Backpack', 'Zaino', 'Sac à dos'],
    agree: [F, M, M],
    genders: ['unisex'],
    price: 48_000,
    styles: ['urbano', 'deportivo', 'casual'],
    variants: pairs('negro/lona', 'oliva/lona', 'marron/cuero', 'azul-marino/lona'),
  },
  {
    id: 'collares',
    typeId: '5',
    names: ['Collar', 'Necklace', 'Collana', 'Collier'],
    agree: [M, F, M],
    genders: ['mujer', 'unisex'],
    price: 30_000,
    styles: ['minimalista', 'romantico', 'elegante'],
    variants: pairs('dorado/oro', 'plateado/plata'),
    colourInName: false,
  },
  {
    id: 'pendientes',
    typeId: '5',
    names: ['Pendientes', 'Earrings', 'Orecchini', "Boucles d'oreilles"],
    agree: [MP, MP, FP],
    genders: ['mujer'],
    price: 24_000,
    styles: ['romantico', 'minimalista', 'elegante'],
    variants: pairs('dorado/oro', 'plateado/plata'),
    colourInName: false,
  },
];

/** Style names for the descriptions, by the taxonomy's style ids (es, en, it, fr). */
const STYLE_NAMES: Record<string, Form> = {
  casual: ['casual', 'casual', 'casual', 'décontracté'],
  deportivo: ['deportivo', 'sporty', 'sportivo', 'sport'],
  elegante: ['elegante', 'elegant', 'elegante', 'élégant'],
  formal: ['formal', 'formal', 'formale', 'habillé'],
  urbano: ['urbano', 'urban', 'urbano', 'urbain'],
  clasico: ['clásico', 'classic', 'classico', 'classique'],
  bohemio: ['bohemio', 'boho', 'bohémien', 'bohème'],
  minimalista: ['minimalista', 'minimalist', 'minimalista', 'minimaliste'],
  romantico: ['romántico', 'romantic', 'romantico', 'romantique'],
  vintage: ['vintage', 'vintage', 'vintage', 'vintage'],
};

const SIZES = ['XS', 'S', 'M', 'L', 'XL'];
const SHOE_SIZES = ['36', '37', '38', '39', '40', '41', '42', '43', '44'];

/**
 * What the n-th demo cloth is: category, colour and material (which drew its picture and make its name), gender,
 * style, and when and where it is worn, which follow from what it is (wear.ts).
 */
export function demoCloth(n: number, brandIndex: number) {
  const category = CATEGORIES[n % CATEGORIES.length]!;
  const round = Math.floor(n / CATEGORIES.length);
  const [colourId, materialId] = category.variants[(round + brandIndex) % category.variants.length]!;
  const style = category.styles[round % category.styles.length]!;
  return {
    category,
    colourId,
    colour: COLOURS[colourId]!,
    materialId,
    material: MATERIALS[materialId]!,
    gender: category.genders[round % category.genders.length]!,
    style,
    ...wearOf(category.id, materialId, style),
    visible: n % 37 !== 36,
  };
}

/** Every demo cloth in the order seedDemo adds them: n counts across the brands, each brand's clothes in a row. */
export function demoCatalogue(clothesPerBrand = 100) {
  return Array.from({ length: BRANDS.length * clothesPerBrand }, (_, n) => demoCloth(n, Math.floor(n / clothesPerBrand)));
}

/** The n-th demo cloth's names and description (es, en, it, fr), from the same values that drew its pictures. */
export function demoClothText(n: number, brandIndex: number, brandName: string) {
  const { category, colour, material, style } = demoCloth(n, brandIndex);
  const name = (i: 0 | 1 | 2 | 3) => {
    const withMaterial = category.materialInName !== false;
    const withColour = category.colourInName !== false;
    if (i === 1) {
      const words = [withColour ? colour.en : '', withMaterial || !withColour ? material.names[1] : '', category.names[1].toLowerCase()]
        .filter(Boolean)
        .join(' ');
      return words.replace(/^./, (c) => c.toUpperCase());
    }
    const agreement = category.agree[i === 0 ? 0 : i === 2 ? 1 : 2];
    const colourWord = (i === 0 ? colour.es : i === 2 ? colour.it : colour.fr)[agreement];
    return [category.names[i], withMaterial || !withColour ? material.names[i] : '', withColour ? colourWord : ''].filter(Boolean).join(' ');
  };
  const names = { es: name(0), en: name(1), it: name(2), fr: name(3) };
  const sizes = SIZE_WORDS[sizing(category.typeId)];
  const styleName = STYLE_NAMES[style]!;
  const description = {
    es: `${names.es} de ${brandName}: ${material.note[0]}. Pensado para un look ${styleName[0]}, ${sizes[0]}.`,
    en: `${names.en} by ${brandName}: ${material.note[1]}. Made for ${/^[aeiou]/.test(styleName[1]) ? 'an' : 'a'} ${styleName[1]} look, ${sizes[1]}.`,
    it: `${names.it} di ${brandName}: ${material.note[2]}. Pensato per un look ${styleName[2]}, ${sizes[2]}.`,
    fr: `${names.fr} de ${brandName} : ${material.note[3]}. Pensé pour un look ${styleName[3]}, ${sizes[3]}.`,
  };
  return { names, description };
}

const sizing = (typeId: string) => (typeId === '1' ? 'clothes' : typeId === '2' ? 'shoes' : 'one');
const SIZE_WORDS: Record<'clothes' | 'shoes' | 'one', Form> = {
  clothes: ['en talles del XS al XL', 'in sizes XS to XL', 'nelle taglie dalla XS alla XL', 'en tailles XS à XL'],
  shoes: ['en números del 36 al 44', 'in EU sizes 36 to 44', 'nei numeri dal 36 al 44', 'en pointures 36 à 44'],
  one: ['en talle único', 'in one size', 'in taglia unica', 'en taille unique'],
};

/** The n-th demo cloth's fields: its name, price and description come from the same values that drew its pictures. */
function clothFields(n: number, brandIndex: number, brand: { username: string; brand: string }, images: DemoImage[]): ClothFields {
  const { category, colourId, colour, materialId, material, gender, style, seasons, weather, eventIds, visible } = demoCloth(n, brandIndex);
  const { names, description } = demoClothText(n, brandIndex, brand.brand);
  // ARS, by category and material, rounded like a shop's tag (…900), a little apart cloth to cloth.
  const price = Math.round((category.price * material.factor * (0.9 + ((n * 7919) % 5) * 0.05)) / 1_000) * 1_000 - 100;
  const discount = n % 5 === 0 ? (n % 10 === 0 ? 0.3 : 0.2) : 0;
  const sized = sizing(category.typeId);
  const sizes = sized === 'clothes' ? SIZES : sized === 'shoes' ? SHOE_SIZES : ['Única'];
  return {
    names,
    typeId: category.typeId,
    categoryId: category.id,
    seasons,
    eventIds,
    gender,
    sizes,
    // As in a shop, a few clothes are short of a size and a few are sold out.
    stock: { soldOut: n % 41 === 7, soldOutSizes: sizes.length > 1 && n % 9 === 4 ? [sizes[1]!] : [] },
    weather,
    tags: [material.names[0].replace(/^(de|bañado en) /, ''), colourId],
    colors: [colourId],
    colorTemperature: colour.temperature,
    style,
    materials: [materialId],
    description,
    url: `https://${brand.username}.example/prendas/${n}`,
    currency: 'ARS',
    price,
    discountedPrice: discount ? Math.round((price * (1 - discount)) / 1_000) * 1_000 - 100 : null,
    discountEnabled: discount > 0,
    visible,
    images,
  };
}

/**
 * Fills a new site with demo people, three brands and 300 clothes, all through the same commands the api runs,
 * so they are events like any other and every read model and the search index build from them.
 */
export async function seedDemo(context: ApiContext, images: ImageStore, clothesPerBrand = 100): Promise<DemoAccount[]> {
  const now = context.now();
  const command = { correlationId: 'demo-data', now };
  const accounts: DemoAccount[] = [];
  const verify = async (email: string) => {
    const userId = (await userIdByEmail(context, email))!;
    const requested = (await context.eventStore.readStream(userStream(userId))).find((event) => event.type === 'EmailVerificationRequested');
    const nonce = (requested!.data as { nonce: string }).nonce;
    const tokenHash = hashToken(linkToken(context.secret, VERIFY_EMAIL, nonce));
    await runCommand(context.eventStore, userStream(userId), userDecider, { type: 'VerifyEmail', tokenHash, now: now.toISOString() }, command);
    return userId;
  };
  const common = { password: DEMO_PASSWORD, acceptedTerms: true as const, language: 'es' as const };
  const people = new Map<RoleType, string>();
  for (const person of PEOPLE) {
    await registerAccount(
      context,
      {
        ...common,
        type: 'USER',
        username: person.username,
        email: person.email,
        firstName: person.username.split('.')[0]!.replace(/^./, (c) => c.toUpperCase()),
        lastName: 'Demo',
        dateOfBirth: '1992-05-14',
        acceptedPrivacy: true,
      },
      'es',
      command,
    );
    people.set(person.role, await verify(person.email));
    if (person.role !== 'USER') await setTypeAsOperator(context, person.email, person.role);
    accounts.push({ role: person.role, email: person.email });
  }
  const cache = new Map<string, Promise<DemoImage>>();
  const picturesOf = (n: number, brandIndex: number) => {
    const { category, colour, material } = demoCloth(n, brandIndex);
    return Promise.all((['front', 'detail'] as const).map((view) => demoImage(images, cache, category.id, colour.hex, material.texture, view)));
  };
  let n = 0;
  const brandIds: string[] = [];
  for (const [brandIndex, brand] of BRANDS.entries()) {
    await registerAccount(
      context,
      {
        ...common,
        type: 'BRAND',
        username: brand.username,
        email: brand.email,
        brand: { name: brand.name, brand: brand.brand, description: brand.description, location: brand.location },
        subscription: { tier: brand.plan.tier, billingCycle: brand.plan.billingCycle },
      },
      'es',
      command,
    );
    const ownerId = await verify(brand.email);
    accounts.push({ role: `BRAND (${brand.brand})`, email: brand.email });
    const owned = (await context.eventStore.readAll({ from: 'start', maxCount: 10_000, filter: { eventTypes: ['BrandRegistered'] } })).find(
      (event) => (event.data as { ownerId: string }).ownerId === ownerId,
    )!;
    const brandId = (owned.data as { brandId: string }).brandId;
    brandIds.push(brandId);
    await payDemoPlan(context, brandId, { id: ownerId, email: brand.email, name: brand.brand }, brand.plan);
    for (let i = 0; i < clothesPerBrand; i++, n++) {
      const pictures = await picturesOf(n, brandIndex);
      // The next cloth's pictures render while this one is added (sharp works off the event loop).
      if (i + 1 < clothesPerBrand) void picturesOf(n + 1, brandIndex);
      await runCommand(
        context.eventStore,
        catalogueStream(brandId),
        catalogueDecider,
        {
          type: 'AddCloth',
          brandId,
          clothId: randomUUID(),
          fields: clothFields(n, brandIndex, brand, pictures),
          tier: brand.plan.tier,
          now: now.toISOString(),
        },
        { ...command, actor: ownerId },
      );
    }
  }
  await seedDemoMagazine(context, images);
  await seedDemoNews(context, images);
  await seedDemoFavourites(context, { influencerId: people.get('INFLUENCER')!, shopperId: people.get('USER')! });
  await seedDemoFollowing(context, {
    shopperId: people.get('USER')!,
    influencerId: people.get('INFLUENCER')!,
    brandIds,
    searches: ['q=vestido rojo', 'categories=botas&colors=negro'],
  });
  await seedDemoAnalytics(context);
  return accounts;
}
