import { load } from 'cheerio';
import type { ImporterConfig } from '@vitrina/domain/importer/config';
import { jsonLdReading } from '@vitrina/domain/importer/jsonld-reading';
import { findCards, nextPageSelector, type CardStats } from './cards';
import { jsonLdBlocks } from './extract';
import { productsIn } from './jsonld';

/** What auto-detect proposes for a page: the parts of a config that say how to read it, and how many items it saw. */
export interface Proposal {
  config: Pick<ImporterConfig, 'item' | 'name' | 'price' | 'link' | 'image' | 'json' | 'nextPage'>;
  items: number;
  /** `jsonld` when the page describes its products in JSON-LD, `elements` when a repeated element holds them. */
  source: 'jsonld' | 'elements';
}

/** What auto-detect read to find the cards (cards.ts's counts): elements walked, groups weighed, cards read. */
export type DetectStats = CardStats;

/**
 * Reads a page the way a person setting up the importer would: JSON-LD products first (the shop says what they
 * are), else the repeated element that holds an image, a name and a price (cards.ts: its selectors, or the JSON an
 * attribute of each card holds), with the link to the next page. Null when neither is there.
 *
 * Linear in the page, and iterative: cards.ts groups the page's elements in one walk and weighs a few groups by a
 * bounded sample of bounded cards (`stats` counts what it read); nothing recurses once per level of nesting.
 */
export function detect(html: string, stats?: DetectStats): Proposal | null {
  const $ = load(html);
  const products = productsIn(jsonLdBlocks($));
  const nextPage = nextPageSelector($);
  if (products.length > 0) {
    return {
      source: 'jsonld',
      items: products.length,
      config: { ...jsonLdReading(), nextPage },
    };
  }
  const found = findCards($, stats);
  return found && { source: 'elements', items: found.items, config: { ...found.config, nextPage } };
}
