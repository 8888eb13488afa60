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

/** The starting taxonomy in the four languages, types before the categories that name them. */
export const DEFAULT_TAXONOMY: readonly TermAdded[] = [
  ...types.map(([id, names]) => term('type', id, names)),
  ...categories.map(([id, typeId, names]) => term('category', id, names, typeId)),
  ...events.map(([id, names]) => term('event', id, names)),
  ...genders.map(([id, names]) => term('gender', id, names)),
  ...seasons.map(([id, names]) => term('season', id, names)),
  ...weather.map(([id, names]) => term('weather', id, names)),
];
