import { localize, type Language } from '@vitrina/domain/core/languages';
import { pathIn } from '@vitrina/domain/core/addresses';
import { formatMoney } from '@vitrina/domain/core/money';
import { isPublicCloth, PUBLIC_CLOTHES, type ClothDoc } from '@vitrina/projector/catalogue';
import type { AnalyticsClothDoc } from '@vitrina/projector/analytics';
import type { MagazineEntryDoc } from '@vitrina/projector/magazine';
import type { TaxonomyTermDoc } from '@vitrina/projector/taxonomy';
import { clothSummary, imageUrl } from '../catalogue/views';
import type { ApiContext } from '../context';
import { searchAnswering, type SearchQuery } from '../search/routes';
import { html, type Html } from './html';
import { text } from './texts';

/** What the server writes for one address: its status, its head, and a first paint a crawler can read. */
export interface Page {
  status: 200 | 404 | 410;
  language: Language;
  /** The address within a language (`/cloth/…`), with the query a canonical address keeps; null: none (private or error pages). */
  canonical: string | null;
  title: string;
  description: string;
  /** Search engines may list it (private, thin and error pages say `noindex`). */
  indexable: boolean;
  image: { url: string; alt: string; width: number; height: number } | null;
  kind: 'website' | 'product' | 'article';
  /** Facebook's product tags for a cloth. */
  price?: { amount: string; currency: string };
  jsonLd: object[];
  body: Html;
}

/** A cloth's main image as the pipeline stores it (infra/images/process.ts MAIN_SIZE). */
const MAIN = { width: 864, height: 1376 };
/** A search page listing fewer clothes than this is thin: shown, not listed by search engines. */
export const THIN_SEARCH = 4;
const SHELF = 12;
const STORIES = 12;
const SITE = 'Vitrina';

/** Addresses only a signed-in person, a brand or an admin uses: never listed. */
const PRIVATE = /^\/(login|relogin|verify-email|profile|admin|checkout|brand)(\/|$)/;

/** A cloth as lists show it (api/catalogue/views.ts). */
type Summary = ReturnType<typeof clothSummary>;

