/**
 * Colour families: a shopper's "rojo" covers bordó, "azul" covers celeste and azul marino. By the default colour
 * term ids: each shade names the family it belongs to. A colour not listed (and any colour an admin adds) is a
 * family of its own. A cloth is found by its colours and by their families; naming a shade finds that shade only.
 */
export const COLOR_FAMILY_OF: Readonly<Record<string, string>> = {
  bordo: 'rojo',
  'azul-marino': 'azul',
  celeste: 'azul',
  oliva: 'verde',
  camel: 'marron',
  crudo: 'blanco',
  mostaza: 'amarillo',
  terracota: 'naranja',
  'blanco-roto': 'blanco',
  nude: 'beige',
  suela: 'marron',
  chocolate: 'marron',
  'verde-militar': 'verde',
  turquesa: 'azul',
  fucsia: 'rosa',
  lila: 'violeta',
  coral: 'naranja',
};

/** A cloth's colours with the families they belong to, without repeats ("bordo" → "bordo", "rojo"). */
export function withFamilies(colors: readonly string[]): string[] {
  const found = new Set<string>();
  for (const color of colors) {
    found.add(color);
    const family = COLOR_FAMILY_OF[color];
    if (family) found.add(family);
  }
  return [...found];
}

/** Whether a colour id is a family others belong to. */
export const isColorFamily = (id: string): boolean => Object.values(COLOR_FAMILY_OF).includes(id);
