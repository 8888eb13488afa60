import type { PageExtraction } from '@vitrina/importer/extract';
import type { SourceResult } from '@vitrina/importer/sources/port';
import { hostRefusal } from '@vitrina/infra/fetch/address-policy';

/*
 * What the importer shows a brand of a shop's data (previews, "Read the shop", its config and runs): addresses
 * without the user names and passwords a page or an old config may hold, and only the images a run could fetch.
 */

/** An address as it may be shown: without a user name or password, whatever the page or an old config held. */
export function withoutCredentials<T extends string | null>(text: T): T {
  if (text === null || !text.includes('@')) return text;
  try {
    const url = new URL(text);
    if (url.username === '' && url.password === '') return text;
    url.username = '';
    url.password = '';
    return url.href as T;
  } catch {
    return text;
  }
}

/** Whether a preview may show an image address. */
export type ImageShown = (address: string) => boolean;

/**
 * The images a preview shows: http(s) addresses whose host the guarded fetcher's policy does not refuse on sight (an
 * internal IP address such as 127.0.0.1, 10.0.0.5 or 169.254.169.254, localhost, a name of the local network). A
 * run never fetches those, and a preview showing them would have the brand's own browser ask its network for them.
 * `allowed`: IMPORTER_ALLOW_ADDRESSES (tests and local demos serve shops from 127.0.0.1).
 */
export function imageShown(allowed: readonly string[]): ImageShown {
  return (address) => {
    let url: URL;
    try {
      url = new URL(address);
    } catch {
      return false;
    }
    return (url.protocol === 'http:' || url.protocol === 'https:') && hostRefusal(url.hostname, allowed) === undefined;
  };
}

const shownImages = (images: readonly string[], shown: ImageShown) => images.filter(shown).map(withoutCredentials);

/** A page's items with every address in them shown without credentials (a link on the page may carry some). */
export function shownExtraction({ items, nextPage }: PageExtraction, shown: ImageShown): PageExtraction {
  return {
    nextPage: withoutCredentials(nextPage),
    items: items.map((result) =>
      result.item
        ? {
            ...result,
            item: {
              ...result.item,
              key: result.item.key.startsWith('url:') ? `url:${withoutCredentials(result.item.key.slice(4))}` : result.item.key,
              url: withoutCredentials(result.item.url),
              images: shownImages(result.item.images, shown),
            },
          }
        : result,
    ),
  };
}

/** A source's items as the brand is shown them: no address carries credentials, no image is internal. */
export function shownSourceItems(items: readonly SourceResult[], shown: ImageShown): SourceResult[] {
  return items.map((result) =>
    result.item ? { ...result, item: { ...result.item, url: withoutCredentials(result.item.url), images: shownImages(result.item.images, shown) } } : result,
  );
}