/** The pages' builder: each public address's head and first paint from the read models. */
export function pageBuilder(context: ApiContext) {
  const clothes = () => context.readModels.collection<ClothDoc>('clothes');
  const searching = searchAnswering(context);

  const termName = async (kind: string, id: string | null, language: Language) => {
    if (!id) return null;
    const term = await context.readModels.collection<TaxonomyTermDoc>('taxonomyTerms').findOne({ kind, id } as never);
    return term ? localize(term.names, language) : null;
  };

  const newest = async (language: Language, limit = SHELF) =>
    (await clothes().find({ ...PUBLIC_CLOTHES }, { sort: { createdAt: -1 }, limit })).map((doc) => clothSummary(doc, language));

  async function home(language: Language): Promise<Page> {
    const [shelf, stories] = await Promise.all([
      newest(language, 24),
      context.readModels.collection<MagazineEntryDoc>('magazineEntries').find({}, { sort: { publishedAt: -1, _id: -1 }, limit: 6 }),
    ]);
    const title = `${text(language, 'home.title')} · ${SITE}`;
    return {
      status: 200,
      language,
      canonical: '/home',
      title,
      description: text(language, 'page.description'),
      indexable: true,
      image: shelf[0]?.image ? { url: shelf[0].image.url, alt: shelf[0].name, ...MAIN } : null,
      kind: 'website',
      jsonLd: [webSite(context, language)],
      body: frame(
        language,
        html`<h1>${text(language, 'home.title')}</h1>${cards(language, shelf)}${storyList(language, stories, text(language, 'magazine.latest'))}`,
      ),
    };
  }

  async function magazine(language: Language): Promise<Page> {
    const stories = await context.readModels.collection<MagazineEntryDoc>('magazineEntries').find({}, { sort: { publishedAt: -1, _id: -1 }, limit: STORIES });
    const first = stories[0];
    return {
      status: 200,
      language,
      canonical: '/magazine',
      title: `${text(language, 'magazine.title')} · ${SITE}`,
      description: text(language, 'magazine.intro'),
      indexable: true,
      image: first && first.contentType === 'image' ? { url: imageUrl(first.media), alt: storyTitle(first, language), ...MAIN } : null,
      kind: 'website',
      jsonLd: [
        breadcrumbs(context, language, [
          [text(language, 'page.home'), '/home'],
          [text(language, 'magazine.title'), '/magazine'],
        ]),
      ],
      body: frame(language, html`<h1>${text(language, 'magazine.title')}</h1><p>${text(language, 'magazine.intro')}</p>${storyList(language, stories, null)}`),
    };
  }

  async function story(language: Language, id: string): Promise<Page> {
    const entry = await context.readModels.collection<MagazineEntryDoc>('magazineEntries').findOne({ _id: id });
    if (!entry) return notFound(language);
    const title = storyTitle(entry, language);
    const body = localize(entry.descriptions, language);
    const featured = entry.clothIds?.length
      ? (await clothes().find({ _id: { $in: entry.clothIds }, ...PUBLIC_CLOTHES })).map((doc) => clothSummary(doc, language))
      : [];
    const image = entry.contentType === 'image' ? imageUrl(entry.media) : entry.posterName ? imageUrl(entry.posterName) : null;
    const canonical = `/magazine/${entry._id}`;
    return {
      status: 200,
      language,
      canonical,
      title: `${title} · ${SITE}`,
      description: clip(body, 160),
      indexable: true,
      image: image ? { url: image, alt: title, ...MAIN } : null,
      kind: 'article',
      jsonLd: [
        {
          '@context': 'https://schema.org',
          '@type': 'Article',
          headline: clip(title, 110),
          description: clip(body, 300),
          ...(image ? { image: [absolute(context, image)] } : {}),
          datePublished: entry.publishedAt,
          dateModified: entry.updatedAt,
          author: { '@type': 'Organization', name: entry.brandName },
          publisher: { '@type': 'Organization', name: SITE, url: absolute(context, pathIn(language, '/home')) },
          mainEntityOfPage: absolute(context, pathIn(language, canonical)),
          inLanguage: language,
        },
        breadcrumbs(context, language, [
          [text(language, 'page.home'), '/home'],
          [text(language, 'magazine.title'), '/magazine'],
          [title, canonical],
        ]),
      ],
      body: frame(
        language,
        html`<article><h1>${title}</h1><p>${text(language, 'page.cloth.by', { brand: entry.brandName })}</p>${image ? html`<img src="${image}" alt="${title}" width="432" height="688">` : null}${body.split(/\n{2,}/).map((paragraph) => html`<p>${paragraph}</p>`)}${featured.length ? html`<h2>${text(language, 'magazine.entry.featured')}</h2>${cards(language, featured)}` : null}</article>`,
      ),
    };
  }

  async function cloth(language: Language, id: string): Promise<Page> {
    const doc = /^[0-9a-f-]{36}$/i.test(id) ? await clothes().findOne({ _id: id }) : null;
    if (!isPublicCloth(doc)) return gone(language, id, doc);
    const name = localize(doc.names, language);
    const price = formatMoney(doc.effectivePrice, doc.currency, language);
    const description = doc.description ? localize(doc.description, language) : '';
    const [category, type] = await Promise.all([termName('category', doc.categoryId, language), termName('type', doc.typeId, language)]);
    const canonical = `/cloth/${doc._id}`;
    const image = doc.images[0] ? imageUrl(doc.images[0].name) : null;
    const summaryText = text(language, 'page.cloth.description', { name, brand: doc.brandName, price });
    const listPrice = doc.discountEnabled && doc.discountedPrice !== null ? formatMoney(doc.price, doc.currency, language) : null;
    return {
      status: 200,
      language,
      canonical,
      title: `${name} · ${doc.brandName} · ${SITE}`,
      description: clip(description ? `${summaryText} ${description}` : summaryText, 160),
      indexable: true,
      image: image ? { url: image, alt: name, ...MAIN } : null,
      kind: 'product',
      price: { amount: amountOf(doc.effectivePrice), currency: doc.currency },
      jsonLd: [
        {
          '@context': 'https://schema.org',
          '@type': 'Product',
          name,
          sku: doc._id,
          image: doc.images.map((each) => absolute(context, imageUrl(each.name))),
          ...(description ? { description: clip(description, 5000) } : {}),
          brand: { '@type': 'Brand', name: doc.brandName },
          ...(category ? { category } : {}),
          offers: {
            '@type': 'Offer',
            url: absolute(context, pathIn(language, canonical)),
            price: amountOf(doc.effectivePrice),
            priceCurrency: doc.currency,
            availability: doc.inStock ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
            itemCondition: 'https://schema.org/NewCondition',
            seller: { '@type': 'Organization', name: doc.brandName },
          },
        },
        breadcrumbs(context, language, [
          [text(language, 'page.home'), '/home'],
          ...(type && doc.typeId ? [[type, `/search?type=${doc.typeId}`] as [string, string]] : []),
          ...(category && doc.categoryId && doc.typeId ? [[category, `/search?type=${doc.typeId}&categories=${doc.categoryId}`] as [string, string]] : []),
          [name, canonical],
        ]),
      ],
      body: frame(
        language,
        html`<article><h1>${name}</h1><p>${text(language, 'page.cloth.by', { brand: doc.brandName })}</p><p>${listPrice ? html`<s>${listPrice}</s> ` : null}<strong>${price}</strong></p>${image ? html`<img src="${image}" alt="${name}" width="432" height="688">` : null}${description ? html`<p>${description}</p>` : null}</article>`,
      ),
    };
  }

  /** A cloth that is no more (410, with similar ones) or never was (404). */
  async function gone(language: Language, id: string, doc: ClothDoc | null): Promise<Page> {
    let alike: Summary[] = [];
    if (doc) {
      alike = (
        await clothes().find(
          { typeId: doc.typeId, categoryId: doc.categoryId, _id: { $ne: doc._id }, ...PUBLIC_CLOTHES },
          { sort: { createdAt: -1 }, limit: SHELF },
        )
      ).map((each) => clothSummary(each, language));
    } else {
      const removed = /^[0-9a-f-]{36}$/i.test(id) ? await context.readModels.collection<AnalyticsClothDoc>('analyticsClothes').findOne({ _id: id }) : null;
      if (!removed) return notFound(language);
      alike = removed.categoryId
        ? (await clothes().find({ categoryId: removed.categoryId, ...PUBLIC_CLOTHES }, { sort: { createdAt: -1 }, limit: SHELF })).map((each) =>
            clothSummary(each, language),
          )
        : [];
    }
    if (alike.length === 0) alike = await newest(language);
    const title = text(language, 'page.gone.title');
    return {
      status: 410,
      language,
      canonical: null,
      title: `${title} · ${SITE}`,
      description: text(language, 'page.gone.intro'),
      indexable: false,
      image: null,
      kind: 'website',
      jsonLd: [],
      body: frame(language, html`<h1>${title}</h1><p>${text(language, 'page.gone.intro')}</p>${cards(language, alike)}`),
    };
  }

  async function notFound(language: Language): Promise<Page> {
    const shelf = await newest(language);
    return {
      status: 404,
      language,
      canonical: null,
      title: `${text(language, 'notFound.title')} · ${SITE}`,
      description: text(language, 'notFound.intro'),
      indexable: false,
      image: null,
      kind: 'website',
      jsonLd: [],
      body: frame(
        language,
        html`<h1>${text(language, 'notFound.title')}</h1><p>${text(language, 'notFound.intro')}</p><h2>${text(language, 'page.shelf')}</h2>${cards(language, shelf)}`,
      ),
    };
  }

  async function search(language: Language, query: SearchQuery): Promise<Page> {
    const answer = await searching.answer(query, language);
    const body = JSON.parse(answer.json.body.toString('utf8')) as {
      items: Summary[];
      total: number;
      facets: { categories: Array<{ id: string; name: string }> };
    };
    const q = query.q ?? '';
    const { q: _q, sort, page, pageSize, type, categories, ...others } = query;
    // A category's page: one type and one of its categories, no words.
    const category =
      !q && type?.length === 1 && categories?.length === 1 ? (body.facets.categories.find((facet) => facet.id === categories[0])?.name ?? null) : null;
    const heading = q ? text(language, 'search.titleFor', { q }) : (category ?? text(language, 'search.titleAll'));
    // Listed: the first page of words, or of a category, with enough clothes; other filters, sorts and pages are for people.
    const plain =
      Object.values(others).every((value) => value === undefined) &&
      sort === 'relevance' &&
      page === 1 &&
      pageSize === 24 &&
      (type?.length ?? 0) <= 1 &&
      (categories?.length ?? 0) <= 1;
    const indexable = plain && (q !== '' || category !== null) && answer.total >= THIN_SEARCH;
    const kept: Array<[string, string]> = [];
    if (q) kept.push(['q', q]);
    if (plain && type?.length === 1) kept.push(['type', type[0]!]);
    if (plain && categories?.length === 1) kept.push(['categories', categories[0]!]);
    const canonical = new URLSearchParams(kept).toString();
    return {
      status: 200,
      language,
      canonical: canonical ? `/search?${canonical}` : '/search',
      title: `${heading} · ${SITE}`,
      description: q || category ? text(language, 'page.search.description', { q: q || category! }) : text(language, 'page.description'),
      indexable,
      image: body.items[0]?.image ? { url: body.items[0].image.url, alt: body.items[0].name, ...MAIN } : null,
      kind: 'website',
      jsonLd: [],
      body: frame(language, html`<h1>${heading}</h1>${cards(language, body.items)}`),
    };
  }

  /** An address of the app only people use (login, profile, admin…): the app's shell, never listed. */
  function privatePage(language: Language): Page {
    return {
      status: 200,
      language,
      canonical: null,
      title: SITE,
      description: text(language, 'page.description'),
      indexable: false,
      image: null,
      kind: 'website',
      jsonLd: [],
      body: html``,
    };
  }

  return {
    /** The page at `rest` (the address within its language) with its query, or null for an address that is not a page. */
    async page(language: Language, rest: string, parseSearch: () => SearchQuery | null): Promise<Page> {
      if (rest === '/home') return home(language);
      if (rest === '/magazine') return magazine(language);
      const storyId = /^\/magazine\/([^/]+)$/.exec(rest)?.[1];
      if (storyId) return story(language, storyId);
      const clothId = /^\/cloth\/([^/]+)$/.exec(rest)?.[1];
      if (clothId) return cloth(language, clothId);
      if (rest === '/search') {
        const parsed = parseSearch();
        return parsed
          ? search(language, parsed)
          : { ...(await search(language, { sort: 'relevance', page: 1, pageSize: 24 } as SearchQuery)), indexable: false };
      }
      if (PRIVATE.test(rest)) return privatePage(language);
      return notFound(language);
    },
  };
}

