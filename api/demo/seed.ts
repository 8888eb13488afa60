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
import type { ApiContext } from '../context';
import { seedDemoAnalytics } from '../analytics/demo';
import { seedDemoMagazine } from '../magazine/demo';
import { seedDemoNews } from '../news/demo';
import { payDemoPlan, type DemoPlan } from '../subscriptions/demo';
import { demoImage, type Shape } from './images';

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
const BRANDS: Array<{ username: string; email: string; name: string; brand: string; description: string; location: string; ground: string; plan: DemoPlan }> = [
  { username: 'casaluna', email: 'hola@casaluna.example', name: 'Casa Luna Textil S.A.', brand: 'Casa Luna', description: 'Lino y algodón para el verano del sur.', location: 'Buenos Aires', ground: '#f3ece2', plan: { tier: 'ULTIMATE', billingCycle: 'YEARLY', card: 'ok', paidDaysAgo: 40 } },
  { username: 'norte', email: 'hola@norte.example', name: 'Norte Abrigos S.R.L.', brand: 'Norte', description: 'Lana y abrigo de la Patagonia.', location: 'Bariloche', ground: '#e6ebee', plan: { tier: 'PRO', billingCycle: 'MONTHLY', card: 'fails_renewal', paidDaysAgo: 33 } },
  { username: 'olivo', email: 'hola@olivo.example', name: 'Olivo Moda S.L.', brand: 'Olivo', description: 'Prendas de ciudad, accesorios y joyas.', location: 'Madrid', ground: '#eee8e0', plan: { tier: 'ULTIMATE', billingCycle: 'MONTHLY', card: 'ok', paidDaysAgo: 10, cancelled: true } },
];

