import http, { type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import type { Page } from '@playwright/test';
import { expect } from './support';

/** How a fixture shop answers one address; each answer says `true` (answered), so a route reads `return reply.json(…)`. */
export interface Reply {
  json(body: unknown): true;
  html(body: string, head?: string): true;
  /** A photo of one colour, as a shop's image address serves it (after `delayMs`, to watch a run's progress). */
  photo(colour: string, delayMs?: number): true;
  /** Any other status, with a text body. */
  status(code: number, body?: string, type?: string): true;
}

export interface FixtureShop {
  /** `http://127.0.0.1:<port>`: the journeys' server may fetch it (IMPORTER_ALLOW_ADDRESSES). */
  origin: string;
  close(): Promise<void>;
}

/**
 * A shop on 127.0.0.1 for the importer's journeys: `answer` serves what the test's shop publishes (true when it did);
 * `/img/<n>.png` answers a photo in `photos[n]` unless `answer` did; anything else is 404.
 */
export async function fixtureShop(
  answer: (url: URL, reply: Reply, req: IncomingMessage) => boolean | void,
  photos: readonly string[] = ['#8b4513', '#2f4f4f', '#6a5acd'],
): Promise<FixtureShop> {
  const server = http.createServer((req, res) => {
    const url = new URL(req.url!, 'http://shop');
    const send = (code: number, type: string, body: string): true => (res.writeHead(code, { 'content-type': type }).end(body), true);
    const reply: Reply = {
      json: (body) => send(200, 'application/json', JSON.stringify(body)),
      html: (body, head = '') => send(200, 'text/html; charset=utf-8', `<!doctype html><html><head>${head}</head><body>${body}</body></html>`),
      status: (code, body = '', type = 'text/plain') => send(code, type, body),
      photo: (colour, delayMs = 0) => {
        setTimeout(() => {
          void sharp({ create: { width: 400, height: 640, channels: 3, background: colour } })
            .png()
            .toBuffer()
            .then((bytes) => res.writeHead(200, { 'content-type': 'image/png' }).end(bytes));
        }, delayMs);
        return true;
      },
    };
    if (answer(url, reply, req)) return;
    const picture = url.pathname.match(/^\/img\/(\d)\.png$/);
    if (picture && photos[Number(picture[1])]) return reply.photo(photos[Number(picture[1])]!);
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { origin, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/** A listing page's schema.org ItemList of `products`, as the `<script type="application/ld+json">` a shop's head carries. */
export function itemListScript(products: readonly object[]): string {
  const list = {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    itemListElement: products.map((item, i) => ({ '@type': 'ListItem', position: i + 1, item })),
  };
  return `<script type="application/ld+json">${JSON.stringify(list)}</script>`;
}

/** In the importer tab (in English): reads the shop at `address`, and answers the preview's region. */
export async function readShop(page: Page, address: string) {
  await page.getByLabel("Your shop's address").fill(address);
  await page.getByRole('button', { name: 'Read the shop' }).click();
  return page.getByRole('region', { name: 'What would be imported' });
}

/** Sets the defaults for what the shop's pages do not say, and saves the settings. */
export async function saveDefaults(page: Page, defaults: { type: string; category: string; gender: string }): Promise<void> {
  const group = page.getByRole('group', { name: 'For what the page does not say' });
  await group.getByLabel('Type').selectOption(defaults.type);
  await group.getByLabel('Category').selectOption(defaults.category);
  await group.getByLabel('Gender').selectOption(defaults.gender);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText("The importer's settings are saved.")).toBeVisible();
}

/** Starts a run and waits until the runs' table says it `ended` ('Completed', 'Partial'); answers that table. */
export async function runImport(page: Page, ended = 'Completed', timeout = 30_000) {
  await page.getByRole('button', { name: 'Run now' }).click();
  const runs = page.getByRole('table', { name: "The importer's runs, newest first" });
  await expect(runs.getByText(ended)).toBeVisible({ timeout });
  return runs;
}
