import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Localized } from '@vitrina/contract/catalogue';
import { TaxonomyData, type TermView } from '@vitrina/contract/taxonomy';
import type { Language } from '@vitrina/domain/core/languages';
import { useIntl } from 'react-intl';
import { api } from './api';

/** The taxonomy's query keys: names come localized by the server, so the reader's language is part of the key. */
export const taxonomyKeys = {
  all: ['catalogue', 'taxonomy'] as const,
  language: (language: Language) => [...taxonomyKeys.all, language] as const,
};

/** A term's names per language: Spanish always, the others when given. */
export type TermNames = Localized;
/** A taxonomy term: its name in the reader's language (Spanish fallback) and all its names. */
export type Term = TermView;
export type Taxonomy = TaxonomyData;

/**
 * A term's name in the reader's language (the taxonomy query's `name`), found by id; an id the taxonomy lacks (an
 * old colour word kept as written, a removed term) is shown as it is. Without the taxonomy yet, the id too.
 */
export function termName(terms: readonly Term[] | undefined, id: string): string {
  return terms?.find((term) => term.id === id)?.name ?? id.replace(/-/g, ' ');
}

/** A cloth's colours, style and materials as the reader reads them: names in their language, in the cloth's order. */
export function colorAndStyleNames(taxonomy: Taxonomy | undefined, cloth: { colors: readonly string[]; style: string | null; materials?: readonly string[] }) {
  return {
    colors: cloth.colors.map((id) => termName(taxonomy?.colors, id)),
    style: cloth.style === null ? null : termName(taxonomy?.styles, cloth.style),
    materials: (cloth.materials ?? []).map((id) => termName(taxonomy?.materials, id)),
  };
}

/** A text written per language (a cloth's description): the reader's, else the Spanish one. */
export function inLanguage(text: Partial<Record<Language, string>> | null | undefined, language: Language): string {
  return text?.[language] || text?.es || '';
}

/** How the default colours look, for swatches beside their names; a colour without one shows its name alone. */
export const COLOR_SWATCHES: Readonly<Record<string, string>> = {
  negro: '#1f1d1e',
  blanco: '#ffffff',
  crudo: '#e8dcc4',
  gris: '#8c8c8c',
  beige: '#d8c3a0',
  camel: '#b07c4a',
  marron: '#6b4226',
  azul: '#2f5fa8',
  'azul-marino': '#1d2a4a',
  celeste: '#8ec5e8',
  verde: '#3f8a4a',
  oliva: '#6b6b3a',
  rojo: '#c0272d',
  bordo: '#6d1a2a',
  rosa: '#eb9ab8',
  amarillo: '#f2d13a',
  mostaza: '#c9a227',
  naranja: '#ec7d2a',
  terracota: '#b4573a',
  violeta: '#7d4aa8',
  dorado: '#c8a24a',
  plateado: '#c0c4c8',
  multicolor: 'conic-gradient(#c0272d, #f2d13a, #3f8a4a, #2f5fa8, #7d4aa8, #c0272d)',
};

/** GET /categories/data/: every term of every kind, for the admin tabs, the cloth form's and the importer's selects. */
export async function getTaxonomy(signal?: AbortSignal): Promise<Taxonomy> {
  return TaxonomyData.parse(await api.get('categories/data/', signal ? { signal } : {}));
}

export const taxonomyQueryOptions = (language: Language) =>
  queryOptions({ queryKey: taxonomyKeys.language(language), queryFn: ({ signal }) => getTaxonomy(signal) });

export function useTaxonomy() {
  const language = useIntl().locale as Language;
  return useQuery(taxonomyQueryOptions(language));
}
