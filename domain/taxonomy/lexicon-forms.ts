import { fold } from '../search/fold';

/**
 * Words that carry no weight in a query or a product's text, in es, en, it and fr (the single letters an apostrophe
 * leaves among them): no phrase is one of them alone.
 */
const STOP_WORDS = new Set(
  [
    'de',
    'del',
    'la',
    'el',
    'los',
    'las',
    'lo',
    'un',
    'una',
    'unos',
    'unas',
    'y',
    'o',
    'e',
    'u',
    'en',
    'con',
    'para',
    'por',
    'al',
    'sin',
    'mi',
    'muy',
    'que',
    // Not "or": French gold ("collier or").
    'the',
    'a',
    'an',
    'and',
    'for',
    'with',
    'in',
    'of',
    'to',
    'on',
    'my',
    'some',
    's',
    'di',
    'da',
    'dei',
    'delle',
    'della',
    'dello',
    'degli',
    'il',
    'gli',
    'le',
    'i',
    'per',
    'ed',
    'uno',
    'nel',
    'nella',
    'alla',
    'du',
    'des',
    'et',
    'pour',
    'avec',
    'au',
    'aux',
    'sans',
    'une',
    'l',
    'd',
    // What shoppers add to a query that says nothing of the clothes they want.
    'guest',
    'guests',
    'invitada',
    'invitadas',
    'invitado',
    'invitados',
    'ospite',
    'ospiti',
    'invitee',
    'invitees',
    'invitée',
    'invitées',
    'look',
    'looks',
    'outfit',
    'outfits',
    'tenue',
    'tenues',
    'estilo',
    'style',
    'stile',
    'buy',
    'comprar',
    'acquistare',
    'acheter',
  ].map(fold),
);

export const isStopWord = (key: string): boolean => STOP_WORDS.has(key);

/**
 * The forms a word takes in es, en, it and fr that a shopper may write for it: from a plural its singulars
 * ("vestidos" → "vestido", "camicie" → "camicia", "manteaux" → "manteau", "scarves" → "scarf"), and from those the
 * gendered and plural forms ("rojo" → "roja", "rojos", "rojas"; "rosso" → "rossa", "rossi", "rosse"; "vert" →
 * "verte", "verts"). Liberal on purpose: a form that is no real word is never typed, and a word's own meaning wins.
 */
export function formsOf(word: string): string[] {
  const forms = new Set([word]);
  const singulars = new Set([word]);
  const cut = (suffix: string, replacement = '') => {
    if (word.length > suffix.length + 2 && word.endsWith(suffix)) singulars.add(word.slice(0, -suffix.length) + replacement);
  };
  cut('s');
  cut('es');
  cut('x');
  cut('ves', 'f');
  cut('i', 'o');
  cut('i', 'e');
  cut('e', 'a');
  cut('ie', 'ia');
  cut('che', 'ca');
  cut('ghe', 'ga');
  cut('chi', 'co');
  cut('ghi', 'go');
  for (const singular of singulars) {
    forms.add(singular);
    const stem = singular.slice(0, -1);
    const last = singular.at(-1) ?? '';
    if (last === 'o') {
      for (const ending of ['a', 'os', 'as', 'i', 'e']) forms.add(stem + ending);
      if (/[cg]o$/.test(singular)) for (const ending of ['hi', 'he']) forms.add(stem + ending);
    } else if (last === 'a') {
      for (const ending of ['as', 'e']) forms.add(stem + ending);
      if (/[cg]a$/.test(singular)) forms.add(`${stem}he`);
    } else if (last === 'e') {
      for (const ending of ['es', 'i', 's']) forms.add(singular.slice(0, -1) + ending);
    } else {
      for (const ending of ['s', 'e', 'es']) forms.add(singular + ending);
    }
  }
  return [...forms].filter((form) => form.length >= 2);
}
