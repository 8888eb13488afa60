/**
 * When and where a demo cloth is worn, from what it is: its category, its material and its style (taxonomy ids of
 * kinds category, material, style, season, weather and event). A relevance suite judges search answers by these
 * attributes, so they must be true of the cloth: no wool scarf for summer at the beach, no suit for sport.
 */
export interface Wear {
  seasons: string[];
  weather: string[];
  eventIds: string[];
}

const ALL_YEAR = ['primavera', 'verano', 'otono', 'invierno'];

/** What a material is warm or cool for, before the category narrows it. */
const CLIMATE: Record<string, Pick<Wear, 'seasons' | 'weather'>> = {
  lana: { seasons: ['otono', 'invierno'], weather: ['frio'] },
  cachemira: { seasons: ['otono', 'invierno'], weather: ['frio'] },
  punto: { seasons: ['otono', 'invierno'], weather: ['frio'] },
  ante: { seasons: ['otono', 'invierno'], weather: ['frio'] },
  lino: { seasons: ['primavera', 'verano'], weather: ['calido'] },
  seda: { seasons: ['primavera', 'verano'], weather: ['calido', 'templado'] },
  algodon: { seasons: ['primavera', 'verano', 'otono'], weather: ['templado', 'calido'] },
  denim: { seasons: ['primavera', 'otono'], weather: ['templado'] },
  lona: { seasons: ['primavera', 'verano', 'otono'], weather: ['templado', 'calido'] },
  cuero: { seasons: ['primavera', 'otono', 'invierno'], weather: ['templado', 'frio'] },
  plata: { seasons: ALL_YEAR, weather: ['templado', 'calido', 'frio'] },
  oro: { seasons: ALL_YEAR, weather: ['templado', 'calido', 'frio'] },
};

/** Where a cloth of the category goes, by its material where that changes it (`*` for every other material). */
const OCCASIONS: Record<string, Record<string, string[]>> = {
  camisas: { '*': ['oficina', 'casual'], lino: ['casual', 'viaje', 'playa'], seda: ['oficina', 'fiesta', 'coctel'] },
  pantalones: { '*': ['oficina', 'casual'], lino: ['casual', 'viaje'], lana: ['oficina', 'graduacion'] },
  vestidos: {
    '*': ['fiesta', 'boda'],
    seda: ['boda', 'fiesta', 'coctel', 'gala'],
    lino: ['boda', 'fiesta', 'playa', 'casual'],
    algodon: ['casual', 'fiesta', 'viaje', 'playa'],
  },
  faldas: { '*': ['oficina', 'casual'], seda: ['fiesta', 'coctel', 'oficina'], lino: ['casual', 'fiesta', 'playa'] },
  abrigos: { '*': ['oficina', 'casual', 'viaje'] },
  chaquetas: { '*': ['casual', 'viaje'], cuero: ['casual', 'fiesta', 'viaje'], ante: ['casual', 'fiesta'] },
  jerseis: { '*': ['casual', 'oficina', 'viaje'] },
  camisetas: { '*': ['casual', 'deporte', 'viaje'], lino: ['casual', 'viaje', 'playa'] },
  vaqueros: { '*': ['casual', 'viaje'] },
  trajes: { '*': ['oficina', 'boda', 'gala', 'graduacion'], lino: ['boda', 'oficina', 'graduacion'] },
  zapatillas: { '*': ['deporte', 'casual', 'viaje'] },
  botas: { '*': ['casual', 'viaje'] },
  sandalias: { '*': ['playa', 'casual', 'viaje'] },
  'zapatos-de-vestir': { '*': ['oficina', 'boda', 'gala', 'graduacion'] },
  cinturones: { '*': ['oficina', 'casual'] },
  gorros: { '*': ['casual', 'viaje'] },
  bufandas: { '*': ['casual', 'viaje'] },
  'bolsos-de-mano': { '*': ['oficina', 'fiesta', 'coctel'], lona: ['casual', 'viaje', 'playa'] },
  mochilas: { '*': ['viaje', 'casual'], lona: ['viaje', 'casual', 'deporte'] },
  collares: { '*': ['fiesta', 'boda', 'gala', 'coctel'] },
  pendientes: { '*': ['fiesta', 'boda', 'gala', 'coctel'] },
};

/** Categories worn whatever the season (accessories), or only in some, whatever they are made of. */
const SEASONS_OF: Record<string, string[]> = {
  abrigos: ['otono', 'invierno'],
  sandalias: ['primavera', 'verano'],
  botas: ['otono', 'invierno'],
  zapatillas: ['primavera', 'verano', 'otono'],
  'zapatos-de-vestir': ALL_YEAR,
  cinturones: ALL_YEAR,
  'bolsos-de-mano': ALL_YEAR,
  mochilas: ALL_YEAR,
};
const WEATHER_OF: Record<string, string[]> = {
  sandalias: ['calido'],
  camisetas: ['calido', 'templado'],
  zapatillas: ['templado', 'calido'],
  'zapatos-de-vestir': ['templado', 'calido', 'frio'],
  cinturones: ['templado', 'calido', 'frio'],
  'bolsos-de-mano': ['templado', 'calido', 'frio'],
};
/** Clothes made to be worn in the rain: coats, leather boots and jackets, canvas backpacks. */
const RAIN: Record<string, string[]> = { abrigos: ['lana', 'cachemira'], botas: ['cuero'], chaquetas: ['cuero'], mochilas: ['lona'] };
/** A sporty beanie goes to sport too, where its category alone would not say so. */
const STYLE_OCCASIONS: Record<string, { event: string; categories: string[] }> = {
  deportivo: { event: 'deporte', categories: ['gorros', 'camisetas', 'zapatillas'] },
};

export function wearOf(categoryId: string, materialId: string, style: string): Wear {
  const climate = CLIMATE[materialId];
  const occasions = OCCASIONS[categoryId];
  if (!climate || !occasions) throw new Error(`No wear rules for ${categoryId} of ${materialId}`);
  const byStyle = STYLE_OCCASIONS[style];
  const eventIds = [...(occasions[materialId] ?? occasions['*']!), ...(byStyle?.categories.includes(categoryId) ? [byStyle.event] : [])];
  // A jacket is not worn in the heat, whatever it is made of.
  const summer = categoryId === 'chaquetas' ? ['verano', 'calido'] : [];
  const seasons = (SEASONS_OF[categoryId] ?? climate.seasons).filter((id) => !summer.includes(id));
  const weather = [...(WEATHER_OF[categoryId] ?? climate.weather), ...(RAIN[categoryId]?.includes(materialId) ? ['lluvioso'] : [])].filter(
    (id) => !summer.includes(id),
  );
  return { seasons, weather: [...new Set(weather)], eventIds: [...new Set(eventIds)] };
}
