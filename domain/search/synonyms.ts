import { TERM_SYNONYMS } from '../taxonomy/defaults';

/**
 * Other words shoppers use for the default terms, by `kind:id`, in the four languages (Spanish of Spain and of
 * Argentina among them: "remera", "campera", "pollera", "cartera"). The terms' own names in every language are
 * understood without being listed; an admin's synonyms (admin → taxonomy → Synonyms) are added to these.
 */
const SHOPPER_WORDS: Readonly<Record<string, readonly string[]>> = {
  'type:1': ['ropa', 'prendas', 'clothing', 'apparel', 'vestiti', 'vetements'],
  'type:2': ['zapatos', 'calzados', 'shoes', 'scarpe', 'chaussure'],
  'type:3': ['complementos', 'accessory'],
  'type:4': ['bolso', 'bolsa', 'carteras', 'bag', 'borsa', 'sac'],
  'type:5': ['joyas', 'bijou', 'bijoux', 'jewelry', 'jewels', 'gioielli', 'gioiello'],
  'category:camisas': ['blusa', 'blusas', 'camisa', 'shirt', 'blouse', 'blouses', 'camicetta', 'chemisier'],
  'category:pantalones': ['pants', 'pant', 'chinos', 'pantalón'],
  'category:vestidos': ['gown', 'gowns', 'vestito', 'vestiti'],
  'category:faldas': ['pollera', 'polleras', 'minifalda', 'skirt'],
  'category:abrigos': ['tapado', 'tapados', 'overcoat', 'parka', 'cappotto'],
  'category:chaquetas': ['campera', 'camperas', 'chamarra', 'cazadora', 'blazer', 'blazers', 'giubbotto', 'giacchetto', 'blouson'],
  'category:jerseis': ['jersey', 'jerséis', 'sueter', 'suéter', 'sweater', 'sweaters', 'pullover', 'buzo', 'buzos', 'chompa', 'cardigan', 'maglia', 'pull'],
  'category:camisetas': ['remera', 'remeras', 'playera', 'playeras', 'tee', 'tees', 'tshirt', 'tshirts', 't shirt', 'maglietta', 'tee-shirt'],
  'category:vaqueros': ['jean', 'jeans', 'vaquero', 'denims'],
  'category:trajes': ['ambo', 'ambos', 'suit', 'tailleur', 'completo'],
  'category:zapatillas': ['sneakers', 'sneaker', 'tenis', 'deportivas', 'playeras deportivas', 'trainer', 'basket', 'scarpe da ginnastica'],
  'category:botas': ['botines', 'botín', 'booties', 'ankle boots', 'stivaletti', 'bottines'],
  'category:sandalias': ['chanclas', 'ojotas', 'sandal', 'infradito', 'nu-pieds'],
  'category:zapatos-de-vestir': ['zapatos de vestir', 'mocasines', 'oxford', 'oxfords', 'loafers', 'derby', 'stringate', 'mocassini', 'mocassins', 'chaussures de ville'],
  'category:cinturones': ['cinto', 'cintos', 'correa', 'belt'],
  'category:gorros': ['gorra', 'gorras', 'sombrero', 'sombreros', 'beanie', 'beanies', 'cap', 'caps', 'berretto', 'cappello', 'chapeau', 'bonnet'],
  'category:bufandas': ['chalina', 'chalinas', 'pañuelo', 'scarf', 'foulard'],
  'category:bolsos-de-mano': ['bolso de mano', 'cartera', 'purse', 'purses', 'handbag', 'clutch', 'tote', 'borsetta', 'pochette'],
  'category:mochilas': ['rucksack', 'rucksacks', 'backpack', 'zainetto', 'sac a dos'],
  'category:collares': ['colgante', 'colgantes', 'gargantilla', 'pendant', 'chain', 'collana', 'ciondolo', 'pendentif'],
  'category:pendientes': ['aros', 'aretes', 'zarcillos', 'earring', 'orecchino', 'boucles', 'boucle d oreille'],
  'event:boda': ['bodas', 'casamiento', 'casamientos', 'weddings', 'nozze', 'sposa', 'mariages', 'ceremonia', 'ceremony', 'cerimonia', 'ceremonie'],
  'event:oficina': ['trabajo', 'work', 'workwear', 'lavoro', 'travail'],
  'event:fiesta': ['fiestas', 'noche', 'parties', 'evening', 'sera', 'soiree', 'soirée'],
  'event:playa': ['beachwear', 'mare', 'vacaciones de playa'],
  'event:deporte': ['deportes', 'gimnasio', 'gym', 'running', 'training', 'entrenamiento', 'palestra', 'sports'],
  'event:coctel': ['coctel', 'cocktails'],
  'event:graduacion': ['egresados', 'prom', 'graduaciones', 'diploma'],
  'event:viaje': ['viajes', 'vacaciones', 'travelling', 'traveling', 'holiday', 'holidays', 'vacanza', 'vacanze', 'vacances'],
  'event:gala': ['etiqueta', 'black tie', 'soirée de gala'],
  'gender:mujer': ['mujeres', 'dama', 'damas', 'femenino', 'femenina', 'woman', 'womens', 'womenswear', 'ladies', 'lady', 'female', 'donne', 'donna', 'femmes', 'femme'],
  'gender:hombre': ['hombres', 'caballero', 'caballeros', 'masculino', 'man', 'mens', 'menswear', 'male', 'uomini', 'uomo', 'hommes', 'homme'],
  'gender:unisex': ['unisexo', 'unisexe', 'genderless'],
  'season:primavera': ['primaveral', 'springtime', 'primaverile', 'printanier'],
  'season:verano': ['veraniego', 'veraniega', 'summery', 'summertime', 'estivo', 'estiva', 'estivale', 'ete'],
  'season:otono': ['otoñal', 'otonal', 'fall', 'autunnale', 'automnal'],
  'season:invierno': ['invernal', 'wintry', 'invernale', 'hivernal'],
  'weather:frio': ['frío', 'frios', 'cold weather', 'freddo', 'froid'],
  'weather:calido': ['calor', 'caluroso', 'hot', 'hot weather', 'caldo', 'chaleur'],
  'weather:lluvioso': ['lluvia', 'lluvias', 'rain', 'rainwear', 'pioggia', 'pluie'],
  'weather:templado': ['entretiempo', 'media estación', 'mid season', 'mezza stagione', 'mi-saison'],
};

/** The default synonyms by `kind:id`: the shoppers' words above and the taxonomy's own (colours, styles, materials). */
export const DEFAULT_SYNONYMS: Readonly<Record<string, readonly string[]>> = (() => {
  const all: Record<string, string[]> = {};
  const add = (key: string, words: readonly string[]) => (all[key] = [...(all[key] ?? []), ...words]);
  for (const [kind, byId] of Object.entries(TERM_SYNONYMS)) for (const [id, words] of Object.entries(byId)) add(`${kind}:${id}`, words);
  for (const [key, words] of Object.entries(SHOPPER_WORDS)) add(key, words);
  return all;
})();