/** Category → how it is drawn and what it is called in each language (es, en, it, fr). */
const CATEGORIES: Array<{ id: string; typeId: string; shape: Shape; names: [string, string, string, string] }> = [
  { id: 'camisas', typeId: '1', shape: 'shirt', names: ['Camisa', 'Shirt', 'Camicia', 'Chemise'] },
  { id: 'pantalones', typeId: '1', shape: 'trousers', names: ['Pantalón', 'Trousers', 'Pantaloni', 'Pantalon'] },
  { id: 'vestidos', typeId: '1', shape: 'dress', names: ['Vestido', 'Dress', 'Abito', 'Robe'] },
  { id: 'faldas', typeId: '1', shape: 'skirt', names: ['Falda', 'Skirt', 'Gonna', 'Jupe'] },
  { id: 'abrigos', typeId: '1', shape: 'coat', names: ['Abrigo', 'Coat', 'Cappotto', 'Manteau'] },
  { id: 'chaquetas', typeId: '1', shape: 'coat', names: ['Chaqueta', 'Jacket', 'Giacca', 'Veste'] },
  { id: 'jerseis', typeId: '1', shape: 'shirt', names: ['Jersey', 'Jumper', 'Maglione', 'Pull'] },
  { id: 'camisetas', typeId: '1', shape: 'shirt', names: ['Camiseta', 'T-shirt', 'Maglietta', 'T-shirt'] },
  { id: 'vaqueros', typeId: '1', shape: 'trousers', names: ['Vaquero', 'Jeans', 'Jeans', 'Jean'] },
  { id: 'trajes', typeId: '1', shape: 'coat', names: ['Traje', 'Suit', 'Completo', 'Costume'] },
  { id: 'zapatillas', typeId: '2', shape: 'shoe', names: ['Zapatillas', 'Trainers', 'Sneakers', 'Baskets'] },
  { id: 'botas', typeId: '2', shape: 'shoe', names: ['Botas', 'Boots', 'Stivali', 'Bottes'] },
  { id: 'sandalias', typeId: '2', shape: 'shoe', names: ['Sandalias', 'Sandals', 'Sandali', 'Sandales'] },
  { id: 'zapatos-de-vestir', typeId: '2', shape: 'shoe', names: ['Zapatos', 'Dress shoes', 'Scarpe', 'Chaussures'] },
  { id: 'cinturones', typeId: '3', shape: 'scarf', names: ['Cinturón', 'Belt', 'Cintura', 'Ceinture'] },
  { id: 'gorros', typeId: '3', shape: 'bag', names: ['Gorro', 'Hat', 'Cappello', 'Bonnet'] },
  { id: 'bufandas', typeId: '3', shape: 'scarf', names: ['Bufanda', 'Scarf', 'Sciarpa', 'Écharpe'] },
  { id: 'bolsos-de-mano', typeId: '4', shape: 'bag', names: ['Bolso', 'Handbag', 'Borsa', 'Sac à main'] },
  { id: 'mochilas', typeId: '4', shape: 'bag', names: ['Mochila', 'Backpack', 'Zaino', 'Sac à dos'] },
  { id: 'collares', typeId: '5', shape: 'necklace', names: ['Collar', 'Necklace', 'Collana', 'Collier'] },
  { id: 'pendientes', typeId: '5', shape: 'necklace', names: ['Pendientes', 'Earrings', 'Orecchini', "Boucles d'oreilles"] },
];
const MATERIALS: Array<[string, string, string, string]> = [
  ['de lino', 'linen', 'di lino', 'en lin'],
  ['de algodón', 'cotton', 'di cotone', 'en coton'],
  ['de lana', 'wool', 'di lana', 'en laine'],
  ['de seda', 'silk', 'di seta', 'en soie'],
  ['de cuero', 'leather', 'di pelle', 'en cuir'],
  ['de punto', 'knit', 'a maglia', 'en maille'],
];
/** `color`: the colour term id (domain/taxonomy/defaults.ts) the cloth names; `tag` stays a free word for search. */
const COLOURS: Array<{ tag: string; color: string; hex: string; temperature: 'cold' | 'warm'; names: [string, string, string, string] }> = [
  { tag: 'negro', color: 'negro', hex: '#232021', temperature: 'cold', names: ['negro', 'black', 'nero', 'noir'] },
  { tag: 'crudo', color: 'crudo', hex: '#d9cbb2', temperature: 'warm', names: ['crudo', 'ecru', 'écru', 'écru'] },
  { tag: 'terracota', color: 'terracota', hex: '#b4573a', temperature: 'warm', names: ['terracota', 'terracotta', 'terracotta', 'terre cuite'] },
  { tag: 'azul', color: 'azul', hex: '#2e4a6b', temperature: 'cold', names: ['azul', 'blue', 'blu', 'bleu'] },
  { tag: 'verde', color: 'oliva', hex: '#5d6b4a', temperature: 'cold', names: ['verde oliva', 'olive', 'verde oliva', 'olive'] },
  { tag: 'camel', color: 'camel', hex: '#a87c4f', temperature: 'warm', names: ['camel', 'camel', 'cammello', 'camel'] },
];
const EVENTS = ['boda', 'oficina', 'fiesta', 'playa', 'deporte', 'casual', 'coctel', 'graduacion', 'viaje', 'gala'];
const GENDERS = ['mujer', 'hombre', 'unisex'];
const SEASONS = ['primavera', 'verano', 'otono', 'invierno'];
const WEATHER = ['frio', 'templado', 'calido', 'lluvioso'];
/** Style term ids. */
const STYLES = ['clasico', 'minimalista', 'urbano', 'bohemio', 'deportivo'];
const SIZES = ['XS', 'S', 'M', 'L', 'XL'];

/** Colours turn with each cloth and again with each round through the categories, so each category shows them all. */
const colourOf = (n: number) => COLOURS[(n + Math.floor(n / CATEGORIES.length)) % COLOURS.length]!;

