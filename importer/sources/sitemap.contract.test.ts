import { sourceContract } from './contract';
import { sitemapSource } from './sitemap';

sourceContract(sitemapSource, ['sitemap']);