export type PageBuilder = ReturnType<typeof pageBuilder>;

/** A story's title: its text's first line or sentence in the language, else "A story by <brand>". */
export function storyTitle(entry: Pick<MagazineEntryDoc, 'descriptions' | 'brandName'>, language: Language): string {
  const first =
    localize(entry.descriptions, language)
      .trim()
      .split(/\n|(?<=[.!?])\s/)[0]
      ?.trim() ?? '';
  return first.length >= 3 ? clip(first.replace(/[.!]$/, ''), 90) : text(language, 'page.story.title', { brand: entry.brandName });
}

function clip(value: string, max: number): string {
  const flat = value.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).replace(/[,;:.\s]+$/, '')}…`;
}

/** A price as schema.org and Open Graph write it: a dot, two decimals at most, no grouping. */
function amountOf(value: number): string {
  return Number.isInteger(value) ? String(value) : value.toFixed(2);
}

function absolute(context: ApiContext, path: string): string {
  return `${context.config.PUBLIC_URL}${path}`;
}

function webSite(context: ApiContext, language: Language): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    name: SITE,
    url: absolute(context, pathIn(language, '/home')),
    inLanguage: language,
    potentialAction: {
      '@type': 'SearchAction',
      target: { '@type': 'EntryPoint', urlTemplate: `${absolute(context, pathIn(language, '/search'))}?q={search_term_string}` },
      'query-input': 'required name=search_term_string',
    },
  };
}

function breadcrumbs(context: ApiContext, language: Language, trail: Array<[string, string]>): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map(([name, path], index) => ({ '@type': 'ListItem', position: index + 1, name, item: absolute(context, pathIn(language, path)) })),
  };
}

/** The first paint's frame: the site's name, a search form and the page's content, with plain links a crawler follows. */
function frame(language: Language, content: Html): Html {
  return html`<div class="mx-auto max-w-5xl px-4 py-6"><header><a href="${pathIn(language, '/home')}">${SITE}</a> · <a href="${pathIn(language, '/magazine')}">${text(language, 'magazine.kicker')}</a><form action="${pathIn(language, '/search')}" role="search"><label>${text(language, 'header.search.input')} <input name="q" type="search"></label> <button type="submit">${text(language, 'header.search.submit')}</button></form></header><main>${content}</main></div>`;
}

/** Clothes as links, each with its picture (no alt of its own: the link's text names it), brand and price. */
function cards(language: Language, items: readonly Summary[]): Html {
  if (items.length === 0) return html``;
  return html`<ul>${items.map((item) => {
    const price = formatMoney(item.discountedPrice ?? item.price, item.currency, language);
    return html`<li><a href="${pathIn(language, `/cloth/${item.id}`)}">${item.image ? html`<img src="${item.image.thumbUrl}" alt="" width="144" height="230" loading="lazy">` : null}${item.name}</a> · ${item.brand.name} · ${price}</li>`;
  })}</ul>`;
}

function storyList(language: Language, stories: readonly MagazineEntryDoc[], heading: string | null): Html {
  if (stories.length === 0) return html``;
  return html`${heading ? html`<h2>${heading}</h2>` : null}<ul>${stories.map((entry) => html`<li><a href="${pathIn(language, `/magazine/${entry._id}`)}">${storyTitle(entry, language)}</a> · ${entry.brandName}</li>`)}</ul>`;
}