/** The n-th demo cloth: every category, colour, event, gender, season and weather value comes round in turn. */
function clothFields(n: number, image: { name: string; thumb: string }, brandSlug: string): ClothFields {
  const category = CATEGORIES[n % CATEGORIES.length]!;
  const round = Math.floor(n / CATEGORIES.length);
  const material = MATERIALS[(n + 2 * round) % MATERIALS.length]!;
  const colour = colourOf(n);
  const name = (i: 0 | 1 | 2 | 3) => (i === 1 ? `${colour.names[1]} ${material[1]} ${category.names[1].toLowerCase()}` : `${category.names[i]} ${material[i]} ${colour.names[i]}`);
  const price = 8_000 + ((n * 7919) % 240) * 1_000;
  const discounted = n % 5 === 0;
  return {
    names: { es: name(0), en: name(1).replace(/^./, (c) => c.toUpperCase()), it: name(2), fr: name(3) },
    typeId: category.typeId,
    categoryId: category.id,
    seasons: [SEASONS[n % 4]!, ...(n % 3 === 0 ? [SEASONS[(n + 1) % 4]!] : [])],
    eventIds: [EVENTS[n % EVENTS.length]!, ...(n % 4 === 0 ? [EVENTS[(n + 3) % EVENTS.length]!] : [])],
    gender: GENDERS[n % 3]!,
    sizes: category.typeId === '1' ? SIZES : ['Única'],
    weather: [WEATHER[(n + 1) % 4]!],
    tags: [material[0].replace(/^de /, ''), colour.tag],
    colors: [colour.color],
    colorTemperature: colour.temperature,
    style: STYLES[n % STYLES.length]!,
    description: null,
    url: `https://${brandSlug}.example/prendas/${n}`,
    currency: 'ARS',
    price,
    discountedPrice: discounted ? Math.round(price * 0.8) : null,
    discountEnabled: discounted,
    visible: n % 37 !== 36,
    images: [image],
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
    const userId = (await userIdByEmail(context.eventStore, email))!;
    const requested = (await context.eventStore.readStream(userStream(userId))).find((event) => event.type === 'EmailVerificationRequested');
    const nonce = (requested!.data as { nonce: string }).nonce;
    const tokenHash = hashToken(linkToken(context.secret, VERIFY_EMAIL, nonce));
    await runCommand(context.eventStore, userStream(userId), userDecider, { type: 'VerifyEmail', tokenHash, now: now.toISOString() }, command);
    return userId;
  };
  const common = { password: DEMO_PASSWORD, acceptedTerms: true as const, language: 'es' as const };
  const people = new Map<RoleType, string>();
  for (const person of PEOPLE) {
    await registerAccount(context, { ...common, type: 'USER', username: person.username, email: person.email, firstName: person.username.split('.')[0]!.replace(/^./, (c) => c.toUpperCase()), lastName: 'Demo', dateOfBirth: '1992-05-14', acceptedPrivacy: true }, 'es', command);
    people.set(person.role, await verify(person.email));
    if (person.role !== 'USER') await setTypeAsOperator(context.eventStore, person.email, person.role);
    accounts.push({ role: person.role, email: person.email });
  }
  const cache = new Map<string, { name: string; thumb: string }>();
  let n = 0;
  for (const brand of BRANDS) {
    await registerAccount(context, { ...common, type: 'BRAND', username: brand.username, email: brand.email, brand: { name: brand.name, brand: brand.brand, description: brand.description, location: brand.location }, subscription: { tier: brand.plan.tier, billingCycle: brand.plan.billingCycle } }, 'es', command);
    const ownerId = await verify(brand.email);
    accounts.push({ role: `BRAND (${brand.brand})`, email: brand.email });
    const owned = (await context.eventStore.readAll({ from: 'start', maxCount: 10_000, filter: { eventTypes: ['BrandRegistered'] } })).find((event) => (event.data as { ownerId: string }).ownerId === ownerId)!;
    const brandId = (owned.data as { brandId: string }).brandId;
    await payDemoPlan(context, brandId, { id: ownerId, email: brand.email, name: brand.brand }, brand.plan);
    for (let i = 0; i < clothesPerBrand; i++, n++) {
      const category = CATEGORIES[n % CATEGORIES.length]!;
      const colour = colourOf(n);
      const image = await demoImage(images, cache, category.shape, colour.hex, brand.ground);
      await runCommand(context.eventStore, catalogueStream(brandId), catalogueDecider, { type: 'AddCloth', brandId, clothId: randomUUID(), fields: clothFields(n, image, brand.username), tier: brand.plan.tier, now: now.toISOString() }, { ...command, actor: ownerId });
    }
  }
  await seedDemoMagazine(context, images);
  await seedDemoNews(context, images);
  await seedDemoFavourites(context, { influencerId: people.get('INFLUENCER')!, shopperId: people.get('USER')! });
  await seedDemoAnalytics(context);
  return accounts;
}
